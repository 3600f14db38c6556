import { formatAddress } from '@vendoc/quantity-survey/address';
import { calculateSurvey } from '@vendoc/quantity-survey/calculate';
import type { SurveyLine, SurveyResult, SurveyVariable } from '@vendoc/quantity-survey/model';
import type { Database } from '../../db/client';
import { HttpProblem } from '../../lib/http-problem';
import { toEngineLine, toEngineVariable } from './quantity-surveys.presenter';
import { listLines, listVariables, type LineRow, type VariableRow } from './survey-content.repository';

export interface CalculatedSurvey {
  rows: LineRow[];
  variables: VariableRow[];
  lines: SurveyLine[];
  engineVariables: SurveyVariable[];
  result: SurveyResult;
}

/** The stored survey calculated by the formula engine (the same code the client runs live). */
export async function calculateStoredSurvey(db: Database, surveyId: string): Promise<CalculatedSurvey> {
  const [rows, variables] = await Promise.all([listLines(db, surveyId), listVariables(db, surveyId)]);
  const lines = rows.map(toEngineLine);
  const engineVariables = variables.map(toEngineVariable);
  const result = calculateSurvey({ lines, variables: engineVariables });
  return { rows, variables, lines, engineVariables, result };
}

/** How many addresses a "lines with errors" problem names. */
const LISTED_ERRORS = 20;

/**
 * 409 when lines of the survey have formula errors (they count nothing, so the survey cannot be submitted or
 * approved): the detail counts them, `lines` names the first ones with address and message.
 */
export function assertNoFormulaErrors(calculated: CalculatedSurvey, action: string): void {
  const failing = calculated.lines.flatMap((line) => {
    const error = calculated.result.lines.get(line.id)?.error;
    return error == null
      ? []
      : [{ id: line.id, address: formatAddress(line.sheet, line.row), message: error.message }];
  });
  if (failing.length === 0) return;
  const count =
    failing.length === 1 ? '1 Zeile enthält einen Fehler' : `${failing.length} Zeilen enthalten Fehler`;
  throw new HttpProblem({
    status: 409,
    type: 'formula-errors',
    title: 'Conflict',
    detail: `${count} (zuerst ${failing[0]!.address}: ${failing[0]!.message}). Bitte korrigieren, bevor das Aufmaß ${action} wird.`,
    extensions: { lines: failing.slice(0, LISTED_ERRORS) },
  });
}
