import { describe, expect, it } from 'vitest';
import { readGermanDecimal } from '../../../lib/format/german-input';
import { QUANTITY_RULES, UNIT_PRICE_RULES } from './number-rules';

describe('readGermanDecimal', () => {
  it('reads German notation with and without grouping into the wire format', () => {
    expect(readGermanDecimal('1.234,5', QUANTITY_RULES)).toEqual({ ok: true, value: '1234.5' });
    expect(readGermanDecimal('1234,5', QUANTITY_RULES)).toEqual({ ok: true, value: '1234.5' });
    expect(readGermanDecimal(' 12 ', QUANTITY_RULES)).toEqual({ ok: true, value: '12' });
    expect(readGermanDecimal('-3,25', QUANTITY_RULES)).toEqual({ ok: true, value: '-3.25' });
    expect(readGermanDecimal(',5', UNIT_PRICE_RULES)).toEqual({ ok: true, value: '0.5' });
    expect(readGermanDecimal('1 234,56', UNIT_PRICE_RULES)).toEqual({ ok: true, value: '1234.56' });
    expect(readGermanDecimal('1.000.000', UNIT_PRICE_RULES)).toEqual({ ok: true, value: '1000000' });
  });

  it('clears the value for empty input', () => {
    expect(readGermanDecimal('', QUANTITY_RULES)).toEqual({ ok: true, value: null });
    expect(readGermanDecimal('   ', QUANTITY_RULES)).toEqual({ ok: true, value: null });
  });

  it('refuses what is no German number, never guessing a dot as decimal point', () => {
    for (const text of ['12.5', '1,2,3', 'abc', '1.23,4', '12a', '1e3', ',']) {
      expect(readGermanDecimal(text, QUANTITY_RULES)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('refuses more decimals or digits than GAEB allows', () => {
    expect(readGermanDecimal('1,2345', UNIT_PRICE_RULES)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(readGermanDecimal('1,234', UNIT_PRICE_RULES)).toEqual({ ok: true, value: '1.234' });
    expect(readGermanDecimal('1234567890123', QUANTITY_RULES)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(readGermanDecimal('123456789012', QUANTITY_RULES)).toEqual({ ok: true, value: '123456789012' });
  });
});
