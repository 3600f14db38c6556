/**
 * A line's formula number and expression compiled for evaluation: formula 0 (plain notation), 91 (free formula)
 * or a geometric formula of formulas.ts whose ";"-separated values are each a formula 91 expression.
 */

import { decimal, type Decimal } from '@vendoc/money/decimal';
import { compileExpression, type CompiledExpression, type EvaluationScope, type Reference } from './evaluate';
import { FormulaFailure, formulaError, parseExpression, parseValueList, wholeText } from './expression';
import { GeometryError, geometricFormula, requiredValues, type GeometricFormula } from './formulas';
import { FORMULA_FREE, FORMULA_PLAIN, type FormulaError } from './model';

export type CompiledFormula = { ok: true; compiled: CompiledExpression } | { ok: false; error: FormulaError };

/** Compiles what a variable holds: a formula 91 expression. */
export function compileVariableFormula(expression: string): CompiledFormula {
  const parsed = parseExpression(expression);
  return parsed.ok ? { ok: true, compiled: compileExpression(parsed.ast) } : parsed;
}

/**
 * Compiles a line's formula. Errors: the parser's, "Formel NNN wird nicht unterstützt" for unknown numbers, and for
 * geometric formulas too few values (pointing at the last character) or too many (pointing at the first extra).
 */
export function compileLineFormula(formulaNumber: number, expression: string): CompiledFormula {
  if (formulaNumber === FORMULA_PLAIN || formulaNumber === FORMULA_FREE) {
    const parsed = parseExpression(expression, { plain: formulaNumber === FORMULA_PLAIN });
    return parsed.ok ? { ok: true, compiled: compileExpression(parsed.ast) } : parsed;
  }
  const formula = geometricFormula(formulaNumber);
  if (formula === undefined) {
    const { start, end } = wholeText(expression);
    return { ok: false, error: formulaError(`Formel ${formulaNumber} wird nicht unterstützt`, start, end) };
  }
  return compileGeometric(formula, expression);
}

function compileGeometric(formula: GeometricFormula, expression: string): CompiledFormula {
  const parsed = parseValueList(expression);
  if (!parsed.ok) return parsed;
  const { values } = parsed;
  const { parameters } = formula;
  const title = `Formel ${formula.number} „${formula.name}“`;
  const required = requiredValues(formula);
  if (values.length < required) {
    const missing = parameters
      .slice(values.length, required)
      .map((parameter) => parameter.label)
      .join('; ');
    const end = expression.trimEnd().length;
    const atLeast = required < parameters.length ? 'mindestens ' : '';
    return {
      ok: false,
      error: formulaError(
        `${title} braucht ${atLeast}${required} Werte, getrennt durch „;“; es fehlt: ${missing}`,
        end - 1,
        end,
      ),
    };
  }
  const extra = values[parameters.length];
  if (extra !== undefined) {
    const most = parameters.length;
    return {
      ok: false,
      error: formulaError(`${title} hat höchstens ${most} Werte`, extra.start, extra.end),
    };
  }
  const compiledValues = values.map((value) => compileExpression(value.ast));
  const defaults: Decimal[] = parameters
    .slice(values.length)
    .map((parameter) => decimal(parameter.default ?? '1'));
  const references: Reference[] = compiledValues.flatMap((compiled) => compiled.references);
  const evaluate = (scope: EvaluationScope): Decimal => {
    const given = compiledValues.map((compiled) => compiled.evaluate(scope));
    try {
      return formula.compute(defaults.length === 0 ? given : [...given, ...defaults]);
    } catch (error) {
      if (!(error instanceof GeometryError)) throw error;
      const at = error.valueIndex === null ? undefined : values[error.valueIndex];
      const span = at ?? wholeText(expression);
      throw new FormulaFailure(formulaError(error.message, span.start, span.end));
    }
  };
  return { ok: true, compiled: { evaluate, references } };
}
