import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { decimal } from '@vendoc/money/decimal';
import { computeTotals } from '@vendoc/einvoice/totals';
import { inBatches, validate } from '@vendoc/einvoice/test-support/validate';
import { toXRechnungCii, toXRechnungUbl } from '@vendoc/einvoice/write';
import type { DocumentRow, EarlierInvoice } from './document';
import { eInvoiceProblems, invoiceModelOf } from './e-invoice-model';
import { invoiceSource, position, seller } from './test-support/documents';

const decimalString = (digits: number, places: number) =>
  fc.integer({ min: 0, max: 10 ** digits - 1 }).map((value) => {
    const text = String(value).padStart(places + 1, '0');
    return places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
  });

const row = fc.record({
  quantity: decimalString(5, 3),
  unitPrice: decimalString(5, 3),
  vatRate: fc.constantFrom('19' as const, '7' as const, '0' as const),
  discountPercent: fc.option(decimalString(3, 1), { nil: null }),
  kind: fc.constantFrom('normal' as const, 'normal' as const, 'provisional' as const, 'alternative' as const),
  unit: fc.constantFrom('Stk', 'm', 'm2', 'm3', 'h', 'psch', 'kg'),
});

const documents = fc.record({
  rows: fc.array(row, { minLength: 1, maxLength: 10 }),
  kind: fc.constantFrom('invoice' as const, 'progress_invoice' as const, 'final_invoice' as const),
  adjustment: fc.option(
    fc.record({
      type: fc.constantFrom('discount' as const, 'markup' as const),
      percent: decimalString(2, 1),
    }),
    { nil: null },
  ),
  reverseCharge: fc.boolean(),
  retentionPercent: fc.option(decimalString(1, 0), { nil: null }),
  /** The share of the performance the earlier invoices charged, in per cent. */
  earlierShare: fc.integer({ min: 0, max: 90 }),
});

describe('invoiceModelOf', () => {
  it('gives the e-invoice the same figures as the document: net, VAT, gross and amount charged', () => {
    fc.assert(
      fc.property(documents, (shape) => {
        const items: DocumentRow[] = shape.rows.map((each, index) => position(`p${index}`, each));
        const withoutEarlier = invoiceSource({ ...shape, items });
        const earlier: EarlierInvoice[] =
          shape.kind === 'invoice' || shape.earlierShare === 0
            ? []
            : [
                {
                  documentId: 'earlier',
                  label: '1. Abschlagsrechnung',
                  amounts: withoutEarlier.document.totals.vat.map((group) => {
                    const base = decimal(group.base).times(shape.earlierShare).dividedBy(100).toFixed(2);
                    return { rate: group.rate, base, vat: '0.00' };
                  }),
                },
              ];
        const source = invoiceSource({ ...shape, items }, earlier);
        const { totals } = source.document;
        if (!totals.vat.some((group) => decimal(group.base).isPositive() && !decimal(group.base).isZero()))
          return;
        const einvoice = computeTotals(invoiceModelOf(source));
        expect(einvoice.lineSum.toFixed(2)).toBe(totals.itemsNet);
        expect(einvoice.taxExclusive.toFixed(2)).toBe(totals.net);
        expect(einvoice.taxTotal.toFixed(2)).toBe(totals.vatTotal);
        expect(einvoice.taxInclusive.toFixed(2)).toBe(totals.gross);
        expect(einvoice.payable.toFixed(2)).toBe(totals.invoiceGross);
        if (!shape.reverseCharge)
          expect(
            einvoice.vat.map((group) => `${group.rate.toString()} ${group.tax.toFixed(2)}`).sort(),
          ).toEqual(totals.vat.map((group) => `${group.rate} ${group.vat}`).sort());
      }),
      { numRuns: 300 },
    );
  });

  it("takes the document's invoice type code: a final invoice is 380 for a client without the construction codes", () => {
    const final = (invoiceTypeCode: string) =>
      invoiceModelOf(invoiceSource({ kind: 'final_invoice', invoiceTypeCode, items: [position('a')] }));
    expect(final('877').typeCode).toBe('877');
    expect(final('380').typeCode).toBe('380');
    expect(() => invoiceModelOf(invoiceSource({ kind: 'offer', items: [position('a')] }))).toThrow(
      'offer is not an invoice',
    );
  });

  it('writes a cancellation as a credit note with positive amounts that refers to the invoice', () => {
    const source = invoiceSource({
      kind: 'cancellation',
      items: [position('a', { quantity: '-3', unitPrice: '120.50' })],
    });
    const model = invoiceModelOf({
      ...source,
      corrects: { number: 'RE-2026-0041', issueDate: '2026-11-20' },
    });
    expect(model.typeCode).toBe('381');
    expect(model.lines[0]?.quantity).toBe('3');
    expect(model.precedingInvoice).toEqual({ number: 'RE-2026-0041', issueDate: '2026-11-20' });
    expect(computeTotals(model).payable.toFixed(2)).toBe('430.19'); // 361.50 + 68.69
  });

  it('names in German what keeps a document from becoming an e-invoice, at its field', () => {
    const source = invoiceSource({
      buyerReference: null,
      reverseCharge: true,
      recipient: { ...invoiceSource({ items: [] }).document.recipient, vatId: '' },
      items: [
        position('a', { unit: 'Bund' }),
        position('b', { type: 'title', quantity: null, unitPrice: null }),
      ],
    });
    const problems = eInvoiceProblems({ ...source, seller: { ...seller, iban: null, phone: '' } });
    expect(problems).toEqual([
      { field: 'company.iban', message: 'IBAN der Firma fehlt (Zahlungsanweisung der E-Rechnung)' },
      {
        field: 'company.phone',
        message: 'Telefonnummer der Firma fehlt (XRechnung: Kontakt des Verkäufers)',
      },
      { field: 'buyerReference', message: 'Leitweg-ID bzw. Käuferreferenz fehlt (XRechnung)' },
      {
        field: 'recipient.vatId',
        message: 'USt-IdNr. des Empfängers fehlt (Pflicht bei Steuerschuldnerschaft nach § 13b UStG)',
      },
      {
        field: 'items[0].unit',
        message: 'Einheit „Bund“ ist in E-Rechnungen nicht bekannt (z. B. Stk, m, m2, m3, h, psch)',
      },
    ]);
    expect(eInvoiceProblems(invoiceSource({ items: [position('a')] }))).toEqual([]);
  });
});

