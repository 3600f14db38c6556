import { rowAt } from '@vendoc/quantity-survey/address';
import { calculateSurvey } from '@vendoc/quantity-survey/calculate';
import type { FormulaError, SurveyLine, SurveyVariable } from '@vendoc/quantity-survey/model';
import type { TemplateLineValues, TemplateParameterValues } from './template-form';

/** The preview of one template line: its result with the suggested values (wire notation), or why there is none. */
export interface LinePreview {
  value: string | null;
  counted: boolean;
  error: FormulaError | null;
}

export interface TemplatePreview {
  lines: LinePreview[];
  /** The sum of the counted lines (what the position would get), wire notation with 3 places. */
  total: string;
}

/** Every line gets this position so that counted lines add up to one total. */
const PREVIEW_OZ = 'preview';

/**
 * The template calculated by the engine as if applied to an empty sheet: parameters with a suggested value become
 * sheet variables (parameters without one stay undefined, and the lines using them show the engine's message).
 */
export function previewTemplate(
  parameters: readonly TemplateParameterValues[],
  lines: readonly TemplateLineValues[],
): TemplatePreview {
  const variables: SurveyVariable[] = parameters
    .filter((parameter) => parameter.name.trim() !== '' && parameter.defaultValue.trim() !== '')
    .map((parameter, index) => ({
      id: `parameter-${index}`,
      name: parameter.name.trim(),
      expression: parameter.defaultValue,
      sheet: 1,
    }));
  const surveyLines: SurveyLine[] = lines.slice(0, 260).map((line, index) => ({
    id: `line-${index}`,
    sheet: 1,
    row: rowAt(index),
    oz: PREVIEW_OZ,
    marker: line.marker,
    text: line.text,
    formulaNumber: line.formulaNumber,
    expression: line.expression,
  }));
  const result = calculateSurvey({ lines: surveyLines, variables });
  return {
    lines: surveyLines.map((line) => {
      const lineResult = result.lines.get(line.id);
      return {
        value: lineResult?.value ?? null,
        counted: lineResult?.counted ?? false,
        error: lineResult?.error ?? null,
      };
    }),
    total: result.positions.find((position) => position.oz === PREVIEW_OZ)?.quantity ?? '0.000',
  };
}
