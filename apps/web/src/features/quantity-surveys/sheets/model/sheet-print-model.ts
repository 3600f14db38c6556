import type { QuantitySurveyDetail } from '@vendoc/contract/quantity-surveys';
import { formatAddress } from '@vendoc/quantity-survey/address';
import { calculateSurvey } from '@vendoc/quantity-survey/calculate';
import { FORMULA_FREE, FORMULA_PLAIN, type FormulaError, type Marker } from '@vendoc/quantity-survey/model';
import { sheetVariables, type PrintedVariable } from '../../editor/model/print-variables';
import { toEngineInput } from './survey-engine-input';

/** One line of a printed sheet; `value` is the engine's result in wire notation ("4.444"), null for none. */
export interface PrintLine {
  id: string;
  address: string;
  oz: string | null;
  marker: Marker;
  text: string;
  /** The formula as printed: the expression, "FN 4: 4,5;3,2" for geometric formulas. */
  formula: string;
  value: string | null;
  error: FormulaError | null;
}

/** One printed sheet: its lines in address order and the quantities of its positions. */
export interface PrintSheet {
  id: string;
  number: number;
  title: string;
  lines: PrintLine[];
  sums: { oz: string; quantity: string }[];
  /** The variables valid on the sheet, with the engine's values. */
  variables: PrintedVariable[];
}

/** The formula column: geometric formulas are named by their number, as REB sheets print them. */
export function printedFormula(formulaNumber: number, expression: string): string {
  if (formulaNumber === FORMULA_PLAIN || formulaNumber === FORMULA_FREE || expression === '')
    return expression;
  return `FN ${formulaNumber}: ${expression}`;
}

/**
 * The sheets `sheetNumbers` of a survey as they print, in sheet order, with the engine's results (the whole
 * survey is calculated: lines may reference other sheets).
 */
export function buildPrintSheets(
  survey: QuantitySurveyDetail,
  sheetNumbers: readonly number[],
): PrintSheet[] {
  const wanted = new Set(sheetNumbers);
  const input = toEngineInput(survey);
  const result = calculateSurvey(input);
  const sheets = survey.sheets
    .filter((sheet) => wanted.has(sheet.number))
    .sort((a, b) => a.number - b.number);
  return sheets.map((sheet) => {
    const lines = input.lines
      .filter((line) => line.sheet === sheet.number)
      .sort((a, b) => (a.row < b.row ? -1 : a.row > b.row ? 1 : 0))
      .map((line): PrintLine => {
        const lineResult = result.lines.get(line.id);
        return {
          id: line.id,
          address: formatAddress(line.sheet, line.row),
          oz: line.oz,
          marker: line.marker,
          text: line.text,
          formula: printedFormula(line.formulaNumber, line.expression),
          value: lineResult?.value ?? null,
          error: lineResult?.error ?? null,
        };
      });
    const sums = result.sheets
      .filter((sum) => sum.sheet === sheet.number)
      .map((sum) => ({ oz: sum.oz, quantity: sum.quantity }));
    const variables = sheetVariables(input.variables, result.variables, sheet.number);
    return { id: sheet.id, number: sheet.number, title: sheet.title, lines, sums, variables };
  });
}
