import { decimal, toCanonical, type Decimal, type DecimalValue } from '@vendoc/money/decimal';

/**
 * Exact figures of a calculation, even where a decimal string cannot hold them.
 *
 * Every input is a finite decimal, and the calculation only adds, multiplies and divides by 100 or by a price
 * unit (powers of ten: the quotient is again a finite decimal) with one exception: labour is minutes / 60 ×
 * hourly rate. 60 = 3 × 20 and a division by 20 ends, so the only repeating decimals that can occur are thirds
 * (1 minute at 55.00 €/h = 0.91666… €). An `ExactAmount` therefore stores three times its value, which is always
 * a finite decimal: sums and products stay exact, and the value is divided by 3 only when it is rounded for
 * output. Rounding 60-digit quotients instead is right almost always, but not always: 10 minutes at 7.40 €/h with a
 * markup of -25 % is exactly 0.925 € (0.93 €), yet 1.2333…3 × 0.75 gives 0.92499…9 and so 0.92 €.
 */
export interface ExactAmount {
  /** Three times the value: a finite decimal. */
  readonly thirds: Decimal;
}

/** Decimal places of a sheet figure that is a repeating decimal (only labour can produce one). */
export const REPEATING_DECIMAL_PLACES = 10;

/** Thrown when a division would not be exact; a programming error, never caused by user input. */
export class InexactDivisionError extends Error {
  override readonly name = 'InexactDivisionError';
}

/** The exact amount of a finite decimal. */
export function exactOf(value: DecimalValue): ExactAmount {
  return { thirds: decimal(value).times(3) };
}

/** Exact `numerator / divisor` for a positive integer divisor of the form 2^a · 5^b or 3 · 2^a · 5^b (60, 100). */
export function exactQuotient(numerator: DecimalValue, divisor: DecimalValue): ExactAmount {
  const bottom = decimal(divisor);
  // Guards the premise of this module: a divisor with another prime factor would leave a rounded quotient.
  if (!dividesIntoThirds(bottom)) {
    throw new InexactDivisionError(`Division by ${toCanonical(bottom)} is not exact in thirds`);
  }
  return { thirds: decimal(numerator).times(3).dividedBy(bottom) };
}

// Divisors are few (60 and the price units), so their check is remembered.
const thirdsDivisors = new Map<string, boolean>();

function dividesIntoThirds(divisor: Decimal): boolean {
  const key = divisor.toFixed();
  let known = thirdsDivisors.get(key);
  if (known === undefined) {
    known = divisor.isInteger() && divisor.greaterThan(0);
    if (known) {
      let rest = BigInt(key);
      for (const factor of [2n, 5n]) while (rest % factor === 0n) rest /= factor;
      known = rest === 1n || rest === 3n;
    }
    thirdsDivisors.set(key, known);
  }
  return known;
}

const ZERO_THIRDS = decimal('0');

/** Exact sum (0 for none). */
export function exactSum(amounts: Iterable<ExactAmount>): ExactAmount {
  let thirds = ZERO_THIRDS;
  for (const amount of amounts) thirds = thirds.plus(amount.thirds);
  return { thirds };
}

/** Exact product with a finite decimal. */
export function exactTimes(amount: ExactAmount, factor: DecimalValue): ExactAmount {
  return { thirds: amount.thirds.times(decimal(factor)) };
}

/**
 * The value rounded half away from zero (commercial rounding) to `places` decimals, as a wire string with exactly
 * `places` decimals (never "-0.00"). Done in integers so that a value exactly halfway (e.g. 2.005) is recognised
 * as such: |value| · 10^places = N / D with integers N (the digits of |thirds|) and D = 3 · 10^k, rounded up when
 * the remainder of N / D is at least half of D. BigInt integers, not JS numbers: exact at any size, and cheaper
 * here than decimal.js, which matters when the server recomputes thousands of positions.
 */
export function roundExactToWire(amount: ExactAmount, places: number): string {
  const { digits, fractionDigits, negative } = integerDigits(amount.thirds);
  const shift = places - fractionDigits;
  const numerator = shift >= 0 ? digits * 10n ** BigInt(shift) : digits;
  const denominator = shift >= 0 ? 3n : 3n * 10n ** BigInt(-shift);
  const quotient = numerator / denominator;
  const rounded = 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient;
  return formatDigits(rounded, places, places, negative);
}

/** Like roundExactToWire, as a Decimal. */
export function roundExact(amount: ExactAmount, places: number): Decimal {
  return decimal(roundExactToWire(amount, places));
}

/**
 * Wire string of the value: exact with at least `minPlaces` decimals when it is a finite decimal, otherwise (a
 * repeating decimal from labour minutes) rounded half away from zero to REPEATING_DECIMAL_PLACES decimals.
 */
export function exactToWire(amount: ExactAmount, minPlaces = 0): string {
  const { digits, fractionDigits, negative } = integerDigits(amount.thirds);
  // thirds / 3 is a finite decimal exactly when the digits of thirds, as an integer, are divisible by 3.
  if (digits % 3n === 0n) return formatDigits(digits / 3n, fractionDigits, minPlaces, negative);
  return formatDigits(
    digitsOf(roundExactToWire(amount, REPEATING_DECIMAL_PLACES)),
    REPEATING_DECIMAL_PLACES,
    minPlaces,
    negative,
  );
}

/** |value| as integer digits and the number of them after the decimal point (-12.50 -> 1250, 2, negative). */
function integerDigits(value: Decimal): { digits: bigint; fractionDigits: number; negative: boolean } {
  const text = value.toFixed();
  const negative = text.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return { digits: BigInt(integer + fraction), fractionDigits: fraction.length, negative };
}

function digitsOf(wire: string): bigint {
  return BigInt(wire.replace('-', '').replace('.', ''));
}

/**
 * `digits` / 10^fractionDigits as a wire string: trailing zeros dropped down to `minPlaces` decimals (the form
 * toCanonical gives), a minus sign only for a value other than zero.
 */
function formatDigits(digits: bigint, fractionDigits: number, minPlaces: number, negative: boolean): string {
  const text = digits.toString().padStart(fractionDigits + 1, '0');
  const integer = text.slice(0, text.length - fractionDigits);
  let fraction = text.slice(text.length - fractionDigits).replace(/0+$/, '');
  if (fraction.length < minPlaces) fraction = fraction.padEnd(minPlaces, '0');
  return `${negative && digits !== 0n ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`;
}
