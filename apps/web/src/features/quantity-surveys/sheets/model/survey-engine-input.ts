import type { QuantitySurveyDetail } from '@vendoc/contract/quantity-surveys';
import type { SurveyLine, SurveyVariable } from '@vendoc/quantity-survey/model';

/**
 * A survey as the formula engine reads it: lines and variables addressed by sheet number instead of sheet id.
 * Lines or variables of a sheet the survey does not list are left out.
 */
export function toEngineInput(survey: Pick<QuantitySurveyDetail, 'sheets' | 'lines' | 'variables'>): {
  lines: SurveyLine[];
  variables: SurveyVariable[];
} {
  const sheetNumbers = new Map(survey.sheets.map((sheet) => [sheet.id, sheet.number]));
  const lines: SurveyLine[] = [];
  for (const line of survey.lines) {
    const sheet = sheetNumbers.get(line.sheetId);
    if (sheet === undefined) continue;
    lines.push({
      id: line.id,
      sheet,
      row: line.row,
      oz: line.oz,
      marker: line.marker,
      text: line.text,
      formulaNumber: line.formulaNumber,
      expression: line.expression,
    });
  }
  const variables: SurveyVariable[] = [];
  for (const variable of survey.variables) {
    const sheet = variable.sheetId === null ? null : sheetNumbers.get(variable.sheetId);
    if (sheet === undefined) continue;
    variables.push({ id: variable.id, name: variable.name, expression: variable.expression, sheet });
  }
  return { lines, variables };
}
