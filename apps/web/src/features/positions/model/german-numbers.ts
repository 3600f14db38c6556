import { formatGerman, toCanonical, toFixed, tryParseGermanDecimal } from '@vendoc/money/decimal';

/** Why a typed number was refused (each has a German message in the feature's strings). */
export type NumberInputError = 'invalid' | 'tooManyDecimals' | 'tooLarge';

export type NumberInputResult =
  | { readonly ok: true; readonly value: string | null }
  | { readonly ok: false; readonly error: NumberInputError };

export interface NumberInputRules {
  /** Decimal places allowed (GAEB: quantities and unit prices 3). */
  readonly scale: number;
  /** Digits allowed before the comma. */
  readonly integerDigits: number;
}

/** Quantities (Qty) and unit prices (UP) as GAEB and the API take them. */
export const QUANTITY_RULES: NumberInputRules = { scale: 3, integerDigits: 12 };
export const UNIT_PRICE_RULES: NumberInputRules = { scale: 3, integerDigits: 12 };

/**
 * A number as a German user types it ("1.234,5", "1234,5", "-3") turned into the API's decimal string
 * ("1234.5"); empty text clears the value (null). "12.5" is refused: in German notation the dot only groups
 * thousands, so guessing would turn 12.5 into 125 or 12,5 behind the user's back.
 */
export function parseNumberInput(text: string, rules: NumberInputRules): NumberInputResult {
  if (text.trim() === '') return { ok: true, value: null };
  const value = tryParseGermanDecimal(text.replace(/\s+/g, ''));
  if (value === null) return { ok: false, error: 'invalid' };
  if (value.decimalPlaces() > rules.scale) return { ok: false, error: 'tooManyDecimals' };
  if (value.abs().trunc().toFixed(0).length > rules.integerDigits) return { ok: false, error: 'tooLarge' };
  return { ok: true, value: toCanonical(value) };
}

/** A decimal string as the text an editor starts with: German, no grouping, no trailing zeros ("1234,5"). */
export function toInputText(value: string | null): string {
  if (value === null) return '';
  const canonical = toCanonical(value);
  const trimmed = canonical.includes('.') ? canonical.replace(/\.?0+$/, '') : canonical;
  return trimmed.replace('.', ',');
}

/** A quantity with its 3 decimals: "1.234,500". */
export function formatQuantity(value: string | null): string {
  return value === null ? '' : formatGerman(value, 3);
}

/** A unit price with 2 decimals, or 3 when the third is used: "45,50", "18,755". */
export function formatUnitPrice(value: string | null): string {
  if (value === null) return '';
  return formatGerman(value, toFixed(value, 3).endsWith('0') ? 2 : 3);
}

/** An amount: "1.234,56". */
export function formatAmount(value: string | null): string {
  return value === null ? '' : formatGerman(value, 2);
}

/** An amount in euros: "1.234,56 €" (non-breaking space before the sign, as Intl de-DE writes it). */
export function formatEuro(value: string, currency = 'EUR'): string {
  return `${formatGerman(value, 2)}\u00a0${currency === 'EUR' ? '€' : currency}`;
}

/** A percentage: "19", "5,5". */
export function formatPercent(value: string): string {
  return toInputText(value);
}
