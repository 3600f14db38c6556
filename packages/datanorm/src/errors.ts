/** Why a whole file was refused (single bad lines are yielded as `rejected` records instead). */
export type DatanormFormatErrorCode = 'empty' | 'not-datanorm' | 'unsupported-version';

/** The file is not DATANORM 4 or 5 at all. The message is German, for users. */
export class DatanormFormatError extends Error {
  override readonly name = 'DatanormFormatError';
  constructor(
    readonly code: DatanormFormatErrorCode,
    message: string,
    /** 1-based line of the problem; null for an empty file. */
    readonly line: number | null,
  ) {
    super(message);
  }
}
