import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems } from './boq-walk';
import { emptyInvoiceData, type GaebDocument, type Item } from './model';
import { readGaeb } from './reader';
import { sampleBytes } from './test-support/samples';
import { validateWithXmllint } from './test-support/xmllint';
import { writeGaeb } from './writer';

const now = new Date(2026, 10, 2, 9, 15, 0);
const read = (name: string): GaebDocument => readGaeb(sampleBytes(name)).document;
const itemsOf = (doc: GaebDocument): Item[] =>
  boqItems(doc.award?.boq ?? never()).filter((i): i is Item => i.kind === 'item');

describe('X89 (invoice)', () => {
  it('written from invoice.x89 validates and reads back with the same items, totals and invoice data', () => {
    const original = read('invoice.x89');
    const { xml, warnings } = writeGaeb(original, { phase: 89, now });
    expect(warnings).toEqual([]);
    expect(validateWithXmllint(xml, '89')).toEqual({ valid: true, output: '- validates' });
    const compact = xml.replace(/>\s+</g, '><');
    expect(compact).toContain('<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA89/3.3">');
    expect(compact).toContain('<Invoice><DP>89</DP>');
    expect(compact).toContain('<BillQty>30.000</BillQty><QU>m3</QU><UP>45.500</UP><IT>1365.00</IT>');
    expect(compact).not.toContain('<Qty>');
    // the construction site the model does not interpret goes back where it was
    expect(compact).toContain('</CTR><CnstSite><CnstSiteName>Lagerhalle Nord</CnstSiteName></CnstSite><BoQ');

    const back = readGaeb(xml).document;
    expect(back.phase).toBe('89');
    expect(itemsOf(back).map((i) => [i.oz, i.qty, i.unit, i.up, i.it])).toEqual([
      ['01.0010', '30.000', 'm3', '45.500', '1365.00'],
      ['01.0020', '1.000', 'psch', '1200.000', '1200.00'],
    ]);
    expect(back.award?.invoice).toEqual(original.award?.invoice);
    expect(back.award?.boq?.info.totals).toMatchObject({
      total: '2565.00',
      vatPercent: '19.00',
      vatAmount: '487.35',
      totalGross: '3052.35',
    });
    expect(boqCategories(back.award?.boq ?? never()).map((c) => c.totals?.total)).toEqual(['2565.00']);
  });

  it('written from a contract with invoice data validates, billed quantities in BillQty', () => {
    const doc = read('contract.x86');
    const award = doc.award ?? never();
    award.invoice = {
      ...emptyInvoiceData(),
      header: {
        ...emptyInvoiceData().header,
        number: 'RE-2026-0042',
        date: '2026-11-02',
        type: 'final account',
        serviceStart: '2026-09-01',
        serviceEnd: '2026-10-30',
      },
      creator: { address: award.contractor?.address ?? null, taxNo: '99/123/45678' },
      recipient: { address: award.owner?.address ?? null, taxNo: null },
      shares: [
        {
          type: 'basic amount',
          description: 'Grundbetrag',
          total: '100.5',
          percent: null,
          counterClaim: false,
        },
      ],
      invoicesMadeOut: [
        { totalVat: '19', total: '119', date: '2026-10-01', type: 'deduction', number: 'RE-2026-0040' },
      ],
      totalGross: '100.5',
    };
    const { xml, warnings } = writeGaeb(doc, { phase: 89, now });
    expect(warnings).toEqual([]);
    expect(validateWithXmllint(xml, '89')).toEqual({ valid: true, output: '- validates' });
    const back = readGaeb(xml).document;
    // the lump sum item without quantity is billed once
    expect(itemsOf(doc).map((i) => [i.oz, i.qty, i.lumpSum])).toEqual([
      ['01.0010', '50.000', false],
      ['01.0020', null, true],
    ]);
    expect(itemsOf(back).map((i) => [i.oz, i.qty, i.up, i.it])).toEqual(
      itemsOf(doc).map((i) => [i.oz, i.qty ?? '1.000', i.up, i.it]),
    );
    expect(back.award?.boq?.info.totals?.total).toBe(doc.award?.boq?.info.totals?.total);
    expect(back.award?.invoice).toMatchObject({
      header: { number: 'RE-2026-0042', type: 'final account' },
      shares: [{ total: '100.50' }],
      invoicesMadeOut: [{ totalVat: '19.00', total: '119.00', number: 'RE-2026-0040' }],
      totalGross: '100.50',
    });
  });

  it('names what an invoice without invoice data lacks', () => {
    const { xml, warnings } = writeGaeb(read('contract.x86'), { phase: 89, now });
    expect(warnings.map((w) => w.message)).toEqual([
      'required element InvoiceHeader is missing in Invoice',
      'required element InvoiceCreator is missing in Invoice',
      'required element InvoiceRecipient is missing in Invoice',
      'required element InvoiceShare is missing in Invoice',
      'required element TotalGross is missing in Invoice',
    ]);
    expect(validateWithXmllint(xml, '89').valid).toBe(false);
  });
});

describe('X84 with the quantities of every item', () => {
  it('carries Qty beside the prices and validates', () => {
    const doc = read('contract.x86');
    const plain = writeGaeb(doc, { phase: 84, now });
    expect(plain.xml).not.toContain('<Qty>');
    const { xml, warnings } = writeGaeb(doc, { phase: 84, now, bidQuantities: true });
    expect(warnings).toEqual(plain.warnings);
    expect(validateWithXmllint(xml, '84')).toEqual({ valid: true, output: '- validates' });
    expect(itemsOf(readGaeb(xml).document).map((i) => [i.oz, i.qty, i.up, i.it])).toEqual(
      itemsOf(doc).map((i) => [i.oz, i.qty, i.up, i.it]),
    );
  });
});

function never(): never {
  throw new Error('unexpected missing value');
}
