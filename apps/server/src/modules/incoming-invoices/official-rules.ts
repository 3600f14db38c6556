import type { OfficialRules } from '../../lib/official-rules';
import type { EInvoiceChecker } from './incoming-invoices.service';

/**
 * The official rules of EN 16931 and XRechnung, run without Java (docs/decisions/0021): the product's own copy of
 * the KoSIT / CEN rule files, compiled for SaxonJS, and the CII schema with libxml2 (WebAssembly), in the app's
 * worker threads.
 */
export function officialRulesChecker(rules: OfficialRules): EInvoiceChecker {
  return async (xml, profile) => {
    const result = await rules.check(xml, profile);
    return { valid: result.valid, errors: result.errors, warnings: result.warnings };
  };
}
