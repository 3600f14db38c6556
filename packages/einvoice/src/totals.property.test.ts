import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, sum } from '@vendoc/money/decimal';
import type { AllowanceCharge, InvoiceLine, InvoiceModel } from './model';
import { readInvoiceXml } from './read';
import { mixedRateInvoice, reverseChargeInvoice } from './test-invoices';
import { computeTotals } from './totals';
import { toXRechnungCii, toXRechnungUbl } from './write';

/** A decimal with up to `places` decimals in [0, max], as a wire string. */
const fixed = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((n) =>
    decimal(String(n))
      .dividedBy(10 ** places)
      .toString(),
  );

const vat = fc.constantFrom<Pick<InvoiceLine, 'vatCategory' | 'vatRate'>>(
  { vatCategory: 'S', vatRate: '19' },
  { vatCategory: 'S', vatRate: '7' },
);

const line = fc.record({
  quantity: fixed(9999, 3),
  netPrice: fixed(99999, 3),
  unit: fc.constantFrom('Stk', 'm', 'm²', 'h', 'psch'),
  vat,
});

const allowance = fc.record({ charge: fc.boolean(), percent: fixed(20, 2), vat });

const model = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 12 }),
    allowances: fc.array(allowance, { maxLength: 2 }),
  })
  .map(({ lines, allowances }): InvoiceModel => ({
    ...mixedRateInvoice,
    lines: lines.map((l, i) => ({ id: `${i + 1}`, name: `Position ${i + 1}`, ...l, ...l.vat })),
    allowancesCharges: allowances.map((a): AllowanceCharge => ({
      charge: a.charge,
      reason: 'Nachlass',
      percent: a.percent,
      ...a.vat,
    })),
  }));

const cents = (value: { decimalPlaces(): number }) => value.decimalPlaces() <= 2;

describe('computeTotals (properties)', () => {
  it('keeps the EN 16931 identities exactly, with every amount in cents', () => {
    fc.assert(
      fc.property(model, (m) => {
        const t = computeTotals(m);
        const allowances = sum(
          t.allowancesCharges.filter((_, i) => !m.allowancesCharges![i]!.charge).map((a) => a.amount),
        );
        expect(t.lineSum.equals(sum(t.lines.map((l) => l.total)))).toBe(true);
        expect(t.allowanceTotal.equals(allowances)).toBe(true);
        expect(t.taxExclusive.equals(t.lineSum.minus(t.allowanceTotal).plus(t.chargeTotal))).toBe(true);
        expect(sum(t.vat.map((v) => v.taxable)).equals(t.taxExclusive)).toBe(true);
        expect(t.taxTotal.equals(sum(t.vat.map((v) => v.tax)))).toBe(true);
        expect(t.taxInclusive.equals(t.taxExclusive.plus(t.taxTotal))).toBe(true);
        for (const v of t.vat) {
          const exact = v.taxable.times(v.rate).dividedBy(100);
          expect(v.tax.minus(exact).abs().lessThanOrEqualTo('0.005')).toBe(true);
        }
        expect([t.lineSum, t.taxExclusive, t.taxTotal, t.taxInclusive, t.payable].every(cents)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('writes totals that read back unchanged from CII and UBL', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(model, fc.boolean(), async (m, reverse) => {
        const invoice: InvoiceModel = reverse
          ? {
              ...m,
              ...reverseChargeInvoice,
              lines: m.lines.map((l) => ({ ...l, vatCategory: 'AE', vatRate: '0' })),
              allowancesCharges: [],
            }
          : m;
        const t = computeTotals(invoice);
        for (const xml of [await toXRechnungCii(invoice), await toXRechnungUbl(invoice)]) {
          const read = readInvoiceXml(xml);
          expect(read.lines.map((l) => decimal(l.lineTotal).toFixed(2))).toEqual(
            t.lines.map((l) => l.total.toFixed(2)),
          );
          expect(decimal(read.totals.taxExclusive).equals(t.taxExclusive)).toBe(true);
          expect(decimal(read.totals.taxTotal ?? '0').equals(t.taxTotal)).toBe(true);
          expect(decimal(read.totals.payable).equals(t.payable)).toBe(true);
        }
      }),
      { numRuns: 15 },
    );
  });
});
