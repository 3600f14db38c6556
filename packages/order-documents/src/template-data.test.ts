import { describe, expect, it } from 'vitest';
import { fieldsOf } from '@vendoc/designer/catalogue';
import { checkTemplate } from '@vendoc/designer/check-template';
import { starterTemplate } from '@vendoc/designer/starters';
import { getBundledFontSet } from '@vendoc/pdf/bundled-fonts';
import { pageTexts } from '@vendoc/pdf/poppler';
import { renderDocument } from '@vendoc/pdf/render-document';
import { nestedItems, templateDataOf, templateKindOf, type TemplateSource } from './template-data';
import { invoiceSource, position } from './test-support/documents';

const header: TemplateSource['header'] = {
  company: { name: 'Muster Fensterbau GmbH', iban: 'DE89370400440532013000' },
  client: { number: 'K-00023', name: 'Erika Berger', kind: 'private' },
  project: { number: 'P-00007', name: 'Sanierung Lindenstraße 3' },
  sender: { name: 'Max Mustermann' },
};

const items = [
  position('t1', {
    type: 'title',
    depth: 0,
    oz: '01',
    shortText: 'Fenster',
    quantity: null,
    unitPrice: null,
  }),
  position('a', {
    oz: '01.0010',
    shortText: 'Fenster einbauen',
    quantity: '4',
    unitPrice: '650',
    labourUnitPrice: '150',
  }),
  position('t2', {
    type: 'title',
    depth: 1,
    oz: '01.01',
    shortText: 'Zubehör',
    quantity: null,
    unitPrice: null,
  }),
  position('b', { depth: 2, oz: '01.01.0010', shortText: 'Fensterbank', quantity: '4', unitPrice: '62.30' }),
  position('c', {
    depth: 2,
    oz: '01.01.0020',
    shortText: 'Rollladen',
    kind: 'alternative',
    unitPrice: '380',
  }),
  position('t3', { type: 'title', depth: 0, oz: '02', shortText: 'Türen', quantity: null, unitPrice: null }),
  position('d', { oz: '02.0010', shortText: 'Haustür', quantity: '1', unitPrice: '3280' }),
];

function finalInvoice() {
  const source = invoiceSource(
    { kind: 'final_invoice', number: 'RE-2026-0050', items, retentionPercent: '5' },
    [
      {
        documentId: 'e1',
        label: '1. Abschlagsrechnung RE-2026-0010 vom 15.10.2026',
        amounts: [{ rate: '19', base: '2000.00', vat: '380.00' }],
      },
    ],
    { number: 'K-00023', kind: 'private', leitwegId: null },
  );
  return {
    ...source.document,
    title: 'Fenster und Haustür',
    validUntil: null,
    reminderLevel: null,
    reminderFee: null,
    payments: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        date: '2026-10-30',
        amount: '2380.00',
        note: '',
        createdAt: '2026-10-30T09:00:00.000Z',
        createdBy: 'Max Mustermann',
      },
    ],
  };
}

describe('templateDataOf', () => {
  it('nests the rows under their titles by depth', () => {
    const tree = nestedItems(invoiceSource({ items }).document.items);
    expect(tree.map((entry) => [entry.oz, (entry as { items?: unknown[] }).items?.length ?? null])).toEqual([
      ['01', 2],
      ['02', 1],
    ]);
    const fenster = tree[0] as { items: { oz: string; items?: { oz: string; total: string }[] }[] };
    expect(fenster.items[1]?.items?.map((item) => [item.oz, item.total])).toEqual([
      ['01.01.0010', '249.20'],
      ['01.01.0020', ''],
    ]);
  });

  it.each([
    ['credit_note', 'Gutschrift', 'Gutschriftnr.'],
    ['cancellation', 'Stornorechnung', 'Rechnungsnr.'],
    ['final_invoice', 'Schlussrechnung', 'Rechnungsnr.'],
  ] as const)('gives a %s its own title and number label (%s, %s)', (kind, title, numberLabel) => {
    const data = templateDataOf({
      document: { ...finalInvoice(), kind },
      header,
      progressNumber: null,
      reference: null,
    });
    expect(data.document).toMatchObject({ title, numberLabel, number: 'RE-2026-0050' });
  });

  it('prints a final invoice with its deductions, retention, §35a statement and the figures of the document', async () => {
    const document = finalInvoice();
    const kind = templateKindOf(document.kind);
    const template = starterTemplate(kind);
    const data = templateDataOf({ document, header, progressNumber: null, reference: null });
    expect(checkTemplate(template, fieldsOf(kind))).toEqual([]);
    const { pdf } = await renderDocument(template, data, {
      fonts: await getBundledFontSet(),
      companyLogo: null,
      files: {},
      metadata: { title: 'Schlussrechnung RE-2026-0050', author: 'Muster Fensterbau GmbH' },
    });
    const text = (await pageTexts(pdf)).join('\n').replace(/\s+/g, ' ');
    // 4 x 650 + 4 x 62.30 + 3280 = 6129.20 net, 1164.55 VAT, 7293.75 gross; less 2380.00 -> 4913.75; 5 % retention
    expect(text).toContain('Schlussrechnung');
    expect(text).toContain('RE-2026-0050');
    expect(text).toContain('6.129,20');
    expect(text).toContain('7.293,75');
    expect(text).toContain('abzüglich 1. Abschlagsrechnung RE-2026-0010 vom 15.10.2026: netto 2.000,00 €');
    expect(text).toContain('Diese Rechnung: netto 4.129,20 €, USt 784,55 €, brutto 4.913,75 €');
    expect(text).toContain('Sicherheitseinbehalt 5,00 %: 245,69 €; zu zahlen 4.668,06 €.');
    expect(text).toContain('Arbeitskosten (§ 35a EStG): netto 600,00 €, USt 114,00 €, brutto 714,00 €.');
    expect(text).toContain('Zahlung vom 30.10.2026: 2.380,00 €');
    expect(text).toMatch(
      /Rollladen \(Alternativposition, nicht in der 1,000 Stk 380,00 Summe\) Summe 01.01 Zubehör 249,20/,
    );
  });
});
