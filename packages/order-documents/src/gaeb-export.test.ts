import fc from 'fast-check';
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

describe('GAEB structure of documents that are not a clean tree', () => {
  it('puts positions beside subtitles under a title of their own and numbers rows without a fitting OZ', () => {
    const rows: DocumentRow[] = [
      position('p0', {
        depth: 0,
        oz: '',
        shortText: 'Baustelleneinrichtung',
        quantity: '1',
        unitPrice: '500',
      }),
      title('t1', 0, '1', 'Fenster'),
      position('p1', { depth: 1, oz: '1.1', quantity: '2', unitPrice: '300' }),
      title('t11', 1, '1.2', 'Sonderfenster'),
      position('p2', { depth: 2, oz: '9.9.9', quantity: '1', unitPrice: '1200' }),
      text('x1', 2, 'Maße am Bau nehmen'),
    ];
    const data = input('invoice', rows);
    const { xml, warnings } = gaebOfDocument(data, 89);
    expect(warnings).toEqual([
      'Positionen neben Untertiteln stehen in GAEB unter einem eigenen Titel.',
      'Zeilen ohne OZ erhielten eine OZ.',
      'OZ, die nicht zur Gliederung passen, wurden neu vergeben.',
    ]);
    expect(validateWithXmllint(xml, '89')).toEqual({ valid: true, output: '- validates' });
    const invoice = readGaeb(xml).document;
    const boq = invoice.award?.boq ?? never();
    // given OZs stay; the titles made for loose positions take the next free numbers, their items count by 10
    expect(boqCategories(boq).map((c) => [c.oz, c.label?.blocks.length, c.totals?.total])).toEqual([
      ['2', 1, '500.00'],
      ['2.1', 1, '500.00'],
      ['1', 1, '1800.00'],
      ['1.1', 1, '600.00'],
      ['1.2', 1, '1200.00'],
    ]);
    expect(itemsOf(invoice).map((i) => [i.oz, i.it])).toEqual([
      ['2.1.0010', '500.00'],
      ['1.1.0010', '600.00'],
      ['1.2.0010', '1200.00'],
    ]);
    expect(boq.info.totals?.totalGross).toBe(data.document.totals.gross);
    expect(xml).toContain('Maße am Bau nehmen');
  });

  it('writes a document without titles as one item list', () => {
    const rows = [position('p1', { depth: 0, oz: '10' }), position('p2', { depth: 0, oz: '20' })];
    const { xml, warnings } = gaebOfDocument(input('offer', rows), 84);
    expect(warnings).toEqual([]);
    expect(validateWithXmllint(xml, '84')).toEqual({ valid: true, output: '- validates' });
    const bid = readGaeb(xml).document;
    expect(bid.award?.boq?.info.breakdown.map((l) => [l.type, l.length])).toEqual([['Item', 2]]);
    expect(itemsOf(bid).map((i) => i.oz)).toEqual(['10', '20']);
  });

  it('states a credit note under reverse charge with a discount on the total', () => {
    const rows = [
      position('p1', { depth: 0, oz: '0010', quantity: '3', unitPrice: '99.99', vatRate: '19' }),
      position('p2', { depth: 0, oz: '0020', quantity: '1', unitPrice: '10', vatRate: '7' }),
    ];
    const data = input('credit_note', rows, {
      reverseCharge: true,
      adjustment: { type: 'discount', percent: '3' },
    });
    const { xml, warnings } = gaebOfDocument(data, 89);
    expect(warnings).toEqual([]);
    expect(validateWithXmllint(xml, '89')).toEqual({ valid: true, output: '- validates' });
    const invoice = readGaeb(xml).document;
    expect(invoice.award?.invoice?.header).toMatchObject({ creditNote: true, type: 'single invoice' });
    // (299.97 + 10.00) less 3 % = 300.67, no VAT under §13b
    expect(invoice.award?.boq?.info.totals).toMatchObject({
      total: '309.97',
      discountPercent: '3.00',
      totalAfterDiscount: '300.67',
      vatAmount: '0.00',
      totalGross: '300.67',
    });
    expect(data.document.totals.gross).toBe('300.67');
  });

  it('names what GAEB cannot say: a markup on the total, item discounts, a draft without number', () => {
    const rows = [
      position('p1', { depth: 0, oz: '1', quantity: '3', unitPrice: '10', discountPercent: '10' }),
    ];
    const data = input('invoice', rows, { number: null, adjustment: { type: 'markup', percent: '5' } });
    const { xml, warnings } = gaebOfDocument(data, 89);
    expect(warnings).toEqual([
      'Positionsrabatte sind in den Einheitspreis eingerechnet.',
      'Ein Zuschlag auf die Summe ist in GAEB nicht darstellbar; die Summen weichen ab.',
      // 27.00 net + 19 % in GAEB; the document adds 5 %: 28.35 + 5.39
      `Die GAEB-Summe 32.13 weicht von der Bruttosumme ${data.document.totals.gross} ab.`,
      'Der Entwurf hat noch keine Rechnungsnummer.',
    ]);
    expect(validateWithXmllint(xml, '89').valid).toBe(true);
    expect(itemsOf(readGaeb(xml).document).map((i) => [i.up, i.it])).toEqual([['9.000', '27.00']]);
  });
});

