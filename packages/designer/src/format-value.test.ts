import { describe, expect, it } from 'vitest';
import { defaultFormatOf, formatFieldValue } from './format-value';

describe('formatFieldValue', () => {
  it('formats money from decimal strings with grouping, comma, cents and €', () => {
    expect(formatFieldValue('1234.56', 'money')).toBe('1.234,56 €');
    expect(formatFieldValue('1234567.005', 'money')).toBe('1.234.567,01 €');
    expect(formatFieldValue('-0.5', 'money')).toBe('-0,50 €');
    expect(formatFieldValue('0.004', 'money')).toBe('0,00 €');
    // exact beyond float precision: 2^53 + 1 cents would be lost as a JS number
    expect(formatFieldValue('90071992547409.93', 'money')).toBe('90.071.992.547.409,93 €');
  });

  it('formats quantities with 3 decimals and percentages with their own decimals', () => {
    expect(formatFieldValue('12.5', 'quantity')).toBe('12,500');
    expect(formatFieldValue('1234.5675', 'quantity')).toBe('1.234,568');
    expect(formatFieldValue('19', 'percent')).toBe('19 %');
    expect(formatFieldValue('7.50', 'percent')).toBe('7,5 %');
    expect(formatFieldValue('2.25', 'percent')).toBe('2,25 %');
  });

  it('formats calendar dates and timestamps as dd.mm.yyyy (the German day of a timestamp)', () => {
    expect(formatFieldValue('2026-11-05', 'date')).toBe('05.11.2026');
    expect(formatFieldValue('2026-12-31T23:30:00.000Z', 'date')).toBe('01.01.2027');
    expect(formatFieldValue('2026-07-01T21:59:00Z', 'date')).toBe('01.07.2026');
  });

  it('prints values that do not fit the format as given and missing values as empty', () => {
    expect(formatFieldValue('abc', 'money')).toBe('abc');
    expect(formatFieldValue('1,5', 'quantity')).toBe('1,5');
    expect(formatFieldValue('gestern', 'date')).toBe('gestern');
    expect(formatFieldValue(undefined, 'money')).toBe('');
    expect(formatFieldValue(null, 'text')).toBe('');
    expect(formatFieldValue({ a: 1 }, 'text')).toBe('');
  });

  it('takes a JS number only when it is a safe integer, never a money float', () => {
    expect(formatFieldValue(3, 'money')).toBe('3,00 €');
    expect(formatFieldValue(0.1, 'money')).toBe('');
    expect(formatFieldValue(2, 'text')).toBe('2');
    expect(formatFieldValue(true, 'text')).toBe('ja');
  });

  it('suggests a format for each catalogue type', () => {
    expect(defaultFormatOf('money')).toBe('money');
    expect(defaultFormatOf('date')).toBe('date');
    expect(defaultFormatOf('integer')).toBe('text');
    expect(defaultFormatOf('multilineText')).toBe('text');
  });
});
