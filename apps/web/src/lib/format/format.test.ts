import { describe, expect, it } from 'vitest';
import { dateLocale } from './date-locale';
import { formatDate, formatDateTime, formatNumber } from './format';

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

  it('formats counts and measurements with German separators', () => {
    expect(formatNumber(1234, 0)).toBe('1.234');
    expect(formatNumber(0.5)).toBe('0,50');
    expect(formatNumber(12.25, 1)).toBe('12,3');
  });
});
