import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  formatPriceAligned,
  listPriceOnly,
  longestPrices,
  parsePriceInput,
  toPriceInput,
} from './article-prices';

describe('article prices', () => {
  it('reads German input into wire decimals', () => {
    expect(parsePriceInput('12,345')).toEqual({ ok: true, value: '12.345' });
    expect(parsePriceInput(' 1.234,5 ')).toEqual({ ok: true, value: '1234.5' });
    expect(parsePriceInput('12,50 €')).toEqual({ ok: true, value: '12.5' });
    expect(parsePriceInput('0,0450')).toEqual({ ok: true, value: '0.045' });
    expect(parsePriceInput('7')).toEqual({ ok: true, value: '7' });
    expect(parsePriceInput('')).toEqual({ ok: true, value: null });
  });

  it('refuses what is no price in German notation', () => {
    expect(parsePriceInput('abc')).toEqual({ ok: false, problem: 'invalid' });
    expect(parsePriceInput('12.5')).toEqual({ ok: false, problem: 'invalid' });
    expect(parsePriceInput('1,2,3')).toEqual({ ok: false, problem: 'invalid' });
    expect(parsePriceInput('1,23456')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parsePriceInput('12345678901')).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parsePriceInput('-3,50')).toEqual({ ok: false, problem: 'negative' });
  });

  it('shows prices with 2 to 4 decimals in German notation', () => {
    expect(formatPrice('1234.5600')).toBe('1.234,56\u00a0€');
    expect(formatPrice('0.0450')).toBe('0,045\u00a0€');
    expect(formatPrice('0.1234')).toBe('0,1234\u00a0€');
    expect(formatPrice('5')).toBe('5,00\u00a0€');
    expect(formatPrice(null)).toBe('');
    expect(toPriceInput('1234.5000')).toBe('1.234,50');
    // In the table the missing decimals are figure spaces: the commas line up.
    expect(formatPriceAligned('4.2200')).toBe('4,22\u2007\u2007');
    expect(formatPriceAligned('3.9668')).toBe('3,9668');
    expect(formatPriceAligned(null)).toBe('');
    expect(toPriceInput(null)).toBe('');
  });

  it('reads back what it writes into an input', () => {
    for (const [wire, canonical] of [
      ['0.0001', '0.0001'],
      ['12.5000', '12.5'],
      ['9999999999.9999', '9999999999.9999'],
      ['1000', '1000'],
    ] as const) {
      expect(parsePriceInput(toPriceInput(wire))).toEqual({ ok: true, value: canonical });
    }
  });
});

describe('longestPrices', () => {
  it('is the length of the longest EK (the cost price) and list price as the table shows them', () => {
    expect(
      longestPrices([
        { costPrice: '9999999999.9999', listPrice: null },
        { costPrice: '4.22', listPrice: '3.9668' },
      ]),
    ).toEqual({ purchasePrice: formatPriceAligned('9999999999.9999').length, listPrice: '3,9668'.length });
  });
});

describe('listPriceOnly', () => {
  it('is true only where the list price stands in for a missing EK with no known discount', () => {
    expect(listPriceOnly({ costPriceBasis: 'listPrice' })).toBe(true);
    expect(listPriceOnly({ costPriceBasis: 'discountGroup' })).toBe(false);
    expect(listPriceOnly({ costPriceBasis: 'purchasePrice' })).toBe(false);
    expect(listPriceOnly({ costPriceBasis: null })).toBe(false);
  });
});
