import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, sum } from '@vendoc/money/decimal';
import { cumulativeTotals, type RateAmount } from './cumulative';
import { documentTotals, type DocumentItem, type TotalsInput } from './totals';

/** A decimal string with up to `digits` digits and `places` decimals. */
const decimalString = (digits: number, places: number) =>
  fc.integer({ min: 0, max: 10 ** digits - 1 }).map((value) => {
    const text = String(value).padStart(places + 1, '0');
    return places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
  });

const contractItem = fc.record({
  quantity: decimalString(6, 3),
  unitPrice: decimalString(6, 3),
  vatRate: fc.constantFrom('19', '7', '0'),
  discountPercent: fc.option(decimalString(3, 1), { nil: undefined }),
});

/** A contract and, per item, the share measured by each progress invoice (cumulative, non-decreasing). */
const contract = fc
  .record({
    items: fc.array(contractItem, { minLength: 1, maxLength: 12 }),
    progressInvoices: fc.integer({ min: 0, max: 5 }),
    adjustment: fc.option(
      fc.record({
        type: fc.constantFrom('discount' as const, 'markup' as const),
        percent: decimalString(2, 1),
      }),
      { nil: null },
    ),
    reverseCharge: fc.boolean(),
  })
  .chain((shape) =>
    fc.record({
      shape: fc.constant(shape),
      // per progress invoice, per item: the cumulative fraction in per mille (sorted per item below)
      fractions: fc.array(
        fc.array(fc.integer({ min: 0, max: 1000 }), {
          minLength: shape.progressInvoices,
          maxLength: shape.progressInvoices,
        }),
        { minLength: shape.items.length, maxLength: shape.items.length },
      ),
    }),
  );

describe('cumulative progress invoices', () => {
  it('add up with the final invoice to the contract total, to the cent and per VAT rate', () => {
    fc.assert(
      fc.property(contract, ({ shape, fractions }) => {
        const items: DocumentItem[] = shape.items.map((each, index) => ({ id: `i${index}`, ...each }));
        const input = (quantities: string[]): TotalsInput => ({
          items: items.map((each, index) => ({ ...each, quantity: quantities[index] ?? '0' })),
          adjustment: shape.adjustment,
          reverseCharge: shape.reverseCharge,
        });
        const sorted = fractions.map((list) => [...list].sort((a, b) => a - b));
        const steps = Array.from({ length: shape.progressInvoices }, (_, step) =>
          items.map((each, index) =>
            decimal(each.quantity)
              .times(sorted[index]?.[step] ?? 0)
              .dividedBy(1000)
              .toDecimalPlaces(3)
              .toString(),
          ),
        );
        steps.push(items.map((each) => each.quantity)); // the final invoice: everything
        const invoiced: RateAmount[][] = [];
        for (const quantities of steps) {
          const invoice = cumulativeTotals({ performance: input(quantities), earlier: invoiced });
          invoiced.push(invoice.current);
        }
        const whole = documentTotals(input(items.map((each) => each.quantity)));
        const all = invoiced.flat();
        expect(sum(all.map((amount) => amount.base)).toFixed(2)).toBe(whole.net);
        expect(sum(all.map((amount) => amount.vat)).toFixed(2)).toBe(whole.vatTotal);
        for (const group of whole.vat) {
          const atRate = all.filter((amount) => amount.rate === group.rate);
          expect(sum(atRate.map((amount) => amount.base)).toFixed(2)).toBe(group.base);
          expect(sum(atRate.map((amount) => amount.vat)).toFixed(2)).toBe(group.vat);
        }
      }),
      { numRuns: 300 },
    );
  });
});
