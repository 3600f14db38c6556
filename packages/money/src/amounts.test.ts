import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterDiscount,
  grossAmount,
  lineTotal,
  netVatGross,
  percentOf,
  roundMoney,
  roundQuantity,
  roundUnitPrice,
  vatAmount,
} from './amounts';
import { multiply, sum, toFixed } from './decimal';

/** Quantity with 3 decimals (up to 11 digits) and unit price with 3 decimals (up to 13 digits), as GAEB allows. */
const scaled = (max: bigint, places: number) =>
  fc.bigInt({ min: -max, max }).map((n) => {
    const negative = n < 0n;
    const digits = (negative ? -n : n).toString().padStart(places + 1, '0');
    return `${negative ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`;
  });
const qty = scaled(10n ** 11n - 1n, 3);
const unitPrice = scaled(10n ** 13n - 1n, 3);
const rate = fc.constantFrom('0', '7', '19', '19.00', '16', '5.5');

describe('amounts', () => {
  it('computes the item total as GAEB does (rounded to cents)', () => {
    expect(toFixed(lineTotal('100.000', '12.50'), 2)).toBe('1250.00');
    expect(toFixed(lineTotal('3.333', '0.015'), 2)).toBe('0.05'); // 0.049995 -> 0.05
    expect(toFixed(lineTotal('0.333', '1.505'), 2)).toBe('0.50'); // 0.501165
    expect(toFixed(lineTotal('2.5', '-0.01'), 2)).toBe('-0.03'); // credit lines round away from zero
  });

  it('computes VAT and gross', () => {
    expect(toFixed(vatAmount('9166.55', '19'), 2)).toBe('1741.64');
    expect(toFixed(grossAmount('9166.55', '19.00'), 2)).toBe('10908.19');
    const result = netVatGross('433.5', '19');
    expect([result.net, result.vat, result.gross].map((d) => toFixed(d, 2))).toEqual([
      '433.50',
      '82.37',
      '515.87',
    ]);
  });

  it('applies percentages and discounts', () => {
    expect(toFixed(percentOf('50.00', '10'), 2)).toBe('5.00');
    expect(toFixed(afterDiscount('9649.00', '5'), 2)).toBe('9166.55');
    expect(toFixed(roundUnitPrice('1.23456'), 3)).toBe('1.235');
    expect(toFixed(roundQuantity('0.0005'), 3)).toBe('0.001');
    expect(toFixed(roundMoney('0.005'), 2)).toBe('0.01');
  });
});

describe('properties of totals', () => {
  it('the item total is the exact product rounded to cents, within half a cent', () => {
    fc.assert(
      fc.property(qty, unitPrice, (q, up) => {
        const exact = multiply(q, up);
        const total = lineTotal(q, up);
        expect(total.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(total.minus(exact).abs().lessThanOrEqualTo('0.005')).toBe(true);
      }),
    );
  });

  it('a total of item totals does not depend on the order of the items', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(qty, unitPrice), { maxLength: 40 }), (lines) => {
        const totals = lines.map(([q, up]) => lineTotal(q, up));
        expect(sum(totals).equals(sum([...totals].reverse()))).toBe(true);
        expect(sum(totals).decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('gross is always net plus VAT, and VAT is within half a cent of the exact rate', () => {
    fc.assert(
      fc.property(scaled(10n ** 13n, 2), rate, (net, r) => {
        const result = netVatGross(net, r);
        expect(result.gross.equals(result.net.plus(result.vat))).toBe(true);
        const exact = multiply(net, r).dividedBy(100);
        expect(result.vat.minus(exact).abs().lessThanOrEqualTo('0.005')).toBe(true);
      }),
    );
  });
});
