import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DecimalFormatError,
  decimal,
  decimalEquals,
  formatGerman,
  multiply,
  parseDecimal,
  parseGermanDecimal,
  roundTo,
  sum,
  toCanonical,
  toFixed,
  tryParseDecimal,
  tryParseGermanDecimal,
} from './decimal';

/** Arbitrary decimal in wire notation: an integer of up to 18 digits scaled by 0..6 decimal places. */
const wireDecimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => {
    const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
    const sign = units < 0n ? '-' : '';
    return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

describe('parseDecimal (wire notation)', () => {
  it('reads plain, signed and fractional numbers exactly', () => {
    expect(parseDecimal('1234.56').toString()).toBe('1234.56');
    expect(parseDecimal(' -0.5 ').toString()).toBe('-0.5');
    expect(parseDecimal('.25').toString()).toBe('0.25');
    expect(parseDecimal('+7.').toString()).toBe('7');
    expect(parseDecimal('0.1').plus(parseDecimal('0.2')).toString()).toBe('0.3');
  });

  it('refuses exponents, grouping, commas and words', () => {
    for (const bad of ['1e3', '1,5', '1.234.567', 'abc', '', '.', 'NaN', 'Infinity', '0x10']) {
      expect(tryParseDecimal(bad)).toBeNull();
      expect(() => parseDecimal(bad)).toThrow(DecimalFormatError);
    }
  });
});

describe('parseGermanDecimal', () => {
  it('reads grouping dots and the decimal comma', () => {
    expect(parseGermanDecimal('1.234,56').toString()).toBe('1234.56');
    expect(parseGermanDecimal('1234,5').toString()).toBe('1234.5');
    expect(parseGermanDecimal('-1.000.000').toString()).toBe('-1000000');
    expect(parseGermanDecimal(',75').toString()).toBe('0.75');
    expect(parseGermanDecimal('12').toString()).toBe('12');
  });

  it('refuses misplaced grouping and wire notation with a point', () => {
    for (const bad of ['1.23,4', '12.34', '1,2,3', ',', '', 'x']) {
      expect(tryParseGermanDecimal(bad)).toBeNull();
    }
    expect(() => parseGermanDecimal('1.2')).toThrow('Not a decimal number: "1.2"');
  });
});

describe('rounding and formatting', () => {
  it('rounds half away from zero', () => {
    expect(toFixed('2.345', 2)).toBe('2.35');
    expect(toFixed('-2.345', 2)).toBe('-2.35');
    expect(toFixed('2.344999', 2)).toBe('2.34');
    expect(toFixed('1234.56', 3)).toBe('1234.560');
    expect(toFixed('-0.001', 2)).toBe('0.00');
  });

  it('keeps all significant digits in canonical form', () => {
    expect(toCanonical('12.5', 3)).toBe('12.500');
    expect(toCanonical('1.23456', 3)).toBe('1.23456');
    expect(toCanonical('-0', 2)).toBe('0.00');
  });

  it('formats German notation', () => {
    expect(formatGerman('1234567.891', 2)).toBe('1.234.567,89');
    expect(formatGerman('-1234.5', 2)).toBe('-1.234,50');
    expect(formatGerman('999', 0)).toBe('999');
    expect(formatGerman('0.005', 2)).toBe('0,01');
  });

  it('sums and multiplies exactly', () => {
    expect(sum(['0.1', '0.2', decimal('0.3')]).toString()).toBe('0.6');
    expect(sum([]).toString()).toBe('0');
    expect(multiply('1.1', '1.1').toString()).toBe('1.21');
    expect(decimalEquals('1.50', '1.5')).toBe(true);
  });
});

describe('properties', () => {
  it('wire notation round-trips through parse and canonical formatting', () => {
    fc.assert(
      fc.property(wireDecimal, (text) => {
        const value = parseDecimal(text);
        expect(decimalEquals(parseDecimal(toCanonical(value)), value)).toBe(true);
      }),
    );
  });

  it('German notation round-trips through formatGerman and parseGermanDecimal', () => {
    fc.assert(
      fc.property(wireDecimal, fc.integer({ min: 0, max: 6 }), (text, places) => {
        const rounded = roundTo(text, places);
        expect(parseGermanDecimal(formatGerman(text, places)).equals(rounded)).toBe(true);
      }),
    );
  });

  it('addition is associative and commutative (no binary floating point drift)', () => {
    fc.assert(
      fc.property(wireDecimal, wireDecimal, wireDecimal, (a, b, c) => {
        expect(sum([sum([a, b]), c]).equals(sum([a, sum([b, c])]))).toBe(true);
        expect(sum([a, b]).equals(sum([b, a]))).toBe(true);
      }),
    );
  });

  it('rounding moves a value by at most half a unit of the last place', () => {
    fc.assert(
      fc.property(wireDecimal, fc.integer({ min: 0, max: 4 }), (text, places) => {
        const value = parseDecimal(text);
        const distance = roundTo(value, places).minus(value).abs();
        expect(distance.lessThanOrEqualTo(decimal('0.5').times(decimal('10').pow(-places)))).toBe(true);
        expect(roundTo(value, places).decimalPlaces()).toBeLessThanOrEqual(places);
      }),
    );
  });
});
