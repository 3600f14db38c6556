import { DATA_END, RECORD_LENGTH, type Columns } from './layout';

/** One record (Satz) of a GAEB 90 file. */
export interface Gaeb90Record {
  /** 1-based line of the file. */
  line: number;
  /** Satzart: the first two characters ("00", "21", "T1", …). */
  type: string;
  /** The record padded (or cut) to 80 characters, control characters replaced by spaces. */
  text: string;
}

/** The raw characters of a field (columns 1-based, inclusive). */
export function field(record: Gaeb90Record, [from, to]: Columns): string {
  return record.text.slice(from - 1, to);
}

/** A field without surrounding blanks. */
export const trimmedField = (record: Gaeb90Record, columns: Columns): string => field(record, columns).trim();

/** What splitting the text into records tolerated, for warnings. */
export interface SplitNotes {
  /** Lines longer than 80 characters (cut): how many and the first. */
  overlong: { count: number; line: number } | null;
  /** Control characters replaced by spaces: how many and the first line. */
  controls: { count: number; line: number } | null;
  /** The first line whose Satznummer (columns 75-80) does not follow the one before. */
  numberGap: number | null;
  /** The file had no line ends: it was split every 80 characters. */
  unbroken: boolean;
}

// Everything but printable ASCII and U+00A0 upwards: C0 controls (line ends are gone after splitting), DEL and
// the C1 controls Windows-1252 leaves undefined.
const CONTROL = /[^\u0020-\u007e\u00a0-\uffff]/g;
const DOS_EOF = 0x1a;

/** The text without the DOS end-of-file marks (Ctrl-Z) and blanks at its end. */
function withoutEof(text: string): string {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === DOS_EOF || /\s/.test(text[end - 1]!))) end--;
  return text.slice(0, end);
}

function linesOf(text: string): { lines: string[]; unbroken: boolean } {
  const body = withoutEof(text);
  if (!/[\r\n]/.test(body) && body.length > RECORD_LENGTH) {
    // Old tape-style files: records of 80 characters without line ends.
    const lines: string[] = [];
    for (let at = 0; at < body.length; at += RECORD_LENGTH) lines.push(body.slice(at, at + RECORD_LENGTH));
    return { lines, unbroken: true };
  }
  return { lines: body.split(/\r\n|\n|\r/), unbroken: false };
}

/**
 * Splits decoded text into records: blank lines are skipped (they keep their line number), shorter lines are
 * padded with blanks, longer ones cut at 80 characters, control characters replaced by blanks so the columns
 * stay where they are.
 */
export function splitRecords(text: string): { records: Gaeb90Record[]; notes: SplitNotes } {
  const { lines, unbroken } = linesOf(text);
  const notes: SplitNotes = { overlong: null, controls: null, numberGap: null, unbroken };
  const records: Gaeb90Record[] = [];
  let previousNumber: number | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let value = raw;
    if (value.length > RECORD_LENGTH) {
      // Trailing blanks beyond column 80 are harmless; anything else is cut and reported.
      if (value.slice(RECORD_LENGTH).trim() !== '') {
        notes.overlong = { count: (notes.overlong?.count ?? 0) + 1, line: notes.overlong?.line ?? line };
      }
      value = value.slice(0, RECORD_LENGTH);
    }
    CONTROL.lastIndex = 0;
    if (CONTROL.test(value)) {
      let count = 0;
      value = value.replace(CONTROL, () => {
        count++;
        return ' ';
      });
      notes.controls = { count: (notes.controls?.count ?? 0) + count, line: notes.controls?.line ?? line };
    }
    const padded = value.padEnd(RECORD_LENGTH, ' ');
    const number = /^\d{6}$/.exec(padded.slice(DATA_END))?.[0];
    if (number !== undefined) {
      const current = Number(number);
      if (previousNumber !== null && current !== previousNumber + 1 && notes.numberGap === null) {
        notes.numberGap = line;
      }
      previousNumber = current;
    }
    records.push({ line, type: padded.slice(0, 2), text: padded });
  });
  return { records, notes };
}
