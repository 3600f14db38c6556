import { toCanonical, tryParseGermanDecimal } from '@vendoc/money/decimal';

/** Why a typed number is refused; each feature has a German message per reason. */
export type DecimalProblem = 'invalid' | 'negative' | 'tooManyDecimals' | 'tooLarge';

/** The limits of a decimal field of the contract (`decimalString(scale, integerDigits)`). */
export interface DecimalRules {
  /** Decimal places the field allows. */
  readonly scale: number;
  /** Digits before the comma the field allows. */
  readonly integerDigits: number;
  /** Whether a minus is allowed (quantities, credits, discounts). */
  readonly signed: boolean;
}

export type DecimalReading =
  | { readonly ok: true; readonly value: string | null }
  | { readonly ok: false; readonly problem: DecimalProblem };

/**
 * A number as a German user types it ("1.234,5", "1234,5", "-3", spaces anywhere) as the API's decimal string
 * ("1234.5"); empty text gives null (the caller decides whether that is allowed). "12.5" is refused: in German
 * notation the dot only groups thousands, so guessing would turn 12.5 into 125 or 12,5 behind the user's back.
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
