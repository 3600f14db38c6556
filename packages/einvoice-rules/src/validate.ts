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

/** One independent part of a check: the CII schema, the EN 16931 rules or the XRechnung rules. */
export type RuleStage = 'schema' | 'en16931' | 'xrechnung';

/** What one stage found; `unreadable` is Saxon's parse error when it cannot read the XML (a rule stage). */
export interface StageOutcome {
  stage: RuleStage;
  errors: RuleFinding[];
  warnings: RuleFinding[];
  unreadable?: string;
}

/** The stages a check runs, in the order their findings are listed: the schema for CII, EN 16931, XRechnung. */
export function stagesOf(syntax: 'cii' | 'ubl', profile: ValidationProfile): RuleStage[] {
  const stages: RuleStage[] = syntax === 'cii' ? ['schema', 'en16931'] : ['en16931'];
  if (profile === 'xrechnung') stages.push('xrechnung');
  return stages;
}

/**
 * Runs some stages of a check on one invoice, in this thread; the rule stages share one parse of the XML. The
 * stages are independent of each other, so they may run in different threads (rules-pool.ts).
 */
export async function runStages(
  stages: RuleStage[],
  xml: string | Uint8Array,
  syntax: 'cii' | 'ubl',
): Promise<StageOutcome[]> {
  const outcomes: StageOutcome[] = [];
  if (stages.includes('schema')) {
    const bytes = typeof xml === 'string' ? new TextEncoder().encode(xml) : xml;
    outcomes.push({ stage: 'schema', errors: checkCiiSchema(bytes).map(fromSchema), warnings: [] });
  }
  const ruleStages = stages.filter((stage) => stage !== 'schema');
  if (ruleStages.length === 0) return outcomes;
  let document;
  try {
    document = await parseForRules(typeof xml === 'string' ? xml : decodeXml(xml));
  } catch (error) {
    const unreadable = error instanceof Error ? error.message : String(error);
    return [...outcomes, ...ruleStages.map((stage) => ({ stage, errors: [], warnings: [], unreadable }))];
  }
  for (const stage of ruleStages) {
    const outcome: StageOutcome = { stage, errors: [], warnings: [] };
    for (const finding of await runSchematron(`${stage}-${syntax}` as StylesheetKey, document)) {
      (isError(finding) ? outcome.errors : outcome.warnings).push(fromSvrl(finding, stage));
    }
    outcomes.push(outcome);
  }
  return outcomes;
}

/** The verdict of a check from the outcomes of its stages (in any order). */
export function combineStages(syntax: 'cii' | 'ubl', outcomes: StageOutcome[]): ValidationResult {
  const ordered = (['schema', 'en16931', 'xrechnung'] as const).flatMap((stage) =>
    outcomes.filter((outcome) => outcome.stage === stage),
  );
  const errors = ordered.filter((outcome) => outcome.stage === 'schema').flatMap((outcome) => outcome.errors);
  const unreadable = ordered.find((outcome) => outcome.unreadable !== undefined)?.unreadable;
  if (unreadable !== undefined) {
    // validate.sh: Saxon cannot read it either ("stylesheet failed"); xmllint already told why for CII.
    if (errors.length === 0)
      errors.push({ rule: 'XML', location: '', message: unreadable, source: 'schema' });
    return { valid: false, syntax, errors, warnings: [] };
  }
  const rules = ordered.filter((outcome) => outcome.stage !== 'schema');
  errors.push(...rules.flatMap((outcome) => outcome.errors));
  const warnings = rules.flatMap((outcome) => outcome.warnings);
  return { valid: errors.length === 0, syntax, errors, warnings };
}

/**
 * Checks an e-invoice (CII or UBL, XML) against the official rules, as `validate.sh` does with Java and Saxon-HE:
 * the CII D16B schema (CII only), the EN 16931 rules and, for profile 'xrechnung', the XRechnung rules. Errors are
 * the failed assertions of flag fatal or error (and schema errors); warnings those of flag warning or information.
 * The compiled rules are loaded once per process. Throws NotAnEInvoiceError for anything that is neither. It runs
 * in this thread (seconds for a large invoice); a server uses `createRulesPool` (rules-pool.ts) instead.
 */
export async function validateEInvoice(
  xml: string | Uint8Array,
  options: { profile: ValidationProfile },
): Promise<ValidationResult> {
  // the syntax is in the first 4,000 bytes: encoding as many characters is enough
  const syntax = detectSyntax(typeof xml === 'string' ? new TextEncoder().encode(xml.slice(0, 4000)) : xml);
  return combineStages(syntax, await runStages(stagesOf(syntax, options.profile), xml, syntax));
}

// The smallest documents of each syntax: every rule runs on them (and finds them wanting), which is all warming needs.
const emptyInvoices = {
  cii: '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
  ubl: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
} as const;

/**
 * Loads the compiled rules and the CII schema into this thread and runs each once on an empty invoice, so that the
 * first real check does not wait for them (seconds: SaxonJS prepares a stylesheet on its first run).
 */
export async function warmRules(): Promise<void> {
  for (const syntax of ['cii', 'ubl'] as const) {
    await runStages(stagesOf(syntax, 'xrechnung'), emptyInvoices[syntax], syntax);
  }
}
