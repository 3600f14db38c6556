import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatEuro,
  formatQuantity,
  formatUnitPrice,
  parseNumberInput,
  QUANTITY_RULES,
  toInputText,
  UNIT_PRICE_RULES,
} from './german-numbers';

describe('parseNumberInput', () => {
  it('reads German notation with and without grouping into the wire format', () => {
    expect(parseNumberInput('1.234,5', QUANTITY_RULES)).toEqual({ ok: true, value: '1234.5' });
    expect(parseNumberInput('1234,5', QUANTITY_RULES)).toEqual({ ok: true, value: '1234.5' });
    expect(parseNumberInput(' 12 ', QUANTITY_RULES)).toEqual({ ok: true, value: '12' });
    expect(parseNumberInput('-3,25', QUANTITY_RULES)).toEqual({ ok: true, value: '-3.25' });
    expect(parseNumberInput(',5', UNIT_PRICE_RULES)).toEqual({ ok: true, value: '0.5' });
    expect(parseNumberInput('1 234,56', UNIT_PRICE_RULES)).toEqual({ ok: true, value: '1234.56' });
    expect(parseNumberInput('1.000.000', UNIT_PRICE_RULES)).toEqual({ ok: true, value: '1000000' });
  });

  it('clears the value for empty input', () => {
    expect(parseNumberInput('', QUANTITY_RULES)).toEqual({ ok: true, value: null });
    expect(parseNumberInput('   ', QUANTITY_RULES)).toEqual({ ok: true, value: null });
  });

  it('refuses what is no German number, never guessing a dot as decimal point', () => {
    for (const text of ['12.5', '1,2,3', 'abc', '1.23,4', '12a', '1e3', ',']) {
      expect(parseNumberInput(text, QUANTITY_RULES)).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it('refuses more decimals or digits than GAEB allows', () => {
    expect(parseNumberInput('1,2345', UNIT_PRICE_RULES)).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parseNumberInput('1,234', UNIT_PRICE_RULES)).toEqual({ ok: true, value: '1.234' });
    expect(parseNumberInput('1234567890123', QUANTITY_RULES)).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseNumberInput('123456789012', QUANTITY_RULES)).toEqual({ ok: true, value: '123456789012' });
  });
});

describe('formatting', () => {
  it('writes quantities with 3 decimals, prices with 2 (3 when used) and amounts with 2', () => {
    expect(formatQuantity('1234.5')).toBe('1.234,500');
    expect(formatQuantity(null)).toBe('');
    expect(formatUnitPrice('45.500')).toBe('45,50');
    expect(formatUnitPrice('18.755')).toBe('18,755');
    expect(formatUnitPrice('1200')).toBe('1.200,00');
    expect(formatAmount('9166.55')).toBe('9.166,55');
    expect(formatAmount('-0.004')).toBe('0,00');
  });

  it('writes euros as German users read them', () => {
    expect(formatEuro('1234.56')).toBe('1.234,56\u00a0€');
    expect(formatEuro('0')).toBe('0,00\u00a0€');
    expect(formatEuro('10', 'CHF')).toBe('10,00\u00a0CHF');
  });

  it('gives an editor the value without grouping and trailing zeros', () => {
    expect(toInputText('1234.500')).toBe('1234,5');
    expect(toInputText('100.000')).toBe('100');
    expect(toInputText('0.050')).toBe('0,05');
    expect(toInputText(null)).toBe('');
  });
});
