import { decimal, formatGerman, toCanonical, toFixed } from '@vendoc/money/decimal';

/**
 * Money, quantities and percentages for people, in German notation (SPEC.md section 9: "1.234,56", "1.234,56 €"),
 * from the decimal strings the API sends ("1234.560"). They never pass through a JS number: @vendoc/money formats
 * them exactly, rounding half away from zero (commercial rounding: "0.105" -> "0,11"). A value of null or
 * undefined (no price yet) gives ''.
 */

type Value = string | null | undefined;

const NBSP = '\u00a0';

/** Places shown when the value's own decimals are kept between `min` and `max`. */
function placesBetween(value: string, min: number, max: number): number {
  return Math.min(max, Math.max(min, decimal(value).decimalPlaces()));
}

/** A decimal with exactly `places` decimals: "1.234,560". */
export function formatDecimal(value: Value, places: number): string {
  return value == null ? '' : formatGerman(value, places);
}

/** Money: two decimals, "1.234,56". */
export function formatMoney(value: Value): string {
  return formatDecimal(value, 2);
}

/** A currency sign or code after a formatted amount, with a non-breaking space as Intl de-DE writes it. */
export function withCurrency(text: string, currency = 'EUR'): string {
  return text === '' ? '' : `${text}${NBSP}${currency === 'EUR' ? '€' : currency}`;
}

/** Money with its currency: "1.234,56 €"; other currencies by their code: "1.234,56 CHF". */
export function formatCurrency(value: Value, currency = 'EUR'): string {
  return withCurrency(formatMoney(value), currency);
}

/** A quantity with its three decimals, as GAEB and a survey sheet write it: "1.234,500". */
export function formatQuantity(value: Value): string {
  return formatDecimal(value, 3);
}

/** A unit price (GAEB: up to 3 decimals): 2 decimals, or 3 when the third is used: "45,50", "18,755". */
export function formatUnitPrice(value: Value): string {
  return value == null ? '' : formatGerman(value, toFixed(value, 3).endsWith('0') ? 2 : 3);
}

/**
 * A figure with the decimals it has, at least `min` and at most `max` (rounded beyond): "1.234,5", "15"; with
 * min 2 and max 4 (article prices): "12,50", "0,0450" -> "0,045".
 */
export function formatFigure(
  value: Value,
  { min = 0, max = 20 }: { min?: number; max?: number } = {},
): string {
  if (value == null) return '';
  const canonical = toCanonical(value);
  return formatGerman(canonical, placesBetween(canonical, min, max));
}

/** A percentage without trailing zeros and without the sign: "19", "5,5". */
export function formatPercent(value: Value): string {
  return formatFigure(value, { max: 3 });
}

/**
 * A decimal as the text an input starts with: German comma, no grouping, no trailing zeros beyond `minPlaces`
 * ("1234,5"; money with `minPlaces` 2: "48,00").
 */
export function toGermanInput(value: Value, minPlaces = 0): string {
  // The canonical form keeps the significant decimals only ("12.500" -> "12.5").
  return value == null || value === '' ? '' : toCanonical(value, minPlaces).replace('.', ',');
}

/**
 * The length of a wire decimal in German notation with `places` decimals ("12345678.012" with 3: 14 for
 * "12.345.678,012"), from the string alone: tables ask this for every row to size their columns. Rounding can carry into one more
 * digit only when every integer digit is a 9; then one is added (a character too many is harmless, one too few
 * would cut the number).
 */
export function germanLength(value: string, places: number): number {
  const negative = value.startsWith('-');
  const [integerPart = '', fraction = ''] = value.replace(/^[+-]/, '').split('.');
  const digits = integerPart.replace(/^0+(?=\d)/, '') || '0';
  const carry = /^9+$/.test(digits) && fraction.length > places ? 1 : 0;
  const count = digits.length + carry;
  return (negative ? 1 : 0) + count + Math.floor((count - 1) / 3) + (places > 0 ? places + 1 : 0);
}
