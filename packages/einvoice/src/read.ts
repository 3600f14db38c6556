import { embeddedInvoiceXml } from './factur-x-pdf';
import { readCii } from './read-cii';
import { NotAnEInvoiceError, one, parseXml, type ReadInvoice } from './read-model';
import { readUbl } from './read-ubl';

export { NotAnEInvoiceError, type ReadInvoice } from './read-model';

const PDF_MAGIC = '%PDF-';

/**
 * Reads an incoming e-invoice: XRechnung / EN 16931 in CII or UBL (Invoice or CreditNote), or a ZUGFeRD / Factur-X
 * PDF (the embedded XML). Throws NotAnEInvoiceError for anything else. It reads, it does not judge: checking the
 * rules is the validator's job.
 */
export async function readInvoice(bytes: Uint8Array): Promise<ReadInvoice> {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  if (head.startsWith(PDF_MAGIC)) {
    const xml = await embeddedInvoiceXml(bytes).catch(() => null);
    if (xml === null)
      throw new NotAnEInvoiceError('the PDF carries no e-invoice (factur-x.xml / xrechnung.xml)');
    return readInvoiceXml(xml);
  }
  return readInvoiceXml(new TextDecoder().decode(bytes));
}

/** Reads CII or UBL XML text. */
export function readInvoiceXml(xml: string): ReadInvoice {
  let parsed;
  try {
    parsed = parseXml(xml);
  } catch (error) {
    throw new NotAnEInvoiceError(`not well-formed XML: ${(error as Error).message}`);
  }
  const cii = one(parsed, 'CrossIndustryInvoice');
  if (cii !== undefined) return readCii(cii);
  const invoice = one(parsed, 'Invoice');
  if (invoice !== undefined) return readUbl(invoice, false);
  const creditNote = one(parsed, 'CreditNote');
  if (creditNote !== undefined) return readUbl(creditNote, true);
  throw new NotAnEInvoiceError('neither a CII CrossIndustryInvoice nor a UBL Invoice / CreditNote');
}
