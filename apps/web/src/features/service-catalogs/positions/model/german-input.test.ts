import { describe, expect, it } from 'vitest';
import {
  AMOUNT_RULES,
  formatEuro,
  formatFigure,
  OVERRIDE_RULES,
  PERCENT_RULES,
  readGermanDecimal,
  toGermanInput,
} from './german-input';

describe('German decimal input', () => {
  it('reads German notation into wire decimals', () => {
    expect(readGermanDecimal('12,5', AMOUNT_RULES)).toEqual({ ok: true, value: '12.5' });
    expect(readGermanDecimal(' 1.234,50 ', AMOUNT_RULES)).toEqual({ ok: true, value: '1234.5' });
    expect(readGermanDecimal('-7,25', PERCENT_RULES)).toEqual({ ok: true, value: '-7.25' });
    expect(readGermanDecimal('', AMOUNT_RULES)).toEqual({ ok: true, value: null });
  });

  it('refuses what the contract would refuse, naming the reason', () => {
    // A dot only groups thousands: "12.5" would silently become 125.
    expect(readGermanDecimal('12.5', AMOUNT_RULES)).toEqual({ ok: false, problem: 'invalid' });
    expect(readGermanDecimal('abc', AMOUNT_RULES)).toEqual({ ok: false, problem: 'invalid' });
    expect(readGermanDecimal('-1', AMOUNT_RULES)).toEqual({ ok: false, problem: 'negative' });
    expect(readGermanDecimal('0,12345', AMOUNT_RULES)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readGermanDecimal('1,2345', OVERRIDE_RULES)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readGermanDecimal('12345', PERCENT_RULES)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('writes wire decimals back as input text and for display', () => {
    expect(toGermanInput('12.5000')).toBe('12,5');
    expect(toGermanInput('1234')).toBe('1234');
    expect(toGermanInput(null)).toBe('');
    expect(toGermanInput('48', 2)).toBe('48,00');
    expect(toGermanInput('18.5', 2)).toBe('18,50');
    expect(formatEuro('1234.5')).toBe('1.234,50\u00a0€');
    expect(formatEuro('0.005')).toBe('0,01\u00a0€');
    expect(formatFigure('1234.50')).toBe('1.234,5');
    expect(formatFigure('8')).toBe('8');
  });
});
