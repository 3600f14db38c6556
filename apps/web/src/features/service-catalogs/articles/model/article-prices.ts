import { decimal, formatGerman, toCanonical, tryParseGermanDecimal } from '@vendoc/money/decimal';

/** Article prices as the contract takes them: at most 4 decimals (DATANORM's) and 10 digits before the comma. */
export const PRICE_SCALE = 4;
export const PRICE_INTEGER_DIGITS = 10;

/** Why a typed price was refused (each has a German message under `validation.price.*`). */
export type PriceInputError = 'invalid' | 'tooManyDecimals' | 'tooLarge' | 'negative';

export type PriceInputResult =
  | { readonly ok: true; readonly value: string | null }
  | { readonly ok: false; readonly error: PriceInputError };

/**
 * A price as a German user types it ("12,345", "1.234,5", "12,50 €") turned into the API's decimal string
 * ("12.345"); empty text clears the price (null). "12.5" is refused rather than guessed: in German notation the
 * dot only groups thousands.
 */
export function parsePriceInput(text: string): PriceInputResult {
  const compact = text.replace(/\s+/g, '').replace(/€$/, '');
  if (compact === '') return { ok: true, value: null };
  const value = tryParseGermanDecimal(compact);
  if (value === null) return { ok: false, error: 'invalid' };
  if (value.isNegative() && !value.isZero()) return { ok: false, error: 'negative' };
  if (value.decimalPlaces() > PRICE_SCALE) return { ok: false, error: 'tooManyDecimals' };
  if (value.abs().trunc().toFixed(0).length > PRICE_INTEGER_DIGITS) return { ok: false, error: 'tooLarge' };
  return { ok: true, value: toCanonical(value) };
}

/** Decimals a price is shown with: 2, or up to 4 when they carry something ("0.0450" -> 3: "0,045"). */
function shownPlaces(value: string): number {
  return Math.min(PRICE_SCALE, Math.max(2, decimal(value).decimalPlaces()));
}

/** A price for the table and the history: "1.234,56 €", "0,045 €"; '' for none. */
export function formatPrice(value: string | null): string {
  return value === null ? '' : `${formatGerman(value, shownPlaces(value))}\u00a0€`;
}

/**
 * A price for a right-aligned table column (the header says it is in euros): the decimals it leaves out are figure
 * spaces, so the commas of "4,22" and "3,9668" stand under each other (with tabular digits).
 */
export function formatPriceAligned(value: string | null): string {
  if (value === null) return '';
  const places = shownPlaces(value);
  return `${formatGerman(value, places)}${'\u2007'.repeat(PRICE_SCALE - places)}`;
}

/** A price as the text an input starts with: German, 2 to 4 decimals, no currency ("1.234,50"). */
export function toPriceInput(value: string | null): string {
  return value === null ? '' : formatGerman(value, shownPlaces(value));
}
