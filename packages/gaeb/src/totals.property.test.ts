import { lineTotal } from '@vendoc/money/amounts';
import { decimal, sum, toFixed } from '@vendoc/money/decimal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoQ, Item } from './model';
import { boqOf, makeCategory, makeItem } from './test-support/model-factory';
import { computeTotals } from './totals';

/** Decimal string with up to `places` decimals below 10^digits. */
const decimalString = (digits: number, places: number) =>
  fc.bigInt({ min: 0n, max: 10n ** BigInt(digits + places) - 1n }).map((n) => {
    const text = n.toString().padStart(places + 1, '0');
    return `${text.slice(0, -places)}.${text.slice(-places)}`;
  });

interface ItemSpec {
  qty: string;
  up: string;
  kind: 'normal' | 'lumpSum' | 'withoutTotal' | 'alternative' | 'base' | 'hourly';
  vat: string | null;
}

const arbitraryItem: fc.Arbitrary<ItemSpec> = fc.record({
  qty: decimalString(8, 3),
  up: decimalString(9, 3),
  kind: fc.constantFrom<ItemSpec['kind']>(
    'normal',
    'normal',
    'lumpSum',
    'withoutTotal',
    'alternative',
    'base',
    'hourly',
  ),
  vat: fc.constantFrom(null, '7.00'),
});

const toItem = (spec: ItemSpec, id: string): Item =>
  makeItem({
    id,
    qty: spec.kind === 'lumpSum' ? null : spec.qty,
    up: spec.up,
    lumpSum: spec.kind === 'lumpSum',
    hourly: spec.kind === 'hourly',
    provisional: spec.kind === 'withoutTotal' ? 'WithoutTotal' : null,
    alternative:
      spec.kind === 'alternative'
        ? { group: 1, serial: 1, accepted: null }
        : spec.kind === 'base'
          ? { group: 1, serial: 0, accepted: null }
          : null,
    vat: spec.vat,
  });

const arbitraryBoQ = fc.array(fc.array(arbitraryItem, { maxLength: 12 }), { minLength: 1, maxLength: 4 });

const build = (spec: ItemSpec[][]): BoQ =>
  boqOf(
    spec.map((items, c) =>
      makeCategory(
        `C${c}`,
        items.map((item, i) => toItem(item, `C${c}-${i}`)),
      ),
    ),
  );

describe('properties of totals', () => {
  it('the BoQ total is the sum of the category totals and of the counted item totals, exactly', () => {
    fc.assert(
      fc.property(arbitraryBoQ, (spec) => {
        const boq = build(spec);
        const totals = computeTotals(boq, { vatPercent: '19' });
        expect(sum(Object.values(totals.categories)).equals(decimal(totals.total))).toBe(true);
        const counted = spec.flat().filter((s) => s.kind !== 'withoutTotal' && s.kind !== 'alternative');
        const expected = sum(
          counted.map((s) => (s.kind === 'lumpSum' ? lineTotal('1', s.up) : lineTotal(s.qty, s.up))),
        );
        expect(totals.total).toBe(toFixed(expected, 2));
      }),
    );
  });

  it('does not depend on the order of items and categories', () => {
    fc.assert(
      fc.property(arbitraryBoQ, (spec) => {
        const forward = computeTotals(build(spec), { vatPercent: '19' });
        const reversed = computeTotals(build(spec.map((items) => [...items].reverse()).reverse()), {
          vatPercent: '19',
        });
        expect([reversed.total, reversed.vat, reversed.gross]).toEqual([
          forward.total,
          forward.vat,
          forward.gross,
        ]);
      }),
    );
  });

  it('gross = net + VAT, every VAT part within half a cent of its exact rate, all in cents', () => {
    fc.assert(
      fc.property(arbitraryBoQ, fc.constantFrom(null, '3', '2.5'), (spec, discount) => {
        const totals = computeTotals(build(spec), { vatPercent: '19', discountPercent: discount });
        expect(decimal(totals.net).plus(totals.vat).equals(decimal(totals.gross))).toBe(true);
        for (const part of totals.vatParts) {
          const exact = decimal(part.net).times(part.vatPercent).dividedBy(100);
          expect(decimal(part.vat).minus(exact).abs().lessThanOrEqualTo('0.005')).toBe(true);
        }
        for (const amount of [totals.total, totals.net, totals.vat, totals.gross]) {
          expect(amount).toMatch(/^\d+\.\d{2}$/);
        }
      }),
    );
  });

  it('items left out of the total do not change it', () => {
    fc.assert(
      fc.property(arbitraryBoQ, decimalString(6, 3), (spec, up) => {
        const boq = build(spec);
        const before = computeTotals(boq, { vatPercent: '19' });
        const first = boq.body.entries[0];
        if (first?.kind !== 'category') throw new Error('generator makes categories');
        first.body?.itemlist?.push(
          makeItem({ id: 'x1', qty: '1.000', up, provisional: 'WithoutTotal' }),
          makeItem({ id: 'x2', qty: '1.000', up, alternative: { group: 9, serial: 3, accepted: null } }),
        );
        expect(computeTotals(boq, { vatPercent: '19' })).toEqual(before);
      }),
    );
  });
});