describe('the e-invoices of order documents against the official rules (validate.sh)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vendoc-order-einvoice-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'finds a cumulative final invoice (877 and 380) and a cancellation valid as XRechnung CII and UBL',
    { timeout: 300_000 },
    async (context) => {
      const items = [
        position('t', {
          type: 'title',
          depth: 0,
          oz: '01',
          shortText: 'Fenster',
          quantity: null,
          unitPrice: null,
        }),
        position('a', {
          oz: '01.0010',
          quantity: '12',
          unitPrice: '689.50',
          discountPercent: '3',
          labourUnitPrice: '120',
        }),
        position('b', { oz: '01.0020', quantity: '14.35', unit: 'm', unitPrice: '48.125' }),
        position('c', { oz: '01.0030', kind: 'alternative', unitPrice: '999' }),
        position('d', { oz: '02.0010', quantity: '3', unitPrice: '24.90', vatRate: '7' }),
      ];
      const final = invoiceSource(
        {
          kind: 'final_invoice',
          items,
          adjustment: { type: 'discount', percent: '2' },
          retentionPercent: '5',
          cashDiscountPercent: '2',
          cashDiscountDays: 10,
        },
        [
          {
            documentId: 'e1',
            label: '1. Abschlagsrechnung RE-2026-0010 vom 15.10.2026',
            amounts: [{ rate: '19', base: '4000.00', vat: '760.00' }],
          },
        ],
      );
      // the same final invoice for a client whose profile takes 326/380 only
      const commercialFinal = { ...final, document: { ...final.document, invoiceTypeCode: '380' } };
      const cancellation = invoiceSource({
        kind: 'cancellation',
        items: [position('a', { oz: '01.0010', quantity: '-2', unitPrice: '689.50' })],
      });
      const models = [
        { label: 'final', model: invoiceModelOf(final) },
        { label: 'final-380', model: invoiceModelOf(commercialFinal) },
        {
          label: 'cancellation',
          model: invoiceModelOf({
            ...cancellation,
            corrects: { number: 'RE-2026-0041', issueDate: '2026-11-20' },
          }),
        },
      ];
      const files: { label: string; file: string }[] = [];
      for (const { label, model } of models)
        for (const [syntax, write] of [
          ['cii', toXRechnungCii],
          ['ubl', toXRechnungUbl],
        ] as const) {
          const file = join(dir, `${label}-${syntax}.xml`);
          writeFileSync(file, await write(model));
          files.push({ label: `${label} ${syntax}`, file });
        }
      const verdicts = await inBatches(
        files.map(({ label, file }) => async () => ({ label, ...(await validate(file)) })),
        2,
      );
      if (verdicts.some((verdict) => verdict.code === 2)) {
        context.skip('validate.sh cannot run (Java/Saxon-HE missing)');
        return;
      }
      expect(verdicts.filter((verdict) => verdict.code !== 0).map((v) => `${v.label}: ${v.output}`)).toEqual(
        [],
      );
    },
  );
});
