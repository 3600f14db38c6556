import { formatQuantity } from '@vendoc/quantity-survey/format';
import { RESULT_PLACES, type SurveyVariable, type VariableResult } from '@vendoc/quantity-survey/model';

/** A variable as a printed sheet lists it, so that the sheet's formulas can be checked by hand. */
export interface PrintedVariable {
  readonly id: string;
  readonly name: string;
  /** The expression as typed (trimmed); a plain number with a decimal point is printed with a comma. */
  readonly expression: string;
  /**
   * The engine's value in German notation with 3 places ("14,700"), printed after the expression when the
   * expression is not a plain number; null when the variable has an error.
   */
  readonly value: string | null;
  /** The expression is a plain number the lines use unchanged ("4,25"): "L = 4,25" needs no "= 4,250". */
  readonly plain: boolean;
  /** The engine's message when the variable cannot be calculated. */
  readonly error: string | null;
}

/** A number literal as the formula language reads it: sign, digits, decimal comma or point ("4,25", "-0.5", ",5"). */
const PLAIN_NUMBER = /^-?(?:\d+(?:[.,](\d+))?|[.,](\d+))$/;

/**
 * Whether a typed expression is a number that the engine uses as typed: a literal with at most RESULT_PLACES
 * decimals (a longer one is rounded like a helper line, so the print must show the value the lines used).
 */
function isPlainNumber(expression: string): boolean {
  const match = PLAIN_NUMBER.exec(expression);
  if (!match) return false;
  const fraction = match[1] ?? match[2] ?? '';
  return fraction.length <= RESULT_PLACES;
}

/**
 * The variables valid on a sheet, as its print lists them: the survey-wide ones a variable of the sheet with the
 * same name does not hide, then the sheet's own, each in the order given. Values come from the engine's result
 * (`SurveyResult.variables`, keyed like the variables' ids).
 */
export function sheetVariables(
  variables: readonly SurveyVariable[],
  results: ReadonlyMap<string, VariableResult>,
  sheet: number,
): PrintedVariable[] {
  const own = variables.filter((variable) => variable.sheet === sheet);
  const hidden = new Set(own.map((variable) => variable.name));
  const valid = [
    ...variables.filter((variable) => variable.sheet === null && !hidden.has(variable.name)),
    ...own,
  ];
  return valid.map((variable): PrintedVariable => {
    const result = results.get(variable.id);
    const expression = variable.expression.trim();
    const error = result?.error?.message ?? null;
    const value = error === null && result?.value != null ? result.value : null;
    const plain = value !== null && isPlainNumber(expression);
    return {
      id: variable.id,
      name: variable.name,
      expression: plain ? expression.replace('.', ',') : expression,
      value: value === null ? null : formatQuantity(value),
      plain,
      error,
    };
  });
}

/** "L = 4,25", "U = 2*(L+B) = 14,700"; a variable with an error shows its expression only. */
export function printedVariable(variable: PrintedVariable): string {
  const definition = `${variable.name} = ${variable.expression}`;
  return variable.plain || variable.value === null ? definition : `${definition} = ${variable.value}`;
}
