/**
 * The 80-character takeoff row (`QTakeoff/@Row`) of GAEB DA XML X31: building and splitting rows by column. The
 * column layout and the reasons for it are documented at the top of `write.ts`.
 *
 * Widths count characters (Unicode code points), as the XSD pattern " {2,2} {9,9}.{69,69}" does.
 */

/** Characters in a row. */
export const ROW_LENGTH = 80;
/** Columns 1–11 (record type and OZ in DA11) stay blank in X31: the row belongs to its Item. */
const LEAD_BLANK = 11;
/** Columns 14–22: the explanation (Erläuterung) of a calculation row. */
export const EXPLANATION_WIDTH = 9;
/** Columns 14–69: the text of a text row (Kennzeichen "*"). */
export const TEXT_WIDTH = 56;
/** Columns 32–69: the calculation (formula 0/91) or the values of a geometric formula. */
export const AREA_WIDTH = 38;
/** Fixed value fields of geometric formulas in columns 32–69: value 1 in 32–41, values 2–5 in 42–48 … 63–69. */
export const VALUE_WIDTHS: readonly number[] = [10, 7, 7, 7, 7];

// 0-based offsets of the fields.
const INDEX_AT = 11;
const MARKER_AT = 12;
const TEXT_AT = 13;
const SIGN_AT = 22;
const FACTOR_AT = 23;
const FACTOR_WIDTH = 6;
const FORMULA_AT = 29;
const AREA_AT = 31;
const ADDRESS_AT = 69;
const ADDRESS_WIDTH = 6;

/** Number of characters (code points) of a text. */
export function charLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** `text` cut to at most `width` characters (never splitting a surrogate pair). */
export function cutChars(text: string, width: number): string {
  return Array.from(text).slice(0, width).join('');
}

function field(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const length = charLength(text);
  if (length > width) throw new RangeError(`"${text}" does not fit ${width} characters`);
  const pad = ' '.repeat(width - length);
  return align === 'left' ? text + pad : pad + text;
}

/** A text row: Kennzeichen "*", the text in columns 14–69, the address (or blanks) in columns 70–75. */
export function buildTextRow(text: string, address: string | null): string {
  return (
    ' '.repeat(LEAD_BLANK) +
    ' *' +
    field(text, TEXT_WIDTH) +
    field(address ?? '', ADDRESS_WIDTH) +
    ' '.repeat(ROW_LENGTH - ADDRESS_AT - ADDRESS_WIDTH)
  );
}

export interface CalculationRowFields {
  /** Kennzeichen: "" (none), "H", "E", "Z", "P" or "S". */
  marker: string;
  explanation: string;
  /** Formula number, written with two digits. */
  formulaNumber: number;
  /** Content of columns 32–69, at most 38 characters. */
  area: string;
  address: string | null;
}

/** A calculation row (Rechenansatzzeile). Sign and factor (columns 23–29) are left blank. */
export function buildCalculationRow(fields: CalculationRowFields): string {
  return (
    ' '.repeat(LEAD_BLANK) +
    ' ' +
    field(fields.marker, 1) +
    field(fields.explanation, EXPLANATION_WIDTH) +
    ' '.repeat(1 + FACTOR_WIDTH) +
    String(fields.formulaNumber).padStart(2, '0') +
    field(fields.area, AREA_WIDTH) +
    field(fields.address ?? '', ADDRESS_WIDTH) +
    ' '.repeat(ROW_LENGTH - ADDRESS_AT - ADDRESS_WIDTH)
  );
}

/** Columns 32–69 holding up to five values of a geometric formula, right-aligned; null when one does not fit. */
export function valueFields(values: readonly string[]): string | null {
  if (values.length > VALUE_WIDTHS.length) return null;
  let area = '';
  for (const [i, width] of VALUE_WIDTHS.entries()) {
    const value = values[i] ?? '';
    if (charLength(value) > width) return null;
    area += field(value, width, 'right');
  }
  return area;
}

/**
 * A function cutting `width` characters at `at` (code points) out of `text`, padded with blanks to `length`.
 * Rows are nearly always free of surrogate pairs: then plain string slicing is exact and much cheaper.
 */
