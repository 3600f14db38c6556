/**
 * Quantities for people: German notation with a decimal comma and exactly 3 places, as on a printed survey sheet.
 */

import { formatGerman, type DecimalValue } from '@vendoc/money/decimal';
import { RESULT_PLACES } from './model';

export interface FormatQuantityOptions {
  /** Group thousands with dots ("1.234,500"); default true. Off for text people edit in formulas. */
  grouping?: boolean;
}

/**
 * "12.3" or "12.300" -> "12,300"; "-1234.5" -> "-1.234,500" (rounded half away from zero to 3 places). Accepts
 * wire-notation strings (as in SurveyResult) and Decimals; null (no value) gives "".
 */
export function formatQuantity(value: DecimalValue | null, options: FormatQuantityOptions = {}): string {
  if (value === null) return '';
  const text = formatGerman(value, RESULT_PLACES);
  return options.grouping === false ? text.replaceAll('.', '') : text;
}
