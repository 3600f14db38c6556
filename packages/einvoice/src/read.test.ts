import { readdirSync, readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { decimal, sum } from '@vendoc/money/decimal';
import { attachFacturX } from './factur-x-pdf';
import { NotAnEInvoiceError, readInvoice, type ReadInvoice } from './read';
import { representativeInvoices } from './test-invoices';
import { pdfA3 } from './test-support/pdf';
import { testdataDir } from './test-support/validate';
import { computeTotals } from './totals';
import { toFacturXCii, toXRechnungCii, toXRechnungUbl } from './write';

const samplesDir = `${testdataDir}samples/`;
const samples = readdirSync(samplesDir).filter((name) => name.endsWith('.xml'));
const encode = (text: string) => new TextEncoder().encode(text);
const zeroIfAbsent = (value: string | undefined) => decimal(value ?? '0');

/** Every total a reader shows, recomputed from the parts the document states (BR-CO-10 … BR-CO-16). */
function checkTotals(invoice: ReadInvoice): void {
  const { totals } = invoice;
  const allowances = invoice.allowancesCharges.filter((a) => !a.charge).map((a) => a.amount);
  const charges = invoice.allowancesCharges.filter((a) => a.charge).map((a) => a.amount);
  expect(sum(invoice.lines.map((line) => line.lineTotal)).equals(decimal(totals.lineSum))).toBe(true);
  expect(sum(allowances).equals(zeroIfAbsent(totals.allowanceTotal))).toBe(true);
  expect(sum(charges).equals(zeroIfAbsent(totals.chargeTotal))).toBe(true);
  const taxExclusive = decimal(totals.lineSum).minus(sum(allowances)).plus(sum(charges));
  expect(taxExclusive.equals(decimal(totals.taxExclusive))).toBe(true);
  expect(sum(invoice.vat.map((v) => v.tax)).equals(zeroIfAbsent(totals.taxTotal))).toBe(true);
  expect(sum(invoice.vat.map((v) => v.taxable)).equals(taxExclusive)).toBe(true);
  expect(taxExclusive.plus(zeroIfAbsent(totals.taxTotal)).equals(decimal(totals.taxInclusive))).toBe(true);
  const payable = decimal(totals.taxInclusive)
    .minus(zeroIfAbsent(totals.prepaid))
    .plus(zeroIfAbsent(totals.rounding));
  expect(payable.equals(decimal(totals.payable))).toBe(true);
}

describe('readInvoice', () => {
  it('reads the 12 KoSIT samples (CII and UBL) with totals that add up', async () => {
    expect(samples).toHaveLength(12);
    for (const name of samples) {
      const invoice = await readInvoice(readFileSync(`${samplesDir}${name}`));
      expect(invoice.syntax).toBe(name.endsWith('_ubl.xml') ? 'UBL' : 'CII');
      expect(invoice.lines.length).toBeGreaterThan(0);
      expect(invoice.seller.name).not.toBe('');
      expect(invoice.vat.length).toBeGreaterThan(0);
      expect(invoice.totals.taxTotal).toBeDefined();
      checkTotals(invoice);
    }
  });

  it('reads the same business case in CII and UBL alike', async () => {
    for (const name of samples.filter((n) => n.endsWith('_ubl.xml'))) {
      const ubl = await readInvoice(readFileSync(`${samplesDir}${name}`));
      const cii = await readInvoice(readFileSync(`${samplesDir}${name.replace('_ubl', '_uncefact')}`));
      const figures = (i: ReadInvoice) => ({
        number: i.number,
        issueDate: i.issueDate,
        typeCode: i.typeCode,
        lines: i.lines.map((l) => [l.id, decimal(l.quantity).toString(), decimal(l.lineTotal).toString()]),
        payable: decimal(i.totals.payable).toString(),
        taxTotal: decimal(i.totals.taxTotal ?? '0').toString(),
        iban: i.payment.iban,
        seller: [i.seller.name, i.seller.vatId, i.seller.address.city],
        buyer: [i.buyer.name, i.buyer.address.city],
      });
      expect(figures(cii), name).toEqual(figures(ubl));
    }
  });

  it('shows parties, payment data and totals of a sample', async () => {
    const invoice = await readInvoice(readFileSync(`${samplesDir}01.01a-INVOICE_ubl.xml`));
    expect(invoice).toMatchObject({
      number: '123456XX',
      issueDate: '2016-04-04',
      typeCode: '380',
      currency: 'EUR',
      seller: { name: '[Seller name]' },
      buyer: { name: '[Buyer name]' },
      payment: { meansCode: '58', iban: 'DE79000000001234567890', terms: 'Zahlbar sofort ohne Abzug.' },
      totals: { payable: '336.9' },
    });
  });

  it(
    'reads back what VenDoc writes: CII, UBL credit note and the XML inside a Factur-X PDF',
    { timeout: 60_000 },
    async () => {
      for (const model of Object.values(representativeInvoices)) {
        const expected = computeTotals(model);
        const pdf = await attachFacturX(await pdfA3(model.number), await toFacturXCii(model));
        for (const bytes of [encode(await toXRechnungCii(model)), encode(await toXRechnungUbl(model)), pdf]) {
          const invoice = await readInvoice(bytes);
          checkTotals(invoice);
          expect(invoice.number).toBe(model.number);
          expect(invoice.typeCode).toBe(model.typeCode);
          expect(invoice.lines.map((l) => l.name)).toEqual(model.lines.map((l) => l.name));
          expect(decimal(invoice.totals.payable).equals(expected.payable)).toBe(true);
          expect(decimal(invoice.totals.taxTotal ?? '0').equals(expected.taxTotal)).toBe(true);
          expect(invoice.payment.iban).toBe(model.payment.iban.replace(/\s+/g, ''));
          expect(invoice.period).toEqual(model.period);
          expect(invoice.deliveryDate).toBe(model.deliveryDate);
          expect(invoice.precedingInvoices[0]).toBe(
            model.precedingInvoice?.number ?? model.deductions?.[0]?.invoice?.number,
          );
        }
      }
    },
  );

  it('refuses what is not an e-invoice', async () => {
    await expect(readInvoice(encode('<Order xmlns="urn:x"/>'))).rejects.toBeInstanceOf(NotAnEInvoiceError);
    await expect(readInvoice(encode('not xml <'))).rejects.toBeInstanceOf(NotAnEInvoiceError);
    const plainPdf = await (await PDFDocument.create()).save();
    await expect(readInvoice(plainPdf)).rejects.toThrow('carries no e-invoice');
  });
});
