import { describe, expect, it } from 'vitest';
import { decimal } from '@vendoc/money/decimal';
import { formatQuantity } from './format';

describe('formatQuantity', () => {
  it.each([
    ['12.300', '12,300'],
    ['12.3', '12,300'],
    ['0', '0,000'],
    ['-2.156', '-2,156'],
    ['1234.5', '1.234,500'],
    ['-1234567.125', '-1.234.567,125'],
    ['0.0005', '0,001'],
    ['-0.0005', '-0,001'],
    ['-0.0004', '0,000'],
  ])('%s -> %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });

  it('leaves out the grouping dots on request, takes Decimals and shows nothing for null', () => {
    expect(formatQuantity('-1234.5', { grouping: false })).toBe('-1234,500');
    expect(formatQuantity(decimal('4.44365'))).toBe('4,444');
    expect(formatQuantity(null)).toBe('');
  });
});
