import { describe, expect, it } from 'vitest';
import { documentTotals, REVERSE_CHARGE_NOTE, type DocumentItem } from './totals';

const item = (
  id: string,
  quantity: string,
  unitPrice: string,
  vatRate = '19',
  extra: Partial<DocumentItem> = {},
) => ({
  id,
  quantity,
  unitPrice,
  vatRate,
  ...extra,
});

describe('document totals', () => {
  it('rounds each item to the cent and the VAT once per rate', () => {
    const totals = documentTotals({
      items: [item('a', '3', '0.333'), item('b', '3', '0.333'), item('c', '1.5', '10.005', '7')],
    });
    // 3 x 0.333 = 0.999 -> 1.00 per item; 1.5 x 10.005 = 15.0075 -> 15.01
    expect(totals.items.map((each) => each.net)).toEqual(['1.00', '1.00', '15.01']);
    expect(totals.vat).toEqual([
      { rate: '19', itemsNet: '2.00', adjustment: '0.00', base: '2.00', vat: '0.38' },
      { rate: '7', itemsNet: '15.01', adjustment: '0.00', base: '15.01', vat: '1.05' },
    ]);
    expect(totals).toMatchObject({ net: '17.01', vatTotal: '1.43', gross: '18.44', amountDue: '18.44' });
  });

  it('takes item discounts, then the document discount per rate', () => {
    const totals = documentTotals({
      items: [item('a', '10', '49.95', '19', { discountPercent: '3' }), item('b', '2', '100', '7')],
      adjustment: { type: 'discount', percent: '2.5' },
    });
    // a: 499.50 - 14.99 (3 %, 14.985 rounded half up) = 484.51
    expect(totals.items[0]).toMatchObject({ amount: '499.50', discount: '14.99', net: '484.51' });
    // 2.5 % of 484.51 = 12.11275 -> 12.11; of 200.00 = 5.00
    expect(totals.vat).toEqual([
      { rate: '19', itemsNet: '484.51', adjustment: '-12.11', base: '472.40', vat: '89.76' },
      { rate: '7', itemsNet: '200.00', adjustment: '-5.00', base: '195.00', vat: '13.65' },
    ]);
    expect(totals).toMatchObject({
      itemsNet: '684.51',
      adjustment: '-17.11',
      net: '667.40',
      gross: '770.81',
    });
  });

  it('adds a markup on the total', () => {
    const totals = documentTotals({
      items: [item('a', '1', '1000')],
      adjustment: { type: 'markup', percent: '5' },
    });
    expect(totals).toMatchObject({
      adjustment: '50.00',
      net: '1050.00',
      vatTotal: '199.50',
      gross: '1249.50',
    });
  });

  it('prices provisional items and alternatives but leaves them out of the sum', () => {
    const totals = documentTotals({
      items: [item('a', '2', '50'), item('alt', '2', '70', '19', { outOfTotal: true })],
    });
    expect(totals.items[1]).toMatchObject({ net: '140.00', inTotal: false });
    expect(totals.net).toBe('100.00');
  });

  it('shows no VAT under reverse charge (§13b UStG)', () => {
    const totals = documentTotals({ items: [item('a', '4', '250')], reverseCharge: true });
    expect(totals).toMatchObject({ net: '1000.00', vatTotal: '0.00', gross: '1000.00', reverseCharge: true });
    expect(REVERSE_CHARGE_NOTE).toContain('§ 13b UStG');
  });

  it('keeps the retention back and offers the cash discount on what remains', () => {
    const totals = documentTotals({
      items: [item('a', '1', '10000')],
      retentionPercent: '5',
      cashDiscountPercent: '2',
    });
    // gross 11900.00; retention 595.00; due 11305.00; Skonto 226.10
    expect(totals).toMatchObject({
      gross: '11900.00',
      retention: '595.00',
      amountDue: '11305.00',
      cashDiscount: '226.10',
      amountDueWithCashDiscount: '11078.90',
    });
  });

  it('states the labour share for §35a EStG with its VAT', () => {
    const totals = documentTotals({
      items: [
        item('a', '3', '120', '19', { labourUnitPrice: '45.50', discountPercent: '10' }),
        item('b', '1', '80', '19'),
      ],
    });
    // 3 x 45.50 = 136.50, less 10 % = 122.85; VAT 23.34
    expect(totals.labour).toEqual({ net: '122.85', vat: '23.34', gross: '146.19' });
  });

  it('sums an empty document to zero', () => {
    expect(documentTotals({ items: [] })).toMatchObject({ vat: [], net: '0.00', gross: '0.00' });
  });
});