function slicer(text: string, length: number): (at: number, width: number) => string {
  const count = charLength(text);
  const padded = count < length ? text + ' '.repeat(length - count) : text;
  if (count === text.length) return (at, width) => padded.slice(at, at + width);
  const chars = Array.from(padded);
  return (at, width) => chars.slice(at, at + width).join('');
}

/** The values in the fixed fields of columns 32–69 (trimmed; blank fields at the end left out). */
export function readValueFields(area: string): string[] {
  const take = slicer(area, AREA_WIDTH);
  const values: string[] = [];
  let at = 0;
  for (const width of VALUE_WIDTHS) {
    values.push(take(at, width).trim());
    at += width;
  }
  while (values.length > 0 && values.at(-1) === '') values.pop();
  return values;
}

/** A row split into its fields; every field as written (not trimmed) unless noted. */
export interface RowFields {
  /** Columns 1–11 (blank in a valid X31 row). */
  lead: string;
  /** Column 12, the subtotal index V. */
  index: string;
  /** Column 13. */
  marker: string;
  /** Columns 14–69 (text rows). */
  text: string;
  /** Columns 14–22 (calculation rows). */
  explanation: string;
  /** Column 23: "-" for a deduction. */
  sign: string;
  /** Columns 24–29: a factor with three implied decimals. */
  factor: string;
  /** Columns 30–31. */
  formulaNumber: string;
  /** Columns 32–69. */
  area: string;
  /** Columns 70–75. */
  address: string;
  /** Columns 76–80. */
  tail: string;
}

/** Splits a row of at most 80 characters (shorter rows are padded with blanks) into its fields. */
export function splitRow(row: string): RowFields {
  const take = slicer(row, ROW_LENGTH);
  return {
    lead: take(0, LEAD_BLANK),
    index: take(INDEX_AT, 1),
    marker: take(MARKER_AT, 1),
    text: take(TEXT_AT, TEXT_WIDTH),
    explanation: take(TEXT_AT, EXPLANATION_WIDTH),
    sign: take(SIGN_AT, 1),
    factor: take(FACTOR_AT, FACTOR_WIDTH),
    formulaNumber: take(FORMULA_AT, 2),
    area: take(AREA_AT, AREA_WIDTH),
    address: take(ADDRESS_AT, ADDRESS_WIDTH),
    tail: take(ADDRESS_AT + ADDRESS_WIDTH, ROW_LENGTH - ADDRESS_AT - ADDRESS_WIDTH),
  };
}

/**
 * Splits a text into pieces of at most `width` characters that join back to the text without a separator. A piece
 * ends before a space where there is one (the space starts the next piece), so that no piece ends with a blank that
 * a reader trims; a word longer than `width` is cut. Texts of up to `width` characters stay one piece.
 */
export function splitText(text: string, width: number): string[] {
  const chars = Array.from(text);
  const pieces: string[] = [];
  let start = 0;
  while (chars.length - start > width) {
    let end = start + width;
    // Break before the last space of the window whose preceding character is not a space.
    let breakAt = -1;
    for (let i = end; i > start; i--) {
      if (chars[i] === ' ' && chars[i - 1] !== ' ') {
        breakAt = i;
        break;
      }
    }
    if (breakAt > start) end = breakAt;
    pieces.push(chars.slice(start, end).join(''));
    start = end;
  }
  pieces.push(chars.slice(start).join(''));
  return pieces;
}

/**
 * Joins the text pieces of consecutive text rows (each already trimmed at its end). Pieces written by
 * `splitText` join without a separator; a piece that ends early before a piece not starting with a blank (another
 * program's separate text rows) gets a space in between.
 */
export function joinText(pieces: readonly string[], width: number): string {
  let text = '';
  for (const [i, piece] of pieces.entries()) {
    const previous = pieces[i - 1];
    if (previous !== undefined && charLength(previous) < width && !piece.startsWith(' ') && piece !== '') {
      text += ' ';
    }
    text += piece;
  }
  return text;
}
