import {
  validateParameters,
  type ParameterFormulas,
  type PositionParameter,
} from '@vendoc/calculation/configuration';
import type { Calculation, Variants } from '@vendoc/calculation/types';
import type { ParameterFormulasView, PositionParameterView } from '@vendoc/contract/service-catalogs';
import { toGermanInput } from '../../../../lib/format/decimal-format';
import { readGermanDecimal } from '../../../../lib/format/german-input';
import { ruleIssue, type DraftIssue, type DraftReading } from './calculation-draft';
import { PARAMETER_RULES } from './decimal-rules';

/**
 * The parameters of a configurable position as the editor edits them: every field as typed, numbers in German
 * notation. The field names are the contract's, so `parameters.1.max` names the same field in the form, in the
 * shared validation and in the server's 400.
 */
export interface ParameterDraft {
  /** The name in the formulas ("Breite"). */
  name: string;
  /** What the user reads when configuring ("Breite"). */
  label: string;
  unit: string;
  min: string;
  max: string;
  /** Empty: any value between minimum and maximum. */
  step: string;
  defaultValue: string;
}

/** The formulas as typed; an empty text is no formula. */
export interface FormulasDraft {
  /** The item's quantity ("Mengenformel"). */
  quantity: string;
  /**
   * A component's quantity (or a labour component's minutes) by component id; undefined for a line whose formula
   * field was shown but never filled.
   */
  components: Record<string, string | undefined>;
}

/** The contract's text limits of parameters and formulas. */
export const PARAMETER_TEXT_LIMITS = { name: 40, label: 100, unit: 10, formula: 2000 } as const;

type TextField = 'name' | 'label' | 'unit';
type FigureField = 'min' | 'max' | 'defaultValue';

export function newParameterDraft(): ParameterDraft {
  return { name: '', label: '', unit: '', min: '', max: '', step: '', defaultValue: '' };
}

/** A saved parameter as a draft row. */
export function parameterToDraft(parameter: PositionParameterView): ParameterDraft {
  return {
    name: parameter.name,
    label: parameter.label,
    unit: parameter.unit,
    min: toGermanInput(parameter.min),
    max: toGermanInput(parameter.max),
    step: toGermanInput(parameter.step),
    defaultValue: toGermanInput(parameter.defaultValue),
  };
}

/** Saved formulas as a draft. */
export function formulasToDraft(formulas: ParameterFormulasView): FormulasDraft {
  return { quantity: formulas.quantity ?? '', components: { ...formulas.components } };
}

function readText(draft: ParameterDraft, field: TextField, path: string, issues: DraftIssue[]): string {
  const trimmed = draft[field].trim();
  if (field !== 'unit' && trimmed === '') issues.push({ path: `${path}.${field}`, problem: 'required' });
  else if (trimmed.length > PARAMETER_TEXT_LIMITS[field])
    issues.push({ path: `${path}.${field}`, problem: 'tooLong', max: PARAMETER_TEXT_LIMITS[field] });
  return trimmed;
}

/**
 * A figure as a wire decimal. A bad or missing one gets its issue and stays as typed: the shared validation then
 * skips the checks that need it (its own "keine Zahl" comes second, so the field shows the first).
 */
function readFigure(text: string, path: string, required: boolean, issues: DraftIssue[]): string | null {
  const reading = readGermanDecimal(text, PARAMETER_RULES);
  if (!reading.ok) {
    issues.push({ path, problem: reading.problem, scale: PARAMETER_RULES.scale });
    return text;
  }
  if (reading.value === null && required) {
    issues.push({ path, problem: 'required' });
    return text;
  }
  return reading.value;
}

/** Draft rows as the contract's parameters, with the problems of single fields (missing, not a number, too long). */
export function readParameterDrafts(drafts: readonly ParameterDraft[]): DraftReading<PositionParameter[]> {
  const issues: DraftIssue[] = [];
  const parameters = drafts.map((draft, index): PositionParameter => {
    const path = `parameters.${index}`;
    const figure = (field: FigureField) => readFigure(draft[field], `${path}.${field}`, true, issues) ?? '';
    return {
      name: readText(draft, 'name', path, issues),
      label: readText(draft, 'label', path, issues),
      unit: readText(draft, 'unit', path, issues),
      min: figure('min'),
      max: figure('max'),
      step: readFigure(draft.step, `${path}.step`, false, issues),
      defaultValue: figure('defaultValue'),
    };
  });
  return { value: parameters, issues };
}

function readFormula(text: string | undefined, path: string, issues: DraftIssue[]): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed.length > PARAMETER_TEXT_LIMITS.formula)
    issues.push({ path, problem: 'tooLong', max: PARAMETER_TEXT_LIMITS.formula });
  return trimmed === '' ? null : trimmed;
}

/** The formulas as the contract's; empty ones are left out. */
export function readFormulasDraft(draft: FormulasDraft): DraftReading<ParameterFormulas> {
  const issues: DraftIssue[] = [];
  const components: Record<string, string> = {};
  for (const [id, text] of Object.entries(draft.components)) {
    const formula = readFormula(text, `formulas.components.${id}`, issues);
    if (formula !== null) components[id] = formula;
  }
  return {
    value: { quantity: readFormula(draft.quantity, 'formulas.quantity', issues), components },
    issues,
  };
}

/**
 * Parameters and formulas of the editor as the PATCH sends them, with every problem: the fields' own, then the
 * rules the server checks with the same validateParameters (names, min ≤ max, step, default within the limits,
 * formulas naming only parameters), with its German messages at the same paths. The formula of a component
 * that is no longer there (neither in the calculation nor brought in by an option: its line was removed) is
 * dropped, not refused.
 */
export function readConfigurationDraft(
  parameters: readonly ParameterDraft[],
  formulas: FormulasDraft,
  calculation: Calculation,
  variants: Variants,
): { parameters: PositionParameter[]; formulas: ParameterFormulas; issues: DraftIssue[] } {
  const readParameters = readParameterDrafts(parameters);
  const readFormulas = readFormulasDraft(formulas);
  const rules = validateParameters(readParameters.value, readFormulas.value, calculation, variants);
  const removed = new Set(
    rules.filter((problem) => problem.code === 'unknownComponent').map((problem) => problem.path),
  );
  const components = Object.fromEntries(
    Object.entries(readFormulas.value.components).filter(([id]) => !removed.has(`formulas.components.${id}`)),
  );
  return {
    parameters: readParameters.value,
    formulas: { ...readFormulas.value, components },
    issues: [
      ...readParameters.issues,
      ...readFormulas.issues.filter((issue) => !removed.has(issue.path)),
      ...rules.filter((problem) => !removed.has(problem.path)).map((problem) => ruleIssue(problem)),
    ],
  };
}
