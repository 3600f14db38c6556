/** Why a GAEB file was refused. */
export type GaebErrorCode =
  | 'size-limit'
  | 'depth-limit'
  | 'doctype'
  | 'encoding'
  | 'malformed-xml'
  | 'not-gaeb'
  | 'missing-element'
  | 'missing-attribute'
  | 'invalid-value'
  /** GAEB 90: a record is out of place or not a record (unknown layout, text without its position, …). */
  | 'malformed-record';

/** One problem found in a file, located by element and position (1-based line and column). */
export interface GaebIssue {
  code: GaebErrorCode;
  message: string;
  element: string | null;
  line: number | null;
  column: number | null;
}

/** Something the reader or writer tolerated or changed, worth telling the user. */
export interface GaebWarning {
  message: string;
  element?: string;
  line?: number;
  column?: number;
}

/** Formats "element <Item> at line 11, column 11" for messages. */
export function describeLocation(element: string | null, line: number | null, column: number | null): string {
  const parts: string[] = [];
  if (element !== null) parts.push(`<${element}>`);
  if (line !== null) parts.push(`at line ${line}${column !== null ? `, column ${column}` : ''}`);
  return parts.join(' ');
}

/**
 * The file was refused. `message` names the first problem with its element and line:column; `issues` lists every
 * problem found (up to a limit), so the user can fix them in one go.
 */
export class GaebReadError extends Error {
  override readonly name = 'GaebReadError';
  readonly code: GaebErrorCode;
  readonly element: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly issues: readonly GaebIssue[];

  constructor(issues: readonly GaebIssue[]) {
    const first = issues[0] ?? {
      code: 'malformed-xml' as const,
      message: 'unknown problem',
      element: null,
      line: null,
      column: null,
    };
    const where = describeLocation(first.element, first.line, first.column);
    const more =
      issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(`GAEB file refused: ${where ? `${where}: ` : ''}${first.message}${more}`);
    this.code = first.code;
    this.element = first.element;
    this.line = first.line;
    this.column = first.column;
    this.issues = issues.length > 0 ? issues : [first];
  }
}

/** Creates a GaebReadError for a single problem. */
export function gaebError(
  code: GaebErrorCode,
  message: string,
  where: { element?: string | null; line?: number | null; column?: number | null } = {},
): GaebReadError {
  return new GaebReadError([
    { code, message, element: where.element ?? null, line: where.line ?? null, column: where.column ?? null },
  ]);
}
