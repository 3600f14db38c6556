/** Thrown when the input is neither a CII invoice nor a UBL invoice or credit note. */
export class NotAnEInvoiceError extends Error {
  constructor() {
    super(
      'Die Datei ist keine E-Rechnung: erwartet wird XML im Format CII (CrossIndustryInvoice) oder UBL (Invoice, CreditNote).',
    );
    this.name = 'NotAnEInvoiceError';
  }
}

/**
 * CII or UBL, decided as validate.sh does: by the first root-like element name in the first 4,000 bytes. Throws
 * NotAnEInvoiceError when there is none.
 */
export function detectSyntax(bytes: Uint8Array): 'cii' | 'ubl' {
  const head = Buffer.from(bytes.subarray(0, 4000)).toString('latin1').replace(/\n/g, ' ');
  const root = /<([A-Za-z0-9_]+:)?(CrossIndustryInvoice|Invoice|CreditNote)[ >]/.exec(head);
  if (root === null) throw new NotAnEInvoiceError();
  return root[2] === 'CrossIndustryInvoice' ? 'cii' : 'ubl';
}

/** The text of XML bytes in the encoding their XML declaration names (UTF-8 when none or unknown). */
export function decodeXml(bytes: Uint8Array): string {
  const declared = /^(?:\xEF\xBB\xBF)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    Buffer.from(bytes.subarray(0, 200)).toString('latin1'),
  );
  try {
    return new TextDecoder(declared?.[1] ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
