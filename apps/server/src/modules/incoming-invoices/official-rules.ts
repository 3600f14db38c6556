import { validateEInvoice } from '@vendoc/einvoice-rules/validate';
import type { EInvoiceChecker } from './incoming-invoices.service';

/**
 * The official rules of EN 16931 and XRechnung, run without Java (docs/decisions/0021): the product's own copy of
 * the KoSIT / CEN rule files, compiled for SaxonJS, and the CII schema with libxml2 (WebAssembly).
 */
export const officialRules: EInvoiceChecker = async (xml, profile) => {
  const result = await validateEInvoice(xml, { profile });
  return { valid: result.valid, errors: result.errors, warnings: result.warnings };
};
