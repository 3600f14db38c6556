import { apiProblemOf } from '../../../../lib/http/api-problems';

/** A server's complaint about one field of the document, by the editor's dotted path ("items.3.unit"). */
export interface FieldProblem {
  path: string;
  message: string;
}

/** "items[3].unit" (as the e-invoice rules name fields) -> "items.3.unit" (as zod and the editor do). */
export const normalizePath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

function issuesOf(data: unknown): FieldProblem[] {
  if (typeof data !== 'object' || data === null || !('issues' in data) || !Array.isArray(data.issues))
    return [];
  return (data.issues as unknown[]).flatMap((issue) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { field, message } = issue as { field?: unknown; message?: unknown };
    return typeof message === 'string' ? [{ path: typeof field === 'string' ? field : '', message }] : [];
  });
}

/**
 * The field problems of a refused request: zod's field errors (`errors`) and the e-invoice rules' findings
 * (`issues` with `field`), paths made dotted. Problems of the whole document have an empty path.
 */
export function fieldProblemsOf(error: unknown): FieldProblem[] {
  const problem = apiProblemOf(error);
  if (!problem) return [];
  const data: unknown =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error as { response?: { data?: unknown } }).response?.data
      : undefined;
  return [...problem.fieldErrors, ...issuesOf(data)].map((each) => ({
    path: normalizePath(each.path),
    message: each.message,
  }));
}
