/**
 * Line addresses of a quantity survey (REB 23.003): a four-digit sheet number and a row index made of an
 * upper-case letter and a digit, written together as "0001B0". Rows sort A0, A1 … A9, B0 … Z9: 260 per sheet.
 */

import { SHEET_MAX, SHEET_MIN } from './model';

export interface LineAddress {
  sheet: number;
  row: string;
}

/** Rows on one sheet: 26 letters × 10 digits. */
export const ROWS_PER_SHEET = 260;

const ROW_PATTERN = /^[A-Z][0-9]$/;
const ADDRESS_PATTERN = /^([0-9]{4})([A-Z][0-9])$/;
const CODE_A = 65;

/** True for a row index "A0".."Z9". */
export function isValidRow(row: string): boolean {
  return ROW_PATTERN.test(row);
}

/** True for a sheet number 1..9999. */
export function isValidSheet(sheet: number): boolean {
  return Number.isInteger(sheet) && sheet >= SHEET_MIN && sheet <= SHEET_MAX;
}

/** Reads "0001B0" as { sheet: 1, row: "B0" }; null for anything else (also for sheet 0000). */
export function parseAddress(text: string): LineAddress | null {
  const match = ADDRESS_PATTERN.exec(text);
  if (match === null) return null;
  const sheet = Number(match[1]);
  if (!isValidSheet(sheet)) return null;
  return { sheet, row: match[2] as string };
}

/** Writes an address as REB does: "0001B0". Throws a RangeError for an invalid sheet or row. */
export function formatAddress(sheet: number, row: string): string {
  if (!isValidSheet(sheet)) throw new RangeError(`sheet ${sheet} is not in ${SHEET_MIN}..${SHEET_MAX}`);
  if (!isValidRow(row)) throw new RangeError(`row "${row}" is not A0..Z9`);
  return `${String(sheet).padStart(4, '0')}${row}`;
}

/** Position of a row on its sheet: "A0" -> 0, "A9" -> 9, "B0" -> 10, "Z9" -> 259. Throws for an invalid row. */
export function rowIndex(row: string): number {
  if (!isValidRow(row)) throw new RangeError(`row "${row}" is not A0..Z9`);
  return (row.charCodeAt(0) - CODE_A) * 10 + (row.charCodeAt(1) - 48);
}

/** The row at an index 0..259 ("B0" for 10). */
export function rowAt(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= ROWS_PER_SHEET) {
    throw new RangeError(`row index ${index} is not in 0..${ROWS_PER_SHEET - 1}`);
  }
  return `${String.fromCharCode(CODE_A + Math.floor(index / 10))}${index % 10}`;
}

/** Orders addresses as the survey is read: by sheet, then row letter, then row digit. */
export function compareAddress(a: LineAddress, b: LineAddress): number {
  return a.sheet - b.sheet || rowIndex(a.row) - rowIndex(b.row);
}

/**
 * The row for a new line, following REB practice: new lines take the next letter's row A0, B0, C0 …, so that
 * lines inserted later fit in between (between B0 and C0 go B1 … B9).
 *
 * - Without `afterRow` the line is appended after the last used row: the next letter's "…0" row, or, after a
 *   letter's "…0" rows are used up, the next free row after the last one.
 * - With `afterRow` the line goes after that row and before the next used one: a whole free letter in between gives
 *   its "…0" row, otherwise the first free row after `afterRow`.
 *
 * Returns null when there is no free row at that place: the sheet is full (260 rows), or the rows up to the next
 * used one (or to Z9) are taken; the caller then starts a new sheet or renumbers.
 */
export function nextFreeRow(usedRows: Iterable<string>, afterRow?: string): string | null {
  const used = new Set<number>();
  for (const row of usedRows) if (isValidRow(row)) used.add(rowIndex(row));
  if (used.size >= ROWS_PER_SHEET) return null;

  let after: number;
  if (afterRow === undefined) after = used.size === 0 ? -1 : Math.max(...used);
  else if (isValidRow(afterRow)) after = rowIndex(afterRow);
  else return null;

  let limit = ROWS_PER_SHEET;
  for (const index of used) if (index > after && index < limit) limit = index;

  // The next letter's "…0" row, if it lies before the next used row.
  const nextLetterStart = after < 0 ? 0 : (Math.floor(after / 10) + 1) * 10;
  if (nextLetterStart < limit) return rowAt(nextLetterStart);
  const next = after + 1;
  return next < limit ? rowAt(next) : null;
}
