import { describe, expect, it } from 'vitest';
import { dateLocale, formatCurrency, formatDate, formatDateTime, formatNumber } from './format';

describe('German formats (SPEC.md section 9)', () => {
  const christmasEve = new Date(2025, 11, 24, 18, 5);

  it('formats dates as dd.MM.yyyy and date-times with the time', () => {
    expect(formatDate(christmasEve)).toBe('24.12.2025');
    expect(formatDate(new Date(2026, 0, 3))).toBe('03.01.2026');
    expect(formatDateTime(christmasEve)).toBe('24.12.2025 18:05');
    expect(formatDate(christmasEve.getTime())).toBe('24.12.2025');
  });

  it('uses the German date-fns locale', () => {
    expect(dateLocale.code).toBe('de');
  });

  it('formats numbers with German separators', () => {
    expect(formatNumber(1234.56)).toBe('1.234,56');
    expect(formatNumber(0.5)).toBe('0,50');
    expect(formatNumber(1234567.891, 3)).toBe('1.234.567,891');
    expect(formatNumber('1234.560', 3)).toBe('1.234,560');
  });

  it('formats euro amounts, also from decimal strings without float rounding', () => {
    expect(formatCurrency(1234.56)).toBe('1.234,56\u00a0€');
    expect(formatCurrency('1234.56')).toBe('1.234,56\u00a0€');
    expect(formatCurrency('-0.5')).toBe('-0,50\u00a0€');
    expect(formatCurrency('90071992547409.93')).toBe('90.071.992.547.409,93\u00a0€');
  });
});
