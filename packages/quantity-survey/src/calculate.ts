/**
 * Calculation of a whole quantity survey (REB 23.003): every line's result, the values stored under addresses,
 * subtotals, and the quantity of every position. Pure: plain data in, plain data out.
 *
 * Rules (see the markers in model.ts):
 * - Lines are taken in address order (sheet, row letter, row digit), whatever the order of the array.
 * - A line's result is computed exactly and then rounded half away from zero to RESULT_PLACES (3) places; what a
 *   line stores under its address is that rounded result (H, E) or its subtotal (Z, P), and sums add rounded line
 *   results, so that a printed sheet adds up.
 * - Variables (a sheet's own first, then survey-wide ones; a survey-wide variable sees only survey-wide variables)
 *   are rounded to 3 places as well, as the helper lines (H) they are exported as would be.
 * - References to addresses may point forwards and backwards. Everything a line or variable uses is resolved
 *   first (a dependency graph ordered with an iterative Tarjan search, so neither a long chain of references nor a
 *   cycle can overflow the stack); a cycle gives each variable and line on it "Zirkelbezug: L → B → L".
 * - A line whose variable, referenced line or subtotal member has an error gets an error itself.
 * - Result strings have exactly 3 decimals in wire notation ("12.300", "-1.500", never "-0.000").
 *
 * Errors that are not about particular characters (a duplicate address, a subtotal whose members have an error)
 * point at the whole expression (start 0, end max(1, length)).
 */

import { compileLineFormula, compileVariableFormula } from './line-formula';
import { FORMULA_FREE, type SurveyLine, type SurveyResult, type SurveyVariable } from './model';
import { SurveyRun } from './survey-run';
import type { Formula } from './survey-state';

export { stronglyConnectedComponents } from './dependency-graph';

export interface SurveyInput {
  lines: readonly SurveyLine[];
  variables: readonly SurveyVariable[];
}

export interface SurveyCalculator {
  /** Calculates a survey, reusing the compiled formulas of earlier calls. */
  calculate(input: SurveyInput): SurveyResult;
}

export interface SurveyCalculatorOptions {
  /** Most compiled formulas kept; when full, the oldest entries go first. Default 20,000. */
  cacheSize?: number;
}

/** Calculates a survey with a fresh formula cache. See createSurveyCalculator for repeated calls. */
export function calculateSurvey(input: SurveyInput): SurveyResult {
  return createSurveyCalculator().calculate(input);
}

/**
 * A calculator that keeps compiled formulas (keyed by formula number and text) between calls, with the result of
 * each formula that uses no variables or addresses: recalculating after one keystroke recompiles one line.
 */
export function createSurveyCalculator(options: SurveyCalculatorOptions = {}): SurveyCalculator {
  const cacheSize = Math.max(1, options.cacheSize ?? 20_000);
  // Per formula number, by expression text: a lookup needs no concatenated key. Insertion order is age.
  const cache = new Map<number, Map<string, Formula>>();
  let cached = 0;
  const compile = (formulaNumber: number, expression: string): Formula => {
    let byText = cache.get(formulaNumber);
    const hit = byText?.get(expression);
    if (hit !== undefined) return hit;
    const compiled: Formula = {
      compiled:
        formulaNumber === FORMULA_FREE
          ? compileVariableFormula(expression)
          : compileLineFormula(formulaNumber, expression),
      constant: null,
    };
    if (cached >= cacheSize) cached -= evictOldest(cache);
    if (byText === undefined) {
      byText = new Map();
      cache.set(formulaNumber, byText);
    }
    byText.set(expression, compiled);
    cached += 1;
    return compiled;
  };
  return { calculate: (input) => new SurveyRun(input, compile).run() };
}

/** Drops the oldest entry of the largest formula number's map; returns how many entries went. */
function evictOldest(cache: Map<number, Map<string, Formula>>): number {
  let largest: Map<string, Formula> | undefined;
  for (const byText of cache.values()) {
    if (largest === undefined || byText.size > largest.size) largest = byText;
  }
  const oldest = largest?.keys().next();
  if (largest === undefined || oldest === undefined || oldest.done === true) return 0;
  largest.delete(oldest.value);
  return 1;
}
