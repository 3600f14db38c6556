/**
 * Configurations of catalog positions (issue 16): a position with parameters (width and height of a window in mm,
 * say) whose quantity and component quantities are formulas of them. A configuration chooses variant options and
 * fills the parameters; `configure` checks both and returns the generated text, the unit price (priceWithOptions,
 * so the same arithmetic as every other price) and the quantity, or every problem at its field.
 *
 * The formulas are those of the quantity survey (formula 91 of REB 23.003: + - * /, brackets, sqrt, abs, pi and
 * names), evaluated exactly with decimals; a name is a parameter, an address is refused. Component quantities are
 * rounded to 4 places (as the catalog holds them), the item's quantity to 3 places as a BoQ holds it.
 */

import { decimal, roundTo, toCanonical, toFixed, tryParseDecimal, type Decimal } from '@vendoc/money/decimal';
import { MONEY_PLACES } from '@vendoc/money/amounts';
import { FormulaFailure, formulaError } from '@vendoc/quantity-survey/expression';
import type { CompiledExpression } from '@vendoc/quantity-survey/evaluate';
import {
  compileFormula,
  shown,
  validateParameters,
  valueProblemOf,
  type ParameterFormulas,
  type PositionParameter,
} from './parameters';
import { priceWithOptions, type OptionsPrice } from './price-with-options';
import { problem, type ValidationProblem } from './problems';
import { resolveSelection } from './selection';
import type { Calculation, CalculationComponent, PriceInputs, Variants } from './types';

export { validateParameters, type ParameterFormulas, type PositionParameter } from './parameters';

/** A catalog position as a configuration needs it. */
export interface ConfigurablePosition {
  shortText: string;
  longText: string;
  unit: string;
  calculation: Calculation;
  variants: Variants;
  /** A fixed base price (replaces the calculated net, as in priceWithOptions). */
  priceOverride: string | null;
  parameters: readonly PositionParameter[];
  formulas: ParameterFormulas;
}

/** What a configuration chooses: variant options and parameter values (a missing value takes the default). */
export interface ConfigurationChoice {
  optionIds: readonly string[];
  values: Readonly<Record<string, string>>;
}

/** A configured position: the values used, the generated texts, quantity and prices (wire decimals). */
export interface ConfiguredPosition {
  values: Record<string, string>;
  shortText: string;
  /** The position's long text, then the chosen options' text additions, then one line per parameter. */
  longText: string;
  unit: string;
  /** The item's quantity, 3 places. */
  quantity: string;
  /** The unit price, cents. */
  unitPrice: string;
  /** quantity × unit price, cents. */
  total: string;
  price: OptionsPrice;
}

export type ConfigurationResult =
  { ok: true; configured: ConfiguredPosition } | { ok: false; errors: ValidationProblem[] };

const COMPONENT_PLACES = 4;
const QUANTITY_PLACES = 3;

/** Evaluates a checked formula with the parameters' values; throws FormulaFailure (division by zero, …). */
function evaluate(compiled: CompiledExpression, values: ReadonlyMap<string, Decimal>): Decimal {
  return compiled.evaluate({
    variable: (node) => {
      const value = values.get(node.name);
      if (value === undefined)
        throw new FormulaFailure(formulaError(`Unbekannt: ${node.name}`, node.start, node.end));
      return value;
    },
    address: (node) => {
      throw new FormulaFailure(formulaError('Zeilenadressen gibt es hier nicht', node.start, node.end));
    },
  });
}

/** A component with the quantity (or minutes) its formula gives. */
function withQuantity(component: CalculationComponent, quantity: string): CalculationComponent {
  return component.kind === 'labour' ? { ...component, minutes: quantity } : { ...component, quantity };
}

/**
 * Configures a position: checks the values (numbers within the limits and on a step; unknown names refused) and the
 * options (unknown, two of a group, excluded pairs), evaluates the formulas and prices the result. Problems are
 * located as the API's errors are: `values.<name>`, `optionIds.<n>`, `formulas.…`. The position's own parameters and
 * formulas must be valid (validateParameters); a position that is not is reported, never priced.
 */
