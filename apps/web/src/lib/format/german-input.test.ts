import { describe, expect, it } from 'vitest';
import { readGermanDecimal, type DecimalRules } from './german-input';

// The rules of some of the contract's decimal fields.
const AMOUNT_RULES: DecimalRules = { scale: 4, integerDigits: 10, signed: false };
const PERCENT_RULES: DecimalRules = { scale: 3, integerDigits: 4, signed: true };
const OVERRIDE_RULES: DecimalRules = { scale: 3, integerDigits: 10, signed: false };

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
});
