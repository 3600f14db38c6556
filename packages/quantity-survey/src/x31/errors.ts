/** Why an X31 file was refused. */
export type X31ErrorCode =
  'too-large' | 'encoding' | 'not-xml' | 'not-gaeb' | 'wrong-phase' | 'missing-element' | 'malformed-row';

/** Where the problem is: the XML line (1-based) and, for takeoff rows, the row's number in the file. */
export interface X31ErrorLocation {
  line?: number | null;
  column?: number | null;
  /** 1-based number of the `QTakeoff` row in the file. */
  row?: number | null;
}

/** The X31 file was refused; `message` is German and names the place (row number, XML line). */
export class X31ReadError extends Error {
  override readonly name = 'X31ReadError';
  readonly line: number | null;
  readonly column: number | null;
  readonly row: number | null;

  constructor(
    readonly code: X31ErrorCode,
    message: string,
    location: X31ErrorLocation = {},
  ) {
    super(message);
    this.line = location.line ?? null;
    this.column = location.column ?? null;
    this.row = location.row ?? null;
  }
}
