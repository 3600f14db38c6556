import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems } from '@vendoc/gaeb/boq-walk';
import type { GaebDocument, Item } from '@vendoc/gaeb/model';
import { readGaeb } from '@vendoc/gaeb/reader';
import { validateWithXmllint } from '@vendoc/gaeb/test-support/xmllint';
import type { DocumentRow, EarlierInvoice } from './document';
import { gaebOfDocument, type GaebExportInput } from './gaeb-export';
import { header, invoiceSource, position, seller } from './test-support/documents';

const now = new Date(2026, 10, 26, 12, 0, 0);
const title = (id: string, depth: number, oz: string, shortText: string): DocumentRow => ({
  ...position(id, { depth, oz, shortText }),
  type: 'title',
  quantity: null,
  unitPrice: null,
  unit: '',
});
const text = (id: string, depth: number, shortText: string): DocumentRow => ({
  ...position(id, { depth, shortText }),
  type: 'text',
  quantity: null,
  unitPrice: null,
  unit: '',
});

function input(
  kind: GaebExportInput['document']['kind'],
  items: DocumentRow[],
  more: Partial<GaebExportInput['document']> = {},
  earlier: EarlierInvoice[] = [],
): GaebExportInput {
  const source = invoiceSource({ kind, items, ...more }, earlier);
  return {
    document: { ...source.document, title: `Fenster Lindenstraße`, ...more },
    company: seller,
    references: source.references,
    now,
  };
}

const itemsOf = (doc: GaebDocument): Item[] =>
  boqItems(doc.award?.boq ?? never()).filter((i): i is Item => i.kind === 'item');
const positionsOf = (data: GaebExportInput) => data.document.items.filter((row) => row.type === 'position');

/** An offer with nested titles, a provisional and an alternative item, a text and a position without OZ. */
const offerRows: DocumentRow[] = [
  title('t1', 0, '01', 'Rohbau'),
  title('t11', 1, '01.01', 'Erdarbeiten'),
  position('p1', { depth: 2, oz: '01.01.0010', quantity: '125.5', unit: 'm3', unitPrice: '18.75' }),
  position('p2', {
    depth: 2,
    oz: '01.01.0020',
    quantity: '1.005',
    unit: 't',
    unitPrice: '1',
    kind: 'provisional',
  }),
  title('t12', 1, '01.02', 'Mauerwerk'),
  position('p3', {
    depth: 2,
    oz: '01.02.0010',
    quantity: '48',
    unit: 'm2',
    unitPrice: '62.4',
    longText: 'KS 17,5 cm\nin Mörtelgruppe III',
  }),
  position('p4', {
    depth: 2,
    oz: '01.02.0020',
    quantity: '48',
    unit: 'm2',
    unitPrice: '71.9',
    kind: 'alternative',
  }),
  text('x1', 2, 'Hinweis: Steine bauseits'),
  title('t2', 0, '02', 'Ausbau'),
  title('t21', 1, '02.01', 'Fenster'),
  position('p5', {
    depth: 2,
    oz: '02.01.0010',
    quantity: '3',
    unit: 'Stk',
    unitPrice: '1.005',
    vatRate: '7',
  }),
  position('p6', { depth: 2, oz: '', quantity: '2', unit: 'Stk', unitPrice: '845.1' }),
];

describe('GAEB X84 of an offer', () => {
  const data = input('offer', offerRows);
  const { xml, warnings } = gaebOfDocument(data, 84);

  it('validates against the 3.3 XSD', () => {
    expect(validateWithXmllint(xml, '84')).toEqual({ valid: true, output: '- validates' });
    expect(warnings).toEqual(['Zeilen ohne OZ erhielten eine OZ.']);
  });

  it('reads back with the same items, quantities, unit prices and totals', () => {
    const bid = readGaeb(xml).document;
    expect(bid.phase).toBe('84');
    expect(bid.award?.boq?.info.breakdown.map((l) => [l.type, l.length])).toEqual([
      ['BoQLevel', 2],
      ['BoQLevel', 2],
      ['Item', 4],
    ]);
    // a provisional item without total carries no total in a bid; the position without OZ got the next number
    expect(itemsOf(bid).map((i) => [i.oz, i.qty, i.up, i.it])).toEqual(
      positionsOf(data).map((row) => [
        row.oz || '02.01.0020',
        threePlaces(row.quantity),
        threePlaces(row.unitPrice),
        row.kind === 'provisional' ? null : row.total,
      ]),
    );
    // exact decimals: 1.005 t x 1.00 = 1.01 (a float would give 1.00), 125.5 x 18.75 = 2353.125 -> 2353.13
    expect(itemsOf(bid).map((i) => i.it)).toEqual(['2353.13', null, '2995.20', '3451.20', '3.02', '1690.20']);
    expect(boqCategories(bid.award?.boq ?? never()).map((c) => [c.oz, c.totals?.total])).toEqual([
      ['01', '5348.33'],
      ['01.01', '2353.13'],
      ['01.02', '2995.20'],
      ['02', '1693.22'],
      ['02.01', '1693.22'],
    ]);
    const totals = data.document.totals;
    expect(bid.award?.boq?.info.totals).toMatchObject({
      total: totals.itemsNet,
      totalNet: totals.net,
      vatAmount: totals.vatTotal,
      totalGross: totals.gross,
    });
    // 19 %: 7038.53 + 1337.32 VAT; 7 %: 3.02 + 0.21 VAT
    expect(totals.gross).toBe('8379.08');
    expect(bid.award?.contractor?.address?.name1).toBe(seller.name);
    expect(bid.project?.name).toBe(header.projectName);
  });
});

