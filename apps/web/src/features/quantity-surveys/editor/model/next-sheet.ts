import type { QuantitySurveySheet } from '@vendoc/contract/quantity-surveys';
import { nextFreeRow, rowAt } from '@vendoc/quantity-survey/address';
import { SHEET_MAX } from '@vendoc/quantity-survey/model';

/** Where lines go on when their sheet has no row after its last line. */
export type NextSheet =
  /** An existing sheet with a free row after its last line. */
  | { readonly kind: 'existing'; readonly sheet: QuantitySurveySheet; readonly row: string }
  /** A sheet to create with this number; the line takes its first row. */
  | { readonly kind: 'create'; readonly number: number; readonly row: string };

/**
 * The sheet a full sheet continues on (a sheet is a page, REB 23.003): the sheet numbered after it if that has room
 * after its last line, or that number created when there is no such sheet. When the following sheet exists but is
 * full too, the one after it is tried, and so on. Null when no number up to 9999 is left.
 */
export function nextSheetFor(
  sheets: readonly QuantitySurveySheet[],
  fromNumber: number,
  usedRows: (sheet: QuantitySurveySheet) => readonly string[],
): NextSheet | null {
  const byNumber = new Map(sheets.map((sheet) => [sheet.number, sheet]));
  for (let number = fromNumber + 1; number <= SHEET_MAX; number++) {
    const sheet = byNumber.get(number);
    if (sheet === undefined) return { kind: 'create', number, row: rowAt(0) };
    const row = nextFreeRow(usedRows(sheet));
    if (row !== null) return { kind: 'existing', sheet, row };
  }
  return null;
}
