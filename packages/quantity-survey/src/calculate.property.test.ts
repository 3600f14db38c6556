import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowAt } from './address';
import { calculateSurvey } from './calculate';
import type { SurveyLine } from './model';
import { line } from './test-helpers';

// An independent oracle: decimals as scaled BigInts (units · 10^-scale), no binary floating point anywhere.
interface Exact {
  units: bigint;
  scale: number;
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

function align(a: Exact, b: Exact): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}
const add = (a: Exact, b: Exact): Exact => {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
};
const subtract = (a: Exact, b: Exact): Exact => {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
};
const times = (a: Exact, b: Exact): Exact => ({ units: a.units * b.units, scale: a.scale + b.scale });

/** Rounds half away from zero to 3 places and writes "-12.345". */
function fixed3(value: Exact): string {
  let units: bigint;
  if (value.scale <= 3) units = value.units * pow10(3 - value.scale);
  else {
    const divisor = pow10(value.scale - 3);
    const magnitude = value.units < 0n ? -value.units : value.units;
    let quotient = magnitude / divisor;
    if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
    units = value.units < 0n ? -quotient : quotient;
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(4, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -3)}.${digits.slice(-3)}`;
}

/** German notation of an operand, as people type it ("-12,5" is written with a unary minus). */
function german(value: Exact): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const text = value.scale === 0 ? digits : `${digits.slice(0, -value.scale)},${digits.slice(-value.scale)}`;
  return `${negative ? '-' : ''}${text}`;
}

const operand = fc
  .tuple(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), fc.integer({ min: 0, max: 5 }))
  .map(([units, scale]): Exact => ({ units, scale }));

/** A sum of products: [sign, factors][]; the expression and its exact value are built from it. */
const sumOfProducts = fc.array(
  fc.tuple(fc.constantFrom<'+' | '-'>('+', '-'), fc.array(operand, { minLength: 1, maxLength: 3 })),
  { minLength: 1, maxLength: 4 },
);

function build(terms: ['+' | '-', Exact[]][]): { expression: string; exact: Exact } {
  let exact: Exact = { units: 0n, scale: 0 };
  let expression = '';
  terms.forEach(([sign, factors], index) => {
    const product = factors.reduce(times, { units: 1n, scale: 0 });
    exact = sign === '+' ? add(exact, product) : subtract(exact, product);
    const text = factors.map(german).join('*');
    expression += index === 0 ? (sign === '-' ? `-${text}` : text) : `${sign}${text}`;
  });
  return { expression, exact };
}

describe('calculation against a BigInt oracle', () => {
  it('line results equal the exact sum of products rounded half up to 3 places', () => {
    fc.assert(
      fc.property(sumOfProducts, fc.constantFrom(0, 91), (terms, formulaNumber) => {
        const { expression, exact } = build(terms);
        const result = calculateSurvey({
          lines: [line('A0', expression, { formulaNumber })],
          variables: [],
        });
        const found = result.lines.get('0001A0');
        expect(found?.error ?? null, expression).toBeNull();
        expect(found?.value, expression).toBe(fixed3(exact));
      }),
      { numRuns: 400 },
    );
  });

  it('position quantities are the sums of the rounded line results, whatever the order of the lines', () => {
    fc.assert(
      fc.property(
        fc.array(sumOfProducts, { minLength: 1, maxLength: 25 }),
        fc.array(fc.nat(), { minLength: 25, maxLength: 25 }),
        (surveys, shuffleKeys) => {
          const built = surveys.map(build);
          const lines: SurveyLine[] = built.map(({ expression }, index) =>
            line(rowAt(index * 3), expression, { oz: index % 2 === 0 ? 'even' : 'odd' }),
          );
          // the array order does not matter: shuffle it by random keys
          const shuffled = lines
            .map((entry, index) => ({ entry, key: shuffleKeys[index] ?? 0 }))
            .sort((a, b) => a.key - b.key)
            .map(({ entry }) => entry);
          const result = calculateSurvey({ lines: shuffled, variables: [] });
          const expected = new Map<string, Exact>();
          built.forEach(({ exact }, index) => {
            const oz = index % 2 === 0 ? 'even' : 'odd';
            // add the line's rounded result (as the printed sheet shows it)
            const [whole, fraction = ''] = fixed3(exact).split('.');
            const rounded: Exact = { units: BigInt(`${whole}${fraction}`), scale: 3 };
            expected.set(oz, add(expected.get(oz) ?? { units: 0n, scale: 3 }, rounded));
          });
          expect(result.positions).toEqual(
            [...expected].map(([oz, total]) => ({
              oz,
              quantity: fixed3(total),
              estimated: '0.000',
              lines: built.filter((_, index) => (index % 2 === 0 ? 'even' : 'odd') === oz).length,
            })),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('the oracle itself', () => {
  it('rounds half away from zero', () => {
    expect(fixed3({ units: 44365n, scale: 4 })).toBe('4.437');
    expect(fixed3({ units: 443650n, scale: 5 })).toBe('4.437');
    expect(fixed3({ units: 444365n, scale: 5 })).toBe('4.444');
    expect(fixed3({ units: -5n, scale: 4 })).toBe('-0.001');
    expect(fixed3({ units: -4n, scale: 4 })).toBe('0.000');
    expect(fixed3({ units: 12n, scale: 0 })).toBe('12.000');
    expect(german({ units: -5n, scale: 3 })).toBe('-0,005');
  });
});