export function configure(
  position: ConfigurablePosition,
  choice: ConfigurationChoice,
  inputs: PriceInputs,
): ConfigurationResult {
  const definitionProblems = validateParameters(
    position.parameters,
    position.formulas,
    position.calculation,
    position.variants,
  );
  if (definitionProblems.length > 0) return { ok: false, errors: definitionProblems };

  const errors: ValidationProblem[] = [];
  const known = new Set(position.parameters.map((parameter) => parameter.name));
  for (const name of Object.keys(choice.values))
    if (!known.has(name))
      errors.push(
        problem(`values.${name}`, 'unknownParameter', `Den Parameter „${name}“ gibt es nicht`, { name }),
      );

  const values = new Map<string, Decimal>();
  for (const parameter of position.parameters) {
    const path = `values.${parameter.name}`;
    const text = Object.hasOwn(choice.values, parameter.name)
      ? (choice.values[parameter.name] ?? '')
      : parameter.defaultValue;
    const value = tryParseDecimal(text.trim());
    if (value === null) {
      errors.push(
        problem(path, 'notDecimal', `${parameter.label}: „${text}“ ist keine Zahl`, { name: parameter.name }),
      );
      continue;
    }
    const step = parameter.step === null ? null : decimal(parameter.step);
    const reason = valueProblemOf(parameter, value, decimal(parameter.min), decimal(parameter.max), step);
    if (reason !== null) errors.push(problem(path, 'outOfRange', reason, { name: parameter.name }));
    else values.set(parameter.name, value);
  }

  const selection = resolveSelection(position.variants, choice.optionIds);
  if (!selection.ok)
    errors.push(
      ...selection.errors.map((error) => ({
        ...error,
        path: error.path.replace(/^chosenOptionIds/, 'optionIds'),
      })),
    );
  if (errors.length > 0) return { ok: false, errors };

  // The formulas, with the values: component quantities (4 places), then the item's quantity (3 places).
  const quantities = new Map<string, string>();
  for (const [componentId, text] of Object.entries(position.formulas.components)) {
    const result = evaluated(text, `formulas.components.${componentId}`, known, values, COMPONENT_PLACES);
    if (!result.ok) errors.push(result.problem);
    else if (result.value.isNegative() && !result.value.isZero())
      errors.push(
        problem(
          `formulas.components.${componentId}`,
          'formulaResult',
          `Die Formel „${text}“ ergibt eine negative Menge`,
        ),
      );
    else quantities.set(componentId, toCanonical(result.value));
  }
  let quantity = decimal('1');
  if (position.formulas.quantity !== null) {
    const result = evaluated(position.formulas.quantity, 'formulas.quantity', known, values, QUANTITY_PLACES);
    if (!result.ok) errors.push(result.problem);
    else if (!result.value.greaterThan(0))
      errors.push(
        problem(
          'formulas.quantity',
          'formulaResult',
          `Die Menge (${position.formulas.quantity}) ist mit diesen Werten nicht größer als 0`,
        ),
      );
    else quantity = result.value;
  }
  if (errors.length > 0) return { ok: false, errors };

  const applied = (component: CalculationComponent) => {
    const value = quantities.get(component.id);
    return value === undefined ? component : withQuantity(component, value);
  };
  const calculation: Calculation = {
    ...position.calculation,
    components: position.calculation.components.map(applied),
  };
  const variants: Variants = {
    ...position.variants,
    groups: position.variants.groups.map((group) => ({
      ...group,
      options: group.options.map((option) =>
        option.effect.kind === 'replaceComponents'
          ? { ...option, effect: { ...option.effect, components: option.effect.components.map(applied) } }
          : option,
      ),
    })),
  };
  const price = priceWithOptions(calculation, variants, choice.optionIds, inputs, position.priceOverride);
  const parameterLines = position.parameters.map(
    (parameter) => `${parameter.label}: ${shown(parameter, values.get(parameter.name) ?? '0')}`,
  );
  const longText = [position.longText.trim(), ...price.textAdditions, ...parameterLines]
    .filter((line) => line !== '')
    .join('\n');
  return {
    ok: true,
    configured: {
      values: Object.fromEntries([...values].map(([name, value]) => [name, toCanonical(value)])),
      shortText: position.shortText,
      longText,
      unit: position.unit,
      quantity: toFixed(quantity, QUANTITY_PLACES),
      unitPrice: price.unitPrice,
      total: toFixed(roundTo(decimal(price.unitPrice).times(quantity), MONEY_PLACES), MONEY_PLACES),
      price,
    },
  };
}

/** A formula's value with the parameters, rounded; or why it has none (division by zero, root of a negative). */
function evaluated(
  text: string,
  path: string,
  names: ReadonlySet<string>,
  values: ReadonlyMap<string, Decimal>,
  places: number,
): { ok: true; value: Decimal } | { ok: false; problem: ValidationProblem } {
  const compiled = compileFormula(text, path, names);
  if (!compiled.ok) return compiled;
  try {
    return { ok: true, value: roundTo(evaluate(compiled.compiled, values), places) };
  } catch (error) {
    if (error instanceof FormulaFailure)
      return {
        ok: false,
        problem: problem(path, 'formulaResult', `Formel „${text}“: ${error.error.message}`),
      };
    throw error;
  }
}
