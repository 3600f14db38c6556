import { InvoiceService, type Logger } from '@e-invoice-eu/core';
import { attachFacturX } from './factur-x-pdf';
import type { InvoiceModel } from './model';
import { computeTotals } from './totals';
import { precedingInvoices, toUblJson } from './ubl-json';

/**
 * Writers of the e-invoice syntaxes. Each computes and checks the totals first (EInvoiceModelError naming the
 * field), then lets @e-invoice-eu/core render the XML (docs/decisions/0019-e-invoice-library.md).
 */

/** The library reports through a logger; its messages are warnings about the input, collected by the caller. */
const silentLogger: Logger = { log: () => {}, warn: () => {}, error: () => {} };

async function render(model: InvoiceModel, format: string): Promise<string> {
  const service = new InvoiceService(silentLogger);
  const output = await service.generate(toUblJson(model, computeTotals(model)), {
    format,
    lang: 'de-de',
    noWarnings: true,
  });
  if (typeof output !== 'string') throw new Error(`format ${format} did not render XML`);
  return format === 'XRECHNUNG-UBL'
    ? output
    : withPrecedingInvoices(withHeaderTradeDelivery(withoutLineAllowanceCurrency(output)), model);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * BG-3 in CII: the library maps `cac:BillingReference` to CII without its `cac:InvoiceDocumentReference` level and so
 * drops every preceding invoice; it is written here, after the monetary summation as the CII schema orders it. CII
 * (D16B) holds one: the corrected invoice, or else the first deducted one (UBL carries all; the note lists all).
 */
export function withPrecedingInvoices(cii: string, model: InvoiceModel): string {
  const references = precedingInvoices(model).slice(0, 1);
  if (references.length === 0 || cii.includes('<ram:InvoiceReferencedDocument>')) return cii;
  const elements = references.map(
    (reference) =>
      `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escapeXml(reference.number)}</ram:IssuerAssignedID>` +
      `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${reference.issueDate.replaceAll('-', '')}` +
      `</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`,
  );
  const end = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  return cii.replace(end, `${end}${elements.join('')}`);
}

/**
 * The CII schema requires ApplicableHeaderTradeDelivery even when empty; the library leaves it out when the invoice
 * has neither a delivery date nor a deliver-to address (a performance period goes to the settlement).
 */
export function withHeaderTradeDelivery(cii: string): string {
  if (cii.includes('<ram:ApplicableHeaderTradeDelivery')) return cii;
  return cii.replace(
    /(\s*)<ram:ApplicableHeaderTradeSettlement>/,
    '$1<ram:ApplicableHeaderTradeDelivery/>$1<ram:ApplicableHeaderTradeSettlement>',
  );
}

/**
 * CII amounts below the header carry no currency (CII-DT-031); the library writes `currencyID` on the amounts of a
 * line allowance (item discount). Taken off inside the lines' allowances only.
 */
export function withoutLineAllowanceCurrency(cii: string): string {
  return cii.replace(
    /<ram:SpecifiedLineTradeSettlement>[\s\S]*?<\/ram:SpecifiedLineTradeSettlement>/g,
    (settlement) => settlement.replace(/(<ram:(?:BasisAmount|ActualAmount)) currencyID="[A-Z]{3}"/g, '$1'),
  );
}

/** XRechnung 3.0 in UN/CEFACT CII syntax (for public clients; buyer reference = Leitweg-ID). */
export function toXRechnungCii(model: InvoiceModel): Promise<string> {
  return render(model, 'XRECHNUNG-CII');
}

/** XRechnung 3.0 in OASIS UBL 2.1 syntax (Invoice, or CreditNote for type 381). */
export function toXRechnungUbl(model: InvoiceModel): Promise<string> {
  return render(model, 'XRECHNUNG-UBL');
}

/** The `factur-x.xml` of a ZUGFeRD / Factur-X invoice, profile EN 16931 (CII, guideline urn:cen.eu:en16931:2017). */
export function toFacturXCii(model: InvoiceModel): Promise<string> {
  return render(model, 'CII');
}

/** ZUGFeRD / Factur-X EN 16931: the invoice's PDF/A-3 (from `packages/pdf`) with `toFacturXCii` embedded. */
export async function toFacturXPdf(model: InvoiceModel, pdf: Uint8Array): Promise<Uint8Array> {
  return attachFacturX(pdf, await toFacturXCii(model));
}
