import { documentView } from '@vendoc/order-documents/document';
import { describe, expect, it } from 'vitest';
import { makeDocument, makeRow } from '../../testing/document-fixtures';
import { draftFieldsOf } from './draft-fields';
import { earlierOf, liveView } from './live-totals';

const rows = [
  makeRow({ id: '11111111-1111-4111-8111-111111111111', quantity: '10', unitPrice: '100', vatRate: '19' }),
  makeRow({ id: '22222222-2222-4222-8222-222222222222', quantity: '3', unitPrice: '50.5', vatRate: '7' }),
];
const earlier = [
  {
    documentId: '33333333-3333-4333-8333-333333333333',
    label: '1. Abschlagsrechnung RE-2026-0001 vom 01.03.2026',
    amounts: [
      { rate: '19', base: '400.00', vat: '76.00' },
      { rate: '7', base: '50.00', vat: '3.50' },
    ],
  },
];

/** A progress invoice with the totals the server computes: the earlier invoice deducted. */
function serverInvoice() {
  const document = makeDocument({ kind: 'progress_invoice' }, rows);
  const view = documentView({ ...document, items: rows }, earlier);
  return { ...document, totals: view.totals };
}

describe('live totals of the editor', () => {
  it('reads the earlier invoices per rate back from the server totals', () => {
    const amounts = earlierOf(serverInvoice())[0]?.amounts ?? [];
    expect(amounts).toEqual(
      expect.arrayContaining([
        { rate: '19', base: '400.00', vat: '76.00' },
        { rate: '7', base: '50.00', vat: '3.50' },
      ]),
    );
  });

  it('gives the server figures for the unchanged draft and deducts the same after a change', () => {
    const server = serverInvoice();
    const same = liveView('progress_invoice', draftFieldsOf(server), server);
    expect(same.totals).toEqual(server.totals);

    const fields = draftFieldsOf(server);
    fields.items = fields.items.map((row, index) => (index === 0 ? { ...row, quantity: '12' } : row));
    const changed = liveView('progress_invoice', fields, server).totals;
    // Performance at 19 %: 1200.00 net, 228.00 VAT; the earlier 400.00 / 76.00 stay deducted.
    expect(changed.vat.find((group) => group.rate === '19')).toMatchObject({
      base: '1200.00',
      vat: '228.00',
    });
    expect(changed.current.find((amount) => amount.rate === '19')).toEqual({
      rate: '19',
      base: '800.00',
      vat: '152.00',
    });
    expect(changed.deductions).toEqual(server.totals.deductions);
  });

  it('deducts nothing for kinds that do not bill cumulatively', () => {
    expect(earlierOf(makeDocument({ kind: 'invoice' }, rows))).toEqual([]);
  });
});