describe('GAEB X89 of an invoice', () => {
  const rows: DocumentRow[] = [
    title('t1', 0, '1', 'Fenster'),
    position('p1', {
      depth: 1,
      oz: '1.10',
      quantity: '12',
      unit: 'Stk',
      unitPrice: '412.35',
      longText: 'Kunststofffenster',
    }),
    position('p2', { depth: 1, oz: '1.20', quantity: '0.333', unit: 'h', unitPrice: '3.003' }),
    title('t2', 0, '2', 'Montage'),
    position('p3', { depth: 1, oz: '2.10', quantity: '1', unit: 'psch', unitPrice: '950' }),
  ];
  const earlier: EarlierInvoice[] = [
    {
      documentId: 'e1',
      label: '1. Abschlagsrechnung',
      amounts: [{ rate: '19', base: '2000.00', vat: '380.00' }],
    },
  ];
  const data = input('progress_invoice', rows, {}, earlier);
  const { xml, warnings } = gaebOfDocument(data, 89);

  it('validates against the 3.3 XSD', () => {
    expect(warnings).toEqual([]);
    expect(validateWithXmllint(xml, '89')).toEqual({ valid: true, output: '- validates' });
  });

  it('reads back equal: items, totals and invoice data', () => {
    const invoice = readGaeb(xml).document;
    expect(invoice.phase).toBe('89');
    expect(itemsOf(invoice).map((i) => [i.oz, i.qty, i.unit, i.up, i.it])).toEqual(
      positionsOf(data).map((row) => [
        row.oz,
        threePlaces(row.quantity),
        row.unit,
        threePlaces(row.unitPrice),
        row.total,
      ]),
    );
    // 0.333 x 3.003 = 0.999999 -> 1.00
    expect(itemsOf(invoice)[1]?.it).toBe('1.00');
    const totals = data.document.totals;
    expect(invoice.award?.boq?.info.totals).toMatchObject({
      total: totals.net,
      vatAmount: totals.vatTotal,
      totalGross: totals.gross,
    });
    expect(invoice.award?.invoice).toEqual({
      header: {
        number: header.number,
        date: header.documentDate,
        type: 'deduction',
        creditNote: false,
        settlement: 'accumulated',
        sequentialNo: null,
        serviceStart: header.performanceFrom,
        serviceEnd: header.performanceTo,
      },
      creator: expect.objectContaining({ taxNo: seller.taxNumber }),
      recipient: expect.objectContaining({ taxNo: header.recipient.vatId }),
      shares: [
        {
          type: 'basic amount',
          description: 'Grundbetrag',
          total: totals.gross,
          percent: null,
          counterClaim: false,
        },
        {
          type: 'amount invoices',
          description: 'Abzüglich bisheriger Rechnungen',
          total: '-2380.00',
          percent: null,
          counterClaim: false,
        },
      ],
      paymentsMade: [],
      invoicesMadeOut: [
        {
          totalVat: '380.00',
          total: '2380.00',
          date: '2026-10-15',
          type: 'deduction',
          number: 'RE-2026-0010',
        },
      ],
      totalGross: totals.invoiceGross,
    });
    // 5899.20 net + 1120.85 VAT; less the earlier 2380.00
    expect(totals.gross).toBe('7020.05');
    expect(totals.invoiceGross).toBe('4640.05');
  });

  it('refuses an X89 of an offer', () => {
    expect(() => gaebOfDocument(input('offer', rows), 89)).toThrow('GAEB X89 only for invoices');
  });
});

function threePlaces(value: string | null): string | null {
  if (value === null) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(3, '0')}`;
}

function never(): never {
  throw new Error('unexpected missing value');
}
