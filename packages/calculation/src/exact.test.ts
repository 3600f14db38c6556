import { decimal, roundTo } from '@vendoc/money/decimal';
import { describe, expect, it } from 'vitest';
import { exactOf, exactQuotient, exactTimes, exactToWire, InexactDivisionError, roundExact } from './exact';

describe('exact amounts', () => {
  it('rounds an exact half of thirds up where 60-digit quotients would round down', () => {
    // 10 min at 7.40 €/h = 1.2333… €, with a markup of -25 % exactly 0.925 €.
    const labour = exactQuotient('74', '60');
    expect(roundExact(exactTimes(labour, '0.75'), 2).toFixed(2)).toBe('0.93');
    // Why the thirds are kept: the same steps on 60-digit decimals land just below the half.
    const naive = decimal('74').dividedBy(60);
    expect(roundTo(naive.plus(naive.times('-25').dividedBy(100)), 2).toFixed(2)).toBe('0.92');
  });

  it.each([
    ['0.005', '0.01'],
    ['-0.005', '-0.01'],
    ['0.0049', '0.00'],
    ['-0.0049', '0.00'],
    ['1234.565', '1234.57'],
  ])('rounds %s half away from zero to %s', (value, expected) => {
    expect(roundExact(exactOf(value), 2).toFixed(2)).toBe(expected);
  });

  it('rounds repeating decimals by their exact value', () => {
    expect(roundExact(exactQuotient('1', '3'), 2).toFixed(2)).toBe('0.33');
    expect(roundExact(exactQuotient('2', '3'), 2).toFixed(2)).toBe('0.67');
    expect(roundExact(exactQuotient('-2', '3'), 2).toFixed(2)).toBe('-0.67');
    // 0.0049999… (0.015 / 3 = 0.005 exactly would round up; 0.01499 / 3 must not)
    expect(roundExact(exactQuotient('0.01499', '3'), 2).toFixed(2)).toBe('0.00');
    expect(roundExact(exactQuotient('0.015', '3'), 2).toFixed(2)).toBe('0.01');
  });

  it('gives finite decimals exactly and repeating ones to 10 places', () => {
    expect(exactToWire(exactQuotient('87.75', '1'), 2)).toBe('87.75');
    expect(exactToWire(exactQuotient('5265', '60'), 2)).toBe('87.75');
    expect(exactToWire(exactOf('40.875'), 2)).toBe('40.875');
    expect(exactToWire(exactOf('3'), 2)).toBe('3.00');
    expect(exactToWire(exactQuotient('55', '60'))).toBe('0.9166666667');
    expect(exactToWire(exactQuotient('-55', '60'))).toBe('-0.9166666667');
    expect(exactToWire(exactOf('0'), 2)).toBe('0.00');
  });

  it('refuses a divisor that would leave a rounded quotient', () => {
    expect(() => exactQuotient('1', '7')).toThrow(InexactDivisionError);
    expect(() => exactQuotient('1', '9')).toThrow(InexactDivisionError);
    expect(() => exactQuotient('1', '0')).toThrow(InexactDivisionError);
    expect(exactToWire(exactQuotient('1', '12'))).toBe('0.0833333333');
  });
});
