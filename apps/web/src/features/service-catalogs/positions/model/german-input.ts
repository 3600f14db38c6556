import { formatGerman, toCanonical, tryParseGermanDecimal } from '@vendoc/money/decimal';

/**
 * Decimal fields of the calculation as estimators type them ("12,5", "1.234,50") and as the contract sends them
 * ("12.5"). Parsing and formatting are @vendoc/money's; this file only adds the limits of the contract's fields.
 */

/** Why a typed number is refused; each has a German message under `input.*` in the locales. */
export type DecimalProblem = 'invalid' | 'negative' | 'tooManyDecimals' | 'tooLarge';

export interface DecimalRules {
  /** Decimal places the contract's field allows. */
  readonly scale: number;
  /** Digits before the comma the contract's field allows. */
  readonly integerDigits: number;
  /** Whether a minus is allowed (percent effects, credits). */
  readonly signed: boolean;
}

/** Quantities, minutes and unit costs of components (the contract's `decimalString(4, 10)`), not negative. */
export const AMOUNT_RULES: DecimalRules = { scale: 4, integerDigits: 10, signed: false };
/** A unit cost of equipment or a subcontractor may be a credit (negative). */
export const UNIT_COST_RULES: DecimalRules = { scale: 4, integerDigits: 10, signed: true };
/** Markups and percent effects (`decimalString(3, 4)`); a discount is a negative markup. */
export const PERCENT_RULES: DecimalRules = { scale: 3, integerDigits: 4, signed: true };
/** A per-unit surcharge of a variant option, may be negative (a cheaper option). */
export const PER_UNIT_RULES: DecimalRules = { scale: 4, integerDigits: 10, signed: true };
/** The manual unit price (`decimalString(3, 10)`): a price, so never negative. */
export const OVERRIDE_RULES: DecimalRules = { scale: 3, integerDigits: 10, signed: false };

export type DecimalReading =
  | { readonly ok: true; readonly value: string | null }
  | { readonly ok: false; readonly problem: DecimalProblem };

/**
 * German input as a wire decimal; empty text gives null (the caller decides whether that is allowed). A dot only
 * groups thousands in German, so "12.5" is refused rather than silently read as 125.
 */
export function readGermanDecimal(text: string, rules: DecimalRules): DecimalReading {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { ok: true, value: null };
  const value = tryParseGermanDecimal(compact);
  if (value === null) return { ok: false, problem: 'invalid' };
  if (value.isNegative() && !value.isZero() && !rules.signed) return { ok: false, problem: 'negative' };
  if (value.decimalPlaces() > rules.scale) return { ok: false, problem: 'tooManyDecimals' };
  if (value.abs().trunc().toFixed(0).length > rules.integerDigits) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: toCanonical(value) };
}

/**
 * A wire decimal as the text an input starts with: German comma, no grouping, no trailing zeros beyond
 * `minPlaces` ("12,5"; money with `minPlaces` 2: "48,00").
 */
export function toGermanInput(value: string | null | undefined, minPlaces = 0): string {
  if (value == null || value === '') return '';
  return toCanonical(value, minPlaces).replace('.', ',');
}

/** Money for display: "1.234,56". */
export function formatMoney(value: string): string {
  return formatGerman(value, 2);
}

/** Money with the currency: "1.234,56 €" (non-breaking space, as Intl de-DE writes it). */
export function formatEuro(value: string): string {
  return `${formatGerman(value, 2)}\u00a0€`;
}

/** A quantity or percent for display without trailing zeros, grouped: "1.234,5", "15". */
export function formatFigure(value: string): string {
  const canonical = toCanonical(value);
  const places = canonical.includes('.') ? canonical.length - canonical.indexOf('.') - 1 : 0;
  return formatGerman(canonical, places);
}
