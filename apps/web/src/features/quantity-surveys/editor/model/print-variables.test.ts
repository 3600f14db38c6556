import { calculateSurvey } from '@vendoc/quantity-survey/calculate';
import type { SurveyLine, SurveyVariable } from '@vendoc/quantity-survey/model';
import { describe, expect, it } from 'vitest';
import { printedVariable, sheetVariables } from './print-variables';

const variable = (id: string, name: string, expression: string, sheet: number | null): SurveyVariable => ({
  id,
  name,
  expression,
  sheet,
});

const VARIABLES: SurveyVariable[] = [
  variable('L', 'L', '4,25', null),
  variable('H', 'H', '2,50', null),
  variable('d', 'd', '0,12345', null),
  variable('W', 'W', '1000*L', null),
  variable('B', 'B', ' 3.10 ', 1),
  variable('U', 'U', '2*(L+B)', 1),
  variable('H1', 'H', '2,75', 1),
  variable('F', 'F', 'A*2', 1),
  variable('Sq', 'Sq', '0001A0/2', 2),
  variable('N', 'N', '-0.5', 2),
];

const LINES: SurveyLine[] = [
  { id: 'a', sheet: 1, row: 'A0', oz: null, marker: 'H', text: '', formulaNumber: 0, expression: '3,3' },
];

function printed(sheet: number, variables = VARIABLES, lines = LINES) {
  const result = calculateSurvey({ lines, variables });
  return sheetVariables(variables, result.variables, sheet);
}

describe('variables of a printed sheet', () => {
  it('lists the survey-wide variables the sheet does not hide, then its own, with the engine values', () => {
    const list = printed(1);
    expect(list.map(printedVariable)).toEqual([
      'L = 4,25',
      // Rounded to 3 places as the lines use it: 0,12345 -> 0,123.
      'd = 0,12345 = 0,123',
      // 1000 · 4,25 = 4250
      'W = 1000*L = 4.250,000',
      'B = 3,10',
      // 2 · (4,25 + 3,10) = 2 · 7,35 = 14,7
      'U = 2*(L+B) = 14,700',
      // The sheet's H hides the survey-wide H = 2,50.
      'H = 2,75',
      'F = A*2',
    ]);
    expect(list.map((entry) => entry.error)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      'Die Variable „A“ ist nicht definiert',
    ]);
    expect(list.find((entry) => entry.name === 'F')?.value).toBeNull();
  });

  it('gives another sheet the survey-wide variables and its own only', () => {
    expect(printed(2).map(printedVariable)).toEqual([
      'L = 4,25',
      'H = 2,50',
      'd = 0,12345 = 0,123',
      'W = 1000*L = 4.250,000',
      // Line 0001A0 stores 3,3 (H); 3,3 / 2 = 1,65
      'Sq = 0001A0/2 = 1,650',
      'N = -0,5',
    ]);
  });

  it('prints nothing for a sheet without variables', () => {
    // Sheet 3 has no variables of its own, and the survey none that are valid everywhere.
    expect(
      printed(
        3,
        VARIABLES.filter((entry) => entry.sheet !== null),
      ),
    ).toEqual([]);
    expect(printed(1, [])).toEqual([]);
  });
});
