import { describe, expect, it } from 'vitest';
import { ORDER_DOCUMENT_KINDS } from '@vendoc/contract/order-documents';
import { documentView, invoiceTypeCode, type DocumentRow } from './document';

const row = (id: string, overrides: Partial<DocumentRow> = {}): DocumentRow => ({
  id,
  type: 'position',
  depth: 1,
  oz: '',
  shortText: id,
  longText: '',
  kind: 'normal',
  quantity: '1',
  unit: 'Stk',
  unitPrice: '100',
  discountPercent: null,
  vatRate: '19',
  labourUnitPrice: null,
  boqItemId: null,
  catalogPositionId: null,
  ...overrides,
});

const figures = {
  adjustment: null,
  reverseCharge: false,
  retentionPercent: null,
  cashDiscountPercent: null,
};

describe('documentView', () => {
  it('totals priced positions, leaves titles, texts, unpriced, provisional and alternative items out', () => {
    const view = documentView({
      ...figures,
      kind: 'offer',
      items: [
        row('title', { type: 'title', depth: 0, quantity: null, unitPrice: null }),
        row('a', { quantity: '12.5', unitPrice: '48.125' }),
        row('unpriced', { unitPrice: null }),
        row('provisional', { kind: 'provisional' }),
        row('alternative', { kind: 'alternative', vatRate: '7' }),
        row('note', { type: 'text', quantity: null, unitPrice: null }),
      ],
    });
    expect(view.items.map((item) => [item.id, item.total, item.inTotal])).toEqual([
      ['title', null, false],
      ['a', '601.56', true],
      ['unpriced', null, false],
      ['provisional', '100.00', false],
      ['alternative', '100.00', false],
      ['note', null, false],
    ]);
    expect(view.totals).toMatchObject({ net: '601.56', vatTotal: '114.30', gross: '715.86', deductions: [] });
    expect(view.totals.invoiceGross).toBe('715.86');
  });

  it('deducts the earlier invoices of a cumulative invoice and charges the difference', () => {
    const view = documentView(
      { ...figures, kind: 'final_invoice', retentionPercent: '5', items: [row('a', { quantity: '10' })] },
      [
        {
          documentId: 'd1',
          label: '1. Abschlagsrechnung',
          amounts: [{ rate: '19', base: '400.00', vat: '76.00' }],
        },
      ],
    );
    expect(view.totals).toMatchObject({
      net: '1000.00',
      gross: '1190.00',
      invoiceNet: '600.00',
      invoiceVat: '114.00',
      invoiceGross: '714.00',
      retention: '35.70',
      amountDue: '678.30',
    });
    expect(view.totals.deductions).toEqual([
      { documentId: 'd1', label: '1. Abschlagsrechnung', net: '400.00', vat: '76.00', gross: '476.00' },
    ]);
    expect(view.totals.current).toEqual([{ rate: '19', base: '600.00', vat: '114.00' }]);
  });

  it('maps kinds to the EN 16931 invoice type codes, the construction codes only for clients accepting them', () => {
    const codes = (constructionCodes: boolean) =>
      ORDER_DOCUMENT_KINDS.map((kind) => [kind, invoiceTypeCode(kind, constructionCodes)]);
    expect(Object.fromEntries(codes(true))).toEqual({
      offer: null,
      order_confirmation: null,
      delivery_note: null,
      invoice: '380',
      progress_invoice: '875',
      partial_final_invoice: '876',
      final_invoice: '877',
      credit_note: '381',
      cancellation: '381',
      reminder: null,
    });
    expect(Object.fromEntries(codes(false))).toEqual({
      ...Object.fromEntries(codes(true)),
      progress_invoice: '326',
      partial_final_invoice: '326',
      final_invoice: '380',
    });
  });
});
