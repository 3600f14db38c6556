import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, formatRate, formatUnitPrice } from './match-format';

describe('matching formats', () => {
  it('shows quantities with the decimals they have, at most three', () => {
    expect(formatQuantity('120.500')).toBe('120,5');
    expect(formatQuantity('1234.000')).toBe('1.234');
    expect(formatQuantity('0.125')).toBe('0,125');
  });

  it('formats money exactly, beyond what a float holds', () => {
    expect(formatMoney('13251.70')).toBe('13.251,70\u00a0€');
    expect(formatMoney('90071992547409.93')).toBe('90.071.992.547.409,93\u00a0€');
    expect(formatMoney('12.50', 'CHF')).toBe('12,50\u00a0CHF');
  });

  it('shows unit prices with two decimals, or three when the third is used', () => {
    expect(formatUnitPrice('58.400')).toBe('58,40\u00a0€');
    expect(formatUnitPrice('18.755')).toBe('18,755\u00a0€');
    expect(formatUnitPrice('1200')).toBe('1.200,00\u00a0€');
  });

  it('shows VAT rates without trailing zeros', () => {
    expect(formatRate('19.000')).toBe('19');
    expect(formatRate('5.500')).toBe('5,5');
  });
});
