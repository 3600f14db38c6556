import DecimalJs from 'decimal.js';

/**
 * Exact decimal arithmetic for money and quantities. A private clone of decimal.js is configured here so that
 * nobody else's global Decimal configuration can change how amounts are rounded.
 * Precision 60 significant digits: a product of a quantity (11.3) and a unit price (13.3) and sums of tens of
 * thousands of such lines stay exact; only explicit rounding (ROUND_HALF_UP, commercial rounding) loses digits.
 */
const DecimalClass = DecimalJs.clone({
  precision: 60,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -60,
  toExpPos: 60,
});

/** An exact decimal number (an immutable decimal.js instance from VenDoc's configured clone). */
export type Decimal = DecimalJs;

/** What the helpers accept: a Decimal, or a string in wire format ("1234.56"). Never a JS number. */
export type DecimalValue = Decimal | string;

/** Thrown when a string is not a decimal number in the expected notation. */
export class DecimalFormatError extends Error {
  override readonly name = 'DecimalFormatError';
  constructor(readonly input: string) {
    super(`Not a decimal number: "${input}"`);
  }
}

// xs:decimal lexical space: optional sign, digits with an optional point; no exponent, no grouping.
const WIRE_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
// German notation: grouping dots in threes (optional), decimal comma.
const GERMAN_PATTERN = /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)?(?:,(\d*))?$/;

/** Parses wire/XML notation ("1234.56", "-0.5", ".5"); surrounding whitespace is ignored. Throws DecimalFormatError. */
export function parseDecimal(text: string): Decimal {
  const value = tryParseDecimal(text);
  if (value === null) throw new DecimalFormatError(text);
  return value;
}

/** Like parseDecimal, but returns null for text that is not a decimal number. */
export function tryParseDecimal(text: string): Decimal | null {
  const trimmed = text.trim();
  if (!WIRE_PATTERN.test(trimmed)) return null;
  return new DecimalClass(trimmed);
}

/** Parses German notation ("1.234,56", "1234,5", "-12"); dots group thousands, the comma is the decimal mark. */
export function parseGermanDecimal(text: string): Decimal {
  const value = tryParseGermanDecimal(text);
  if (value === null) throw new DecimalFormatError(text);
  return value;
}

/** Like parseGermanDecimal, but returns null for text that is not a decimal number in German notation. */
export function tryParseGermanDecimal(text: string): Decimal | null {
  const match = GERMAN_PATTERN.exec(text.trim());
  if (match === null) return null;
  const [, sign = '', integerPart = '', fraction] = match;
  if (integerPart === '' && (fraction === undefined || fraction === '')) return null;
  const digits = integerPart.replaceAll('.', '') || '0';
  return new DecimalClass(`${sign}${digits}${fraction ? `.${fraction}` : ''}`);
}

/** Converts a DecimalValue to a Decimal of the configured clone; strings must be in wire notation. */
export function decimal(value: DecimalValue): Decimal {
  return typeof value === 'string' ? parseDecimal(value) : new DecimalClass(value);
}

/** Rounds half away from zero (commercial rounding) to the given number of decimal places. */
export function roundTo(value: DecimalValue, places: number): Decimal {
  return decimal(value).toDecimalPlaces(places, DecimalJs.ROUND_HALF_UP);
}

/** Wire string with exactly `places` decimals, rounded half away from zero ("1234.560"); never "-0.00". */
export function toFixed(value: DecimalValue, places: number): string {
  const rounded = roundTo(value, places);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(places);
}

/** Wire string without exponent that keeps every significant decimal but at least `minPlaces` ("12.5" -> "12.500"). */
export function toCanonical(value: DecimalValue, minPlaces = 0): string {
  const d = decimal(value);
  const places = Math.max(minPlaces, d.decimalPlaces());
  return (d.isZero() ? d.abs() : d).toFixed(places);
}

/** German display notation with grouping dots and decimal comma ("1.234,56"), rounded to `places`. */
export function formatGerman(value: DecimalValue, places: number): string {
  const fixed = toFixed(value, places);
  const negative = fixed.startsWith('-');
  const [integerPart = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** Exact sum of the values (0 for none). */
export function sum(values: Iterable<DecimalValue>): Decimal {
  let total = new DecimalClass(0);
  for (const value of values) total = total.plus(decimal(value));
  return total;
}

/** Exact product. */
export function multiply(a: DecimalValue, b: DecimalValue): Decimal {
  return decimal(a).times(decimal(b));
}

/** True when both values are numerically equal ("1.50" equals "1.5"). */
export function decimalEquals(a: DecimalValue, b: DecimalValue): boolean {
  return decimal(a).equals(decimal(b));
}
