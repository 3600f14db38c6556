import type { GaebReadError } from '@vendoc/gaeb/errors';
import { HttpProblem } from './http-problem';

/**
 * 422: the file is not a GAEB file the readers accept. The detail gives the reader's German reason (with the OZ
 * of the title or item and the line), `issues` every problem found (the first 20).
 */
export function unreadableGaeb(fileName: string, error: GaebReadError): HttpProblem {
  return new HttpProblem({
    status: 422,
    type: 'unreadable-gaeb',
    title: 'Unprocessable Content',
    detail: `„${fileName}“ ist keine lesbare GAEB-Datei (GAEB DA XML, GAEB 2000 oder GAEB 90): ${error.message}`,
    extensions: {
      issues: error.issues.slice(0, 20).map((issue) => ({
        code: issue.code,
        message: issue.message,
        element: issue.element,
        line: issue.line,
        column: issue.column,
      })),
    },
  });
}
