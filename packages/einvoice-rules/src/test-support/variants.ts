import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testdataDir } from './validate-sh';

/** An official sample (../shared/testdata/einvoice/samples) as text. */
export function sample(name: string): string {
  return readFileSync(join(testdataDir, 'samples', name), 'utf8');
}

/** The sample with each [search, replacement] applied once; throws when one does not apply (no silent no-op). */
export function variant(name: string, edits: [string | RegExp, string][]): string {
  let xml = sample(name);
  for (const [search, replacement] of edits) {
    const edited = xml.replace(search, replacement);
    if (edited === xml) throw new Error(`${name}: ${String(search)} not found`);
    xml = edited;
  }
  return xml;
}

const ciiSample = '01.01a-INVOICE_uncefact.xml';
const ublSample = '01.01a-INVOICE_ubl.xml';

/** Broken invoices, each with the error rule ids the official rules report (validate.sh, checked in the test). */
export const brokenInvoices = {
  'CII, wrong type code and amount due': {
    xml: variant(ciiSample, [
      ['<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>999</ram:TypeCode>'],
      ['<ram:DuePayableAmount>336.9<', '<ram:DuePayableAmount>300.00<'],
    ]),
    rules: { xrechnung: ['BR-CL-01', 'BR-CO-16'], en16931: ['BR-CL-01', 'BR-CO-16'] },
  },
  'UBL, wrong type code and amount due': {
    xml: variant(ublSample, [
      ['<cbc:InvoiceTypeCode>380<', '<cbc:InvoiceTypeCode>999<'],
      ['<cbc:PayableAmount currencyID="EUR">336.9<', '<cbc:PayableAmount currencyID="EUR">300.00<'],
    ]),
    rules: { xrechnung: ['BR-CL-01', 'BR-CO-16'], en16931: ['BR-CL-01', 'BR-CO-16'] },
  },
  'CII, unknown element (schema) and no buyer reference': {
    xml: variant(ciiSample, [
      ['<rsm:ExchangedDocument>', '<rsm:ExchangedDocument><ram:Unknown>x</ram:Unknown>'],
      [/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, ''],
    ]),
    rules: { xrechnung: ['BR-DE-15', 'XSD'], en16931: ['XSD'] },
  },
  'UBL, no buyer reference (XRechnung only)': {
    xml: variant(ublSample, [[/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '']]),
    rules: { xrechnung: ['BR-DE-15'], en16931: [] },
  },
} satisfies Record<string, { xml: string; rules: { xrechnung: string[]; en16931: string[] } }>;
