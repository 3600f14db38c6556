import { validateCalculation } from '@vendoc/calculation/validate-calculation';
import type {
  CatalogPositionDetail,
  CatalogPositionUpdate,
  VariantsView,
} from '@vendoc/contract/service-catalogs';
import {
  calculationToDraft,
  readCalculationDraft,
  ruleIssue,
  type CalculationDraft,
  type DraftIssue,
} from './calculation-draft';
import { toGermanInput } from '../../../../lib/format/decimal-format';
import { readGermanDecimal } from '../../../../lib/format/german-input';
import { OVERRIDE_RULES } from './decimal-rules';
import {
  formulasToDraft,
  parameterToDraft,
  readConfigurationDraft,
  type FormulasDraft,
  type ParameterDraft,
} from './parameter-draft';
import { plainTextToBlocks } from '../../../../lib/format/plain-text';

/** What the position editor edits; numbers are German text, converted on saving. */
export interface PositionFormValues {
  number: string;
  shortText: string;
  unit: string;
  stlbCode: string;
  /** The long text as plain paragraphs while it is being edited; null keeps the saved one untouched. */
  longText: string | null;
  calculation: CalculationDraft;
  /** Whether the unit price is fixed by hand instead of calculated. */
  overrideEnabled: boolean;
  priceOverride: string;
  /** Parameters of a configurable position (width and height in mm, say) and the formulas using them. */
  parameters: ParameterDraft[];
  formulas: FormulasDraft;
}

/** The PATCH body without the version (the save adds the version it started from). */
export type PositionChanges = Omit<CatalogPositionUpdate, 'version'>;

/** The contract's text limits (the form stops typing there; these catch pasted text). */
export const TEXT_LIMITS = { number: 30, shortText: 500, unit: 10, stlbCode: 60 } as const;

export function positionFormValues(position: CatalogPositionDetail): PositionFormValues {
  return {
    number: position.number,
    shortText: position.shortText,
    unit: position.unit,
    stlbCode: position.stlbCode ?? '',
    longText: null,
    calculation: calculationToDraft(position.calculation),
    overrideEnabled: position.priceOverride !== null,
    priceOverride: toGermanInput(position.priceOverride, 2),
    parameters: position.parameters.map(parameterToDraft),
    formulas: formulasToDraft(position.formulas),
  };
}

function checkText(
  value: string,
  path: keyof typeof TEXT_LIMITS,
  required: boolean,
  issues: DraftIssue[],
): string {
  const trimmed = value.trim();
  if (required && trimmed === '') issues.push({ path, problem: 'required' });
  else if (trimmed.length > TEXT_LIMITS[path])
    issues.push({ path, problem: 'tooLong', max: TEXT_LIMITS[path] });
  return trimmed;
}

/**
 * The editor's values as a PATCH body, with every problem that keeps them from being saved (paths as the form
 * names its fields, which are the server's paths too, so the server's 400 lands at the same fields). The long
 * text is only sent when its plain text differs from `savedLongText` (the saved one as plain text): opening the
 * editor must not drop the formatting of a text nobody changed. `variants` are the saved ones (edited elsewhere):
 * formulas may name the components their options bring in.
 */
export function readPositionForm(
  values: PositionFormValues,
  savedLongText: string,
  variants: VariantsView,
): { changes: PositionChanges; issues: DraftIssue[] } {
  const issues: DraftIssue[] = [];
  const number = checkText(values.number, 'number', true, issues);
  const shortText = checkText(values.shortText, 'shortText', true, issues);
  const unit = checkText(values.unit, 'unit', true, issues);
  const stlbCode = checkText(values.stlbCode, 'stlbCode', false, issues);

  const calculation = readCalculationDraft(values.calculation);
  issues.push(...calculation.issues.map((issue) => ({ ...issue, path: `calculation.${issue.path}` })));
  if (calculation.issues.length === 0) {
    // Rules beyond single fields (markup below -100 %, repeated ids): the server checks the same.
    issues.push(
      ...validateCalculation(calculation.value).map((problem) => ruleIssue(problem, 'calculation')),
    );
  }

  let priceOverride: string | null = null;
  if (values.overrideEnabled) {
    const reading = readGermanDecimal(values.priceOverride, OVERRIDE_RULES);
    if (!reading.ok) {
      issues.push({ path: 'priceOverride', problem: reading.problem, scale: OVERRIDE_RULES.scale });
    } else if (reading.value === null) issues.push({ path: 'priceOverride', problem: 'required' });
    else priceOverride = reading.value;
  }

  const configuration = readConfigurationDraft(
    values.parameters,
    values.formulas,
    calculation.value,
    variants,
  );
  issues.push(...configuration.issues);

  const changes: PositionChanges = {
    number,
    shortText,
    unit,
    stlbCode: stlbCode === '' ? null : stlbCode,
    calculation: calculation.value,
    priceOverride,
    parameters: configuration.parameters,
    formulas: configuration.formulas,
    ...(values.longText === null || values.longText === savedLongText
      ? {}
      : { longText: plainTextToBlocks(values.longText) }),
  };
  return { changes, issues };
}
