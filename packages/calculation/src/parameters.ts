/**
 * Parameters of configurable positions and their formulas: what a catalog position defines (names, limits, steps,
 * defaults, the quantity and component formulas) and the checks of it, used by configure (configuration.ts).
 */

import { formatGerman, tryParseDecimal, type Decimal, type DecimalValue } from '@vendoc/money/decimal';
import { NAME_PATTERN, RESERVED_NAMES, parseExpression } from '@vendoc/quantity-survey/expression';
import { compileExpression, type CompiledExpression } from '@vendoc/quantity-survey/evaluate';
import { problem, type ValidationProblem } from './problems';
import type { Calculation, Variants } from './types';

/** A parameter of a configurable position; figures are wire decimals in the parameter's unit. */
export interface PositionParameter {
  /** The name the formulas use: a letter, then letters, digits and "_" ("breite"). */
  name: string;
  /** What the user reads ("Breite"). */
  label: string;
  /** "mm", "m", "Stk" … (shown beside the field and in the text). */
  unit: string;
  min: string;
  max: string;
  /** Allowed values are min, min + step, min + 2 step …; null: any value between min and max. */
  step: string | null;
  defaultValue: string;
}

/** The formulas of a configurable position, in its parameters' names. */
export interface ParameterFormulas {
  /** The item's quantity in the position's unit ("breite * hoehe / 1000000" for m²); null: 1 per configuration. */
  quantity: string | null;
  /**
   * Quantities per unit of the position of components of the calculation or of an option's replacement components,
   * by component id: the article's or piece's quantity, a labour component's minutes.
   */
  components: Record<string, string>;
}

/** Decimal places a parameter's figures are shown with (the most any of min, max, step and default has). */
function placesOf(parameter: PositionParameter): number {
  const figures = [parameter.min, parameter.max, parameter.step ?? '0', parameter.defaultValue];
  return Math.max(0, ...figures.map((figure) => tryParseDecimal(figure)?.decimalPlaces() ?? 0));
}

export const shown = (parameter: PositionParameter, value: DecimalValue) =>
  `${formatGerman(value, placesOf(parameter))} ${parameter.unit}`.trim();

/** Every component id a formula may name: the calculation's and those options bring in. */
function componentIds(calculation: Calculation, variants: Variants): Set<string> {
  const ids = new Set(calculation.components.map((component) => component.id));
  for (const group of variants.groups)
    for (const option of group.options)
      if (option.effect.kind === 'replaceComponents')
        for (const component of option.effect.components) ids.add(component.id);
  return ids;
}

/** Parses a formula and checks that it names only parameters; the problem at `path` otherwise. */
export function compileFormula(
  text: string,
  path: string,
  names: ReadonlySet<string>,
): { ok: true; compiled: CompiledExpression } | { ok: false; problem: ValidationProblem } {
  const parsed = parseExpression(text);
  if (!parsed.ok)
    return { ok: false, problem: problem(path, 'formula', `Formel „${text}“: ${parsed.error.message}`) };
  const compiled = compileExpression(parsed.ast);
  for (const reference of compiled.references) {
    if (reference.kind === 'address')
      return {
        ok: false,
        problem: problem(
          path,
          'formula',
          `Formel „${text}“: Zeilenadressen gibt es hier nicht (${reference.address})`,
        ),
      };
    if (!names.has(reference.name))
      return {
        ok: false,
        problem: problem(
          path,
          'unknownParameter',
          `Formel „${text}“: den Parameter „${reference.name}“ gibt es nicht`,
          {
            name: reference.name,
          },
        ),
      };
  }
  return { ok: true, compiled };
}

/**
 * Checks a position's parameters and formulas: names usable in formulas and unique, labels given, min ≤ max, step
 * positive, the default within the limits and on a step, formulas that parse and name only parameters and components
 * that exist. An empty list means the position can be configured.
 */
export function validateParameters(
  parameters: readonly PositionParameter[],
  formulas: ParameterFormulas,
  calculation: Calculation,
  variants: Variants,
): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const names = new Set<string>();
  parameters.forEach((parameter, index) => {
    const path = `parameters.${index}`;
    if (!NAME_PATTERN.test(parameter.name) || RESERVED_NAMES.includes(parameter.name))
      problems.push(
        problem(
          `${path}.name`,
          'parameterName',
          `„${parameter.name}“ ist kein Parametername: ein Buchstabe, dann Buchstaben, Ziffern oder „_“ (nicht sqrt, abs, pi)`,
        ),
      );
    else if (names.has(parameter.name))
      problems.push(
        problem(`${path}.name`, 'duplicateParameter', `Den Parameter „${parameter.name}“ gibt es zweimal`),
      );
    names.add(parameter.name);
    if (parameter.label.trim() === '')
      problems.push(problem(`${path}.label`, 'parameterLabel', 'Der Parameter braucht eine Bezeichnung'));
    const figures: Record<'min' | 'max' | 'defaultValue', Decimal | null> = {
      min: tryParseDecimal(parameter.min),
      max: tryParseDecimal(parameter.max),
      defaultValue: tryParseDecimal(parameter.defaultValue),
    };
    for (const key of ['min', 'max', 'defaultValue'] as const)
      if (figures[key] === null)
        problems.push(problem(`${path}.${key}`, 'notDecimal', `„${parameter[key]}“ ist keine Zahl`));
    const step = parameter.step === null ? null : tryParseDecimal(parameter.step);
    const stepUsable = step === null || step.greaterThan(0);
    if (parameter.step !== null && (step === null || !stepUsable))
      problems.push(
        problem(`${path}.step`, 'parameterStep', 'Die Schrittweite muss eine Zahl größer als 0 sein'),
      );
    const { min, max, defaultValue } = figures;
    if (min === null || max === null) return;
    if (min.greaterThan(max)) {
      problems.push(
        problem(`${path}.max`, 'parameterRange', 'Das Maximum darf nicht kleiner als das Minimum sein'),
      );
      return;
    }
    if (defaultValue === null) return;
    // A step that is no positive number is reported above; the default is then checked against the limits alone.
    const valueProblem = valueProblemOf(parameter, defaultValue, min, max, stepUsable ? step : null);
    if (valueProblem !== null)
      problems.push(problem(`${path}.defaultValue`, 'parameterDefault', `Vorgabe: ${valueProblem}`));
  });
  if (formulas.quantity !== null) {
    const compiled = compileFormula(formulas.quantity, 'formulas.quantity', names);
    if (!compiled.ok) problems.push(compiled.problem);
  }
  const ids = componentIds(calculation, variants);
  for (const [componentId, text] of Object.entries(formulas.components)) {
    const path = `formulas.components.${componentId}`;
    if (!ids.has(componentId)) {
      problems.push(
        problem(path, 'unknownComponent', `Den Kalkulationsbestandteil „${componentId}“ gibt es nicht`),
      );
      continue;
    }
    const compiled = compileFormula(text, path, names);
    if (!compiled.ok) problems.push(compiled.problem);
  }
  return problems;
}

/** Why a value is not allowed for the parameter (German, for the field), or null. */
export function valueProblemOf(
  parameter: PositionParameter,
  value: Decimal,
  min: Decimal,
  max: Decimal,
  step: Decimal | null,
): string | null {
  if (value.lessThan(min) || value.greaterThan(max))
    return `${parameter.label} muss zwischen ${shown(parameter, min)} und ${shown(parameter, max)} liegen`;
  if (step !== null && !value.minus(min).mod(step).isZero())
    return `${parameter.label} geht in Schritten von ${shown(parameter, step)} (ab ${shown(parameter, min)})`;
  return null;
}
