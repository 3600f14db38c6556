// Gathering the numbered lines of a long text (T, by text key) or a dimension text (D, by article number) until
// the key changes, so that one record carries the whole text. Memory stays flat: only one text per kind is held,
// and a text longer than MAX_GATHERED_LINES is passed on in parts (the consumer appends them anyway).

/** One numbered line of a T or D record: its text, or (D only) the key of a text block it inserts. */
export interface NumberedLine {
  /** Zeilennummer; null when the file leaves it blank (then the line follows the previous one). */
  number: number | null;
  text: string;
  /** Set when the line inserts a text block by its key instead of carrying text. */
  blockKey?: string;
}

/** DATANORM allows 99 (4) or 9,900 (5) lines per text; a text beyond this is passed on in parts. */
export const MAX_GATHERED_LINES = 10_000;

/** The lines of one key gathered so far. */
export class GatheredLines {
  readonly lines: NumberedLine[] = [];
  private inOrder = true;
  private lastNumber = 0;

  constructor(
    readonly key: string,
    /** Line of the file where the text starts. */
    readonly firstLine: number,
  ) {}

  add(line: NumberedLine): void {
    const number = line.number ?? this.lastNumber + 1;
    if (number < this.lastNumber) this.inOrder = false;
    this.lastNumber = Math.max(this.lastNumber, number);
    this.lines.push({ ...line, number });
  }

  get full(): boolean {
    return this.lines.length >= MAX_GATHERED_LINES;
  }

  /** The lines in line-number order (file order among equal numbers). */
  ordered(): NumberedLine[] {
    // Array.prototype.sort is stable, so repeated numbers keep their file order.
    return this.inOrder ? this.lines : [...this.lines].sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  }
}

/**
 * Joins text lines with "\n": trailing blanks of each line are padding from the fixed 40-character layout and go;
 * leading blanks (indentation) stay; blank lines at the start and end go, blank lines inside stay.
 */
export function joinTextLines(lines: readonly string[]): string {
  const trimmed = lines.map((line) => line.trimEnd());
  let first = 0;
  let last = trimmed.length;
  while (first < last && trimmed[first] === '') first++;
  while (last > first && trimmed[last - 1] === '') last--;
  return trimmed.slice(first, last).join('\n');
}

/** Parses a Zeilennummer; null when blank or not a number (the line then follows the previous one). */
export function lineNumberField(field: string | undefined): number | null {
  const value = field?.trim() ?? '';
  return /^\d{1,6}$/.test(value) ? Number(value) : null;
}
