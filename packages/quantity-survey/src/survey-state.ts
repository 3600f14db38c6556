import { decimal, type Decimal } from '@vendoc/money/decimal';
import type { CompiledFormula } from './line-formula';
import { RESULT_PLACES, type FormulaError, type Marker, type SurveyLine, type SurveyVariable } from './model';

// What a run of the survey calculation (survey-run.ts) knows about each line and variable, and how its values are
// rounded and written.

/** Markers whose line value adds to its position's quantity. */
export const COUNTED_MARKERS: ReadonlySet<Marker> = new Set<Marker>(['', 'E', 'Z', 'P', 'S']);
export const ZERO = decimal('0');
const ZERO_TEXT = ZERO.toFixed(RESULT_PLACES);
/** decimal.js rounding mode ROUND_HALF_UP: half away from zero, as roundTo of @vendoc/money rounds. */
const HALF_AWAY_FROM_ZERO = 4;

/** Rounds an exact result half away from zero to RESULT_PLACES. */
export function roundResult(value: Decimal): Decimal {
  return value.toDecimalPlaces(RESULT_PLACES, HALF_AWAY_FROM_ZERO);
}

/** Wire string of a value that has at most RESULT_PLACES decimals: "12.300", never "-0.000". */
export function wire(value: Decimal): string {
  return value.isZero() ? ZERO_TEXT : value.toFixed(RESULT_PLACES);
}

/** A compiled formula as the calculator caches it. */
export interface Formula {
  compiled: CompiledFormula;
  /** For a formula without variables and addresses: its rounded result (or error), worked out on first use. */
  constant: Outcome | null;
}

/** What evaluating a formula gave: a rounded value with its wire text, or an error. */
export interface Outcome {
  value: Decimal | null;
  text: string | null;
  error: FormulaError | null;
}

export interface LineState {
  line: SurveyLine;
  /** "0001B0", or null for a line whose sheet or row is invalid. */
  address: string | null;
  formula: Formula | null;
  /** Lines whose values a Z/P line adds up (without itself). */
  members: number[] | null;
  /** Z lines whose subtotals a P line adds up. */
  subtotals: number[] | null;
  value: Decimal | null;
  /** `value` in wire notation, when known. */
  text: string | null;
  stored: Decimal | null;
  error: FormulaError | null;
}

export interface VariableState {
  variable: SurveyVariable;
  formula: Formula | null;
  value: Decimal | null;
  text: string | null;
  error: FormulaError | null;
}
