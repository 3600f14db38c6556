import { describe, expect, it } from 'vitest';
import { cumulativeTotals } from './cumulative';

const performance = (quantity: string) => ({
  items: [
    { id: 'wall', quantity, unitPrice: '85.50', vatRate: '19' },
    { id: 'floor', quantity: '10', unitPrice: '40', vatRate: '7' },
  ],
});

describe('a cumulative progress invoice', () => {
  it('states the performance to date and deducts the earlier invoices per VAT rate', () => {
    const first = cumulativeTotals({ performance: performance('40'), earlier: [] });
    // 40 x 85.50 = 3420.00 (VAT 649.80); 10 x 40 = 400.00 (VAT 28.00)
    expect(first).toMatchObject({ net: '3820.00', vatTotal: '677.80', gross: '4497.80' });
    const second = cumulativeTotals({
      performance: { ...performance('100'), retentionPercent: '5' },
      earlier: [first.current],
    });
    expect(second.performance.gross).toBe('10602.50'); // 8550 + 1624.50 + 400 + 28
    expect(second.earlier).toEqual([
      { rate: '19', base: '3420.00', vat: '649.80' },
      { rate: '7', base: '400.00', vat: '28.00' },
    ]);
    expect(second.current).toEqual([
      { rate: '19', base: '5130.00', vat: '974.70' },
      { rate: '7', base: '0.00', vat: '0.00' },
    ]);
    // retention 5 % of this invoice's gross 6104.70 = 305.24 (305.235 rounded half up)
    expect(second).toMatchObject({ gross: '6104.70', retention: '305.24', amountDue: '5799.46' });
  });

  it('keeps a rate the earlier invoices had even when the performance no longer has it', () => {
    const totals = cumulativeTotals({
      performance: { items: [{ id: 'a', quantity: '1', unitPrice: '100', vatRate: '19' }] },
      earlier: [[{ rate: '7', base: '50.00', vat: '3.50' }]],
    });
    expect(totals.current).toEqual([
      { rate: '19', base: '100.00', vat: '19.00' },
      { rate: '7', base: '-50.00', vat: '-3.50' },
    ]);
  });
});
