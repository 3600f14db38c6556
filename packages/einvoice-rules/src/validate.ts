import { checkCiiSchema, type SchemaFinding } from './schema';
import { isError, parseForRules, runSchematron, type SvrlFinding } from './schematron';
import type { StylesheetKey } from './rule-files';
import { decodeXml, detectSyntax } from './xml-input';

/** Which rules apply: XRechnung (EN 16931 core + the national rules BR-DE-*) or the EN 16931 core alone. */
export type ValidationProfile = 'xrechnung' | 'en16931';

/** One finding: the rule id (e.g. BR-CO-16; XSD / XML for the schema), where, the rule's text, whose rule. */
export interface RuleFinding {
  rule: string;
  location: string;
  message: string;
  source: 'schema' | 'en16931' | 'xrechnung';
}

/** The verdict: valid when there is no error (flag fatal or error, or a schema error); warnings never count. */
export interface ValidationResult {
  valid: boolean;
  syntax: 'cii' | 'ubl';
  errors: RuleFinding[];
  warnings: RuleFinding[];
}

function fromSchema(finding: SchemaFinding): RuleFinding {
  return {
    rule: finding.kind,
    location: finding.line > 0 ? `line ${finding.line}` : '',
    message: finding.message,
    source: 'schema',
  };
}

function fromSvrl(finding: SvrlFinding, source: RuleFinding['source']): RuleFinding {
  return { rule: finding.id, location: finding.location, message: finding.text, source };
}

/**
 * Checks an e-invoice (CII or UBL, XML) against the official rules, as `validate.sh` does with Java and Saxon-HE:
 * the CII D16B schema (CII only), the EN 16931 rules and, for profile 'xrechnung', the XRechnung rules. Errors are
 * the failed assertions of flag fatal or error (and schema errors); warnings those of flag warning or information.
 * The compiled rules are loaded once per process. Throws NotAnEInvoiceError for anything that is neither.
 */
export async function validateEInvoice(
  xml: string | Uint8Array,
  options: { profile: ValidationProfile },
): Promise<ValidationResult> {
  const bytes = typeof xml === 'string' ? new TextEncoder().encode(xml) : xml;
  const syntax = detectSyntax(bytes);
  const errors: RuleFinding[] = syntax === 'cii' ? checkCiiSchema(bytes).map(fromSchema) : [];
  const warnings: RuleFinding[] = [];
  let document;
  try {
    document = await parseForRules(typeof xml === 'string' ? xml : decodeXml(bytes));
  } catch (error) {
    // validate.sh: Saxon cannot read it either ("stylesheet failed"); xmllint already told why for CII.
    if (errors.length === 0) {
      const message = error instanceof Error ? error.message : String(error);
      errors.push({ rule: 'XML', location: '', message, source: 'schema' });
    }
    return { valid: false, syntax, errors, warnings };
  }
  const runs: [StylesheetKey, RuleFinding['source']][] = [[`en16931-${syntax}`, 'en16931']];
  if (options.profile === 'xrechnung') runs.push([`xrechnung-${syntax}`, 'xrechnung']);
  for (const [key, source] of runs) {
    for (const finding of await runSchematron(key, document)) {
      (isError(finding) ? errors : warnings).push(fromSvrl(finding, source));
    }
  }
  return { valid: errors.length === 0, syntax, errors, warnings };
}
