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
  /** Ordinal number of the item or category the warning belongs to (its message names it too). */
  oz?: string;
}

/** Formats "Zeile 11, Spalte 11 (Element Item)" for messages: the place of a problem in the file. */
export function describeLocation(element: string | null, line: number | null, column: number | null): string {
  const parts: string[] = [];
  if (line !== null) parts.push(`Zeile ${line}${column !== null ? `, Spalte ${column}` : ''}`);
  if (element !== null) parts.push(parts.length > 0 ? `(Element ${element})` : `Element ${element}`);
  return parts.join(' ');
}

/**
 * The file was refused. `message` names the first problem (in German, with the OZ of the title or item it belongs
 * to) and its line and column: "Position 01.02.0030: die Menge „fünf“ ist keine Zahl (Zeile 90, Spalte 17)";
 * `issues` lists every problem found (up to a limit), so the user can fix them in one go.
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
      message: 'Unbekanntes Problem',
      element: null,
      line: null,
      column: null,
    };
    const where = describeLocation(null, first.line, first.column);
    const others = issues.length - 1;
    const more =
      others > 0 ? `; außerdem ${others === 1 ? '1 weiteres Problem' : `${others} weitere Probleme`}` : '';
    super(`${first.message}${where ? ` (${where})` : ''}${more}`);
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
