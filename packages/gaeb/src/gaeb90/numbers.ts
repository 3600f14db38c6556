import { toCanonical, tryParseDecimal } from '@vendoc/money/decimal';

/** A fixed-point field read: its value in wire notation, null when blank, or 'invalid'. */
export type FixedPoint = string | null | 'invalid';

// Sign (optional, blanks may follow it), then digits with the decimals implied; some writers put the separator in.
const IMPLIED = /^([+-]?)\s*(\d+)$/;
const EXPLICIT = /^([+-]?)\s*(\d+)[.,](\d+)$/;

/**
 * Reads a GAEB 90 number field: digits with `places` implied decimals ("00000012500" with 3 -> "12.500"), a sign
 * in front ("-" or "+", blanks allowed between), or a written decimal point or comma ("12,5"). The result keeps
 * every significant decimal and at least `minPlaces`.
 */
export function readFixedPoint(raw: string, places: number, minPlaces: number): FixedPoint {
  const text = raw.trim();
  if (text === '') return null;
  const implied = IMPLIED.exec(text);
  let wire: string | null = null;
  if (implied) {
    const [, sign = '', digits = ''] = implied;
    const padded = digits.padStart(places + 1, '0');
    wire = `${sign}${padded.slice(0, padded.length - places)}${places > 0 ? `.${padded.slice(-places)}` : ''}`;
  } else {
    const explicit = EXPLICIT.exec(text);
    if (explicit) wire = `${explicit[1]}${explicit[2]}.${explicit[3]}`;
  }
  const value = wire === null ? null : tryParseDecimal(wire);
  return value === null ? 'invalid' : toCanonical(value, minPlaces);
}

/** Writes a number field: sign (blank or "-") and `digits` digits with `places` implied decimals; null when it does not fit. */
export function writeFixedPoint(value: string, digits: number, places: number): string | null {
  const parsed = tryParseDecimal(value);
  if (parsed === null) return null;
  const scaled = parsed
    .abs()
    .times(10 ** places)
    .toDecimalPlaces(0);
  const text = scaled.toFixed(0);
  if (text.length > digits) return null;
  return `${parsed.isNegative() && !scaled.isZero() ? '-' : ' '}${text.padStart(digits, '0')}`;
}