describe('GAEB of any document', () => {
  const amount = (digits: number) =>
    fc.integer({ min: 0, max: 10 ** digits - 1 }).map((v) => (v / 1000).toFixed(3));
  const row = fc.record({
    type: fc.constantFrom('title' as const, 'position' as const, 'position' as const, 'text' as const),
    depth: fc.integer({ min: 0, max: 3 }),
    oz: fc.constantFrom('', '1', '01.02', '01.02.0030', '2.10', 'A.1'),
    quantity: amount(8),
    unitPrice: amount(8),
    kind: fc.constantFrom(
      'normal' as const,
      'normal' as const,
      'provisional' as const,
      'alternative' as const,
    ),
    vatRate: fc.constantFrom('19' as const, '7' as const),
    unit: fc.constantFrom('Stk', 'm2', 'psch', ''),
  });
  const documents = fc.record({
    rows: fc.array(row, { minLength: 1, maxLength: 12 }),
    kind: fc.constantFrom('progress_invoice' as const, 'final_invoice' as const, 'invoice' as const),
    reverseCharge: fc.boolean(),
  });

  it('is valid as X84 and X89, its sums those of the document', () => {
    fc.assert(
      fc.property(documents, ({ rows, kind, reverseCharge }) => {
        const items = rows.map((each, i) =>
          each.type === 'position'
            ? position(`p${i}`, { ...each, shortText: `Position ${i}` })
            : { ...title(`t${i}`, each.depth, each.oz, `Zeile ${i}`), type: each.type },
        );
        for (const phase of [84, 89] as const) {
          const data = input(phase === 84 ? 'offer' : kind, items, { reverseCharge });
          const { xml, warnings } = gaebOfDocument(data, phase);
          expect(validateWithXmllint(xml, String(phase) as '84' | '89')).toEqual({
            valid: true,
            output: '- validates',
          });
          expect(warnings.filter((w) => w.includes('Summe'))).toEqual([]);
          const read = readGaeb(xml).document;
          expect(read.award?.boq?.info.totals?.totalGross).toBe(data.document.totals.gross);
          // every position in document order, exact: quantity, unit price, quantity x unit price to the cent
          expect(itemsOf(read).map((i) => [i.qty, i.up, i.it])).toEqual(
            positionsOf(data).map((r) => [
              r.quantity,
              r.unitPrice,
              phase === 84 && r.kind === 'provisional' ? null : r.total,
            ]),
          );
        }
      }),
      { numRuns: 25 },
    );
    // 50 runs of xmllint against the 3.3 XSD: a few seconds idle, several times that on a loaded machine
  }, 120_000);
});
