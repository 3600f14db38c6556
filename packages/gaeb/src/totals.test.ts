import { describe, expect, it } from 'vitest';
import { boqOf, makeCategory, makeItem, makeMarkupItem } from './test-support/model-factory';
import { computeTotals, countsTowardTotal, itemTotal } from './totals';

describe('which items count', () => {
  it('follows GAEB: no provisional-without-total, no non-base alternatives, no dropped or unoffered items', () => {
    const base = { group: 1, serial: 0, accepted: null };
    expect(countsTowardTotal(makeItem({ id: '1' }))).toBe(true);
    expect(countsTowardTotal(makeItem({ id: '1', lumpSum: true }))).toBe(true);
    expect(countsTowardTotal(makeItem({ id: '1', hourly: true }))).toBe(true);
    expect(countsTowardTotal(makeItem({ id: '1', provisional: 'WithTotal' }))).toBe(true);
    expect(countsTowardTotal(makeItem({ id: '1', provisional: 'WithoutTotal' }))).toBe(false);
    expect(countsTowardTotal(makeItem({ id: '1', alternative: base }))).toBe(true);
    expect(countsTowardTotal(makeItem({ id: '1', alternative: { ...base, serial: 2 } }))).toBe(false);
    expect(
      countsTowardTotal(makeItem({ id: '1', alternative: { ...base, serial: 2, accepted: 'AltAccept' } })),
    ).toBe(true);
    expect(countsTowardTotal(makeItem({ id: '1', alternative: { ...base, accepted: 'BasReject' } }))).toBe(
      false,
    );
    expect(countsTowardTotal(makeItem({ id: '1', notApplicable: true }))).toBe(false);
    expect(countsTowardTotal(makeItem({ id: '1', notOffered: true }))).toBe(false);
    expect(countsTowardTotal(makeMarkupItem({}))).toBe(true);
  });
});

describe('item totals', () => {
  it('computes Qty x UP rounded to cents, lump sums once, else takes the stated total', () => {
    expect(itemTotal(makeItem({ id: '1', qty: '3.333', up: '0.015' }))?.toString()).toBe('0.05');
    expect(itemTotal(makeItem({ id: '1', lumpSum: true, up: '1200.000' }))?.toString()).toBe('1200');
    expect(itemTotal(makeItem({ id: '1', it: '99.999' }))?.toString()).toBe('100');
    expect(itemTotal(makeItem({ id: '1', qty: '5.000' }))).toBeNull();
    expect(itemTotal(makeMarkupItem({ markupBase: '1000.00', markupPercent: '7.5' }))?.toString()).toBe('75');
    expect(itemTotal(makeMarkupItem({ it: '50.00' }))?.toString()).toBe('50');
  });
});

describe('computeTotals', () => {
  it('gives category and BoQ totals, VAT per rate and gross', () => {
    const boq = boqOf([
      makeCategory('01', [
        makeItem({ id: 'a', qty: '10.000', up: '50.000' }),
        makeItem({ id: 'b', qty: '1.000', up: '100.000', vat: '7.00' }),
        makeItem({ id: 'c', qty: '2.000', up: '999.000', provisional: 'WithoutTotal' }),
      ]),
      makeCategory('02', [
        makeItem({ id: 'd', lumpSum: true, up: '33.333' }),
        makeItem({ id: 'e', qty: '1.000' }),
      ]),
    ]);
    const totals = computeTotals(boq, { vatPercent: '19' });
    expect(totals).toEqual({
      total: '633.33',
      discountPercent: null,
      net: '633.33',
      vatParts: [
        { vatPercent: '19.00', net: '533.33', vat: '101.33' },
        { vatPercent: '7.00', net: '100.00', vat: '7.00' },
      ],
      vat: '108.33',
      gross: '741.66',
      categories: { '01': '600.00', '02': '33.33' },
      unpricedItems: 1,
    });
  });

  it('applies a discount per VAT rate before VAT', () => {
    const boq = boqOf([makeCategory('01', [makeItem({ id: 'a', qty: '1', up: '9649.00' })])]);
    expect(computeTotals(boq, { vatPercent: '19', discountPercent: '5' })).toMatchObject({
      total: '9649.00',
      net: '9166.55',
      vat: '1741.64',
      gross: '10908.19',
    });
  });
});
