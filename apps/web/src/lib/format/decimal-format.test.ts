import { formatGerman } from '@vendoc/money/decimal';
import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDecimal,
  formatFigure,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
  germanLength,
  toGermanInput,
  withCurrency,
} from './decimal-format';

describe('German money, quantities and percentages from decimal strings', () => {
  it('keeps every digit a binary float would lose', () => {
    expect(formatMoney('12345678901234.56')).toBe('12.345.678.901.234,56');
    // As a JS number this is 1234567890123456.75, which Intl prints as ...456,80.
    expect(formatMoney('1234567890123456.78')).toBe('1.234.567.890.123.456,78');
    expect(formatCurrency('90071992547409.93')).toBe('90.071.992.547.409,93\u00a0€');
    expect(formatMoney('1000000000015239577666239.91')).toBe('1.000.000.000.015.239.577.666.239,91');
    expect(formatQuantity('999999999999.999')).toBe('999.999.999.999,999');
  });

  it('rounds half away from zero (commercial rounding) where a float rounds down', () => {
    // 0.105 is 0.10499999999999999 as a double ((0.105).toFixed(2) is "0.10"), 1.005 is 1.00499999999999989.
    expect(formatMoney('0.105')).toBe('0,11');
    expect(formatMoney('1.005')).toBe('1,01');
    expect(formatMoney('-0.105')).toBe('-0,11');
    expect(formatMoney('-0.004')).toBe('0,00');
    expect(formatDecimal('2.0005', 3)).toBe('2,001');
  });

  it('writes money with its currency, euros by sign', () => {
    expect(formatCurrency('1234.5')).toBe('1.234,50\u00a0€');
    expect(formatCurrency('12.5', 'CHF')).toBe('12,50\u00a0CHF');
    expect(withCurrency(formatUnitPrice('18.755'))).toBe('18,755\u00a0€');
    expect(formatCurrency('0')).toBe('0,00\u00a0€');
    expect(formatCurrency(null)).toBe('');
  });

  it('shows quantities with 3 decimals and unit prices with 2, or 3 when the third is used', () => {
    expect(formatQuantity('1234.5')).toBe('1.234,500');
    expect(formatQuantity(null)).toBe('');
    expect(formatMoney('9166.55')).toBe('9.166,55');
    expect(formatUnitPrice('45.500')).toBe('45,50');
    expect(formatUnitPrice('18.755')).toBe('18,755');
    expect(formatUnitPrice('1200')).toBe('1.200,00');
    expect(formatUnitPrice(null)).toBe('');
  });

  it('shows figures and percentages with the decimals they have, within bounds', () => {
    expect(formatFigure('1234.500')).toBe('1.234,5');
    expect(formatFigure('15.000')).toBe('15');
    expect(formatFigure('0.0450', { min: 2, max: 4 })).toBe('0,045');
    expect(formatFigure('12.5', { min: 2, max: 4 })).toBe('12,50');
    expect(formatFigure('0.12345', { max: 4 })).toBe('0,1235');
    expect(formatPercent('19.000')).toBe('19');
    expect(formatPercent('5.5')).toBe('5,5');
  });

  it('gives the text an input starts with: comma, no grouping, no trailing zeros beyond the minimum', () => {
    expect(toGermanInput('1234.500')).toBe('1234,5');
    expect(toGermanInput('100.000')).toBe('100');
    expect(toGermanInput('0.050')).toBe('0,05');
    expect(toGermanInput('48', 2)).toBe('48,00');
    expect(toGermanInput('58.5', 2)).toBe('58,50');
    expect(toGermanInput('0.125', 2)).toBe('0,125');
    expect(toGermanInput('-0.5')).toBe('-0,5');
    expect(toGermanInput(null)).toBe('');
  });
});

describe('germanLength', () => {
  it('is the length of the German notation, from the wire string alone', () => {
    const cases: [string, number][] = [
      ['12345678.012', 3],
      ['999999999999.999', 3],
      ['-1234.5', 2],
      ['0.105', 2],
      ['0', 2],
      ['1000000000015239577666239.91', 2],
      ['007.5', 2],
      ['123', 0],
    ];
    for (const [value, places] of cases) {
      expect(germanLength(value, places), value).toBe(formatGerman(value, places).length);
    }
  });

  it('counts one digit more where rounding may carry into a new one, never one less', () => {
    expect(formatGerman('999.9995', 3)).toBe('1.000,000');
    expect(germanLength('999.9995', 3)).toBe(9);
    expect(germanLength('99.994', 2)).toBeGreaterThanOrEqual(formatGerman('99.994', 2).length);
  });
});
