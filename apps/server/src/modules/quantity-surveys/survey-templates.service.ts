import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  templateLineSchema,
  templateParameterSchema,
  type ApplyTemplateResponse,
  type applyTemplateSchema,
} from '@vendoc/contract/quantity-surveys';
import { nextFreeRow, ROWS_PER_SHEET, rowAt, rowIndex } from '@vendoc/quantity-survey/address';
import type { Database } from '../../db/client';
import { quantitySurveyTemplates } from '../../db/schema';
import { conflict, notFound, validationProblem, type FieldError } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { toLine, toVariable, type Viewer } from './quantity-surveys.presenter';
import {
  findLine,
  findVariable,
  findVariableByName,
  insertLines,
  insertVariable,
  lockSheet,
  updateVariable,
  usedRows,
} from './survey-content.repository';
import { lockEditableSurvey } from './survey-guard';
import { SHEET_NOT_IN_SURVEY } from './survey-lines.service';

type ApplyTemplateInput = z.output<typeof applyTemplateSchema>;

const TEMPLATE_NOT_FOUND = 'Die Vorlage gibt es nicht (mehr).';

const storedParameters = z.array(templateParameterSchema);
const storedLines = z.array(templateLineSchema);

/** The company's template with its parameters and lines, or null. */
async function findTemplate(db: Database, companyId: string, id: string) {
  const rows = await db
    .select({
      parameters: quantitySurveyTemplates.parameters,
      lines: quantitySurveyTemplates.lines,
    })
    .from(quantitySurveyTemplates)
    .where(and(eq(quantitySurveyTemplates.id, id), eq(quantitySurveyTemplates.companyId, companyId)))
    .limit(1);
  const row = rows[0];
  if (row === undefined) return null;
  return { parameters: storedParameters.parse(row.parameters), lines: storedLines.parse(row.lines) };
}

/**
 * Rows for `count` lines appended after a sheet's used rows: REB spacing A0, B0, C0 … (then Z1 … Z9) while it
 * lasts, so that lines can be inserted in between later; for longer templates consecutive rows after the sheet's
 * last used row. Null when even those do not fit on the sheet.
 */
export function appendRows(used: readonly string[], count: number): string[] | null {
  const spaced: string[] = [];
  while (spaced.length < count) {
    const row = nextFreeRow([...used, ...spaced]);
    if (row === null) break;
    spaced.push(row);
  }
  if (spaced.length === count) return spaced;
  const last = used.length === 0 ? -1 : Math.max(...used.map(rowIndex));
  if (last + count >= ROWS_PER_SHEET) return null;
  return Array.from({ length: count }, (_, index) => rowAt(last + 1 + index));
}

/**
 * Applies a template to a sheet in one transaction: each parameter becomes a variable of the sheet (an existing
 * one of the same name gets the new value), and the template's lines are appended after the sheet's last row,
 * measuring the given position.
 */
export async function applyTemplate(
  db: Database,
  auth: AuthContext,
  viewer: Viewer,
  surveyId: string,
  input: ApplyTemplateInput,
): Promise<ApplyTemplateResponse> {
  const { lineIds, variableIds } = await db.transaction(async (tx) => {
    await lockEditableSurvey(tx, auth, surveyId);
    const template = await findTemplate(tx, auth.companyId, input.templateId);
    if (template === null) throw notFound(TEMPLATE_NOT_FOUND);
    const sheet = await lockSheet(tx, surveyId, input.sheetId);
    if (sheet === null) throw validationProblem([{ path: 'sheetId', message: SHEET_NOT_IN_SURVEY }]);

    const missing: FieldError[] = template.parameters
      .filter((parameter) => (input.parameters[parameter.name] ?? '').trim() === '')
      .map((parameter) => ({
        path: `parameters.${parameter.name}`,
        message: `Wert für „${parameter.label || parameter.name}“ fehlt`,
      }));
    if (missing.length > 0) throw validationProblem(missing);

    const variableIds: string[] = [];
    for (const parameter of template.parameters) {
      const expression = input.parameters[parameter.name]!.trim();
      const existing = await findVariableByName(tx, surveyId, sheet.id, parameter.name);
      if (existing === null) {
        variableIds.push(
          await insertVariable(tx, {
            companyId: auth.companyId,
            surveyId,
            sheetId: sheet.id,
            name: parameter.name,
            expression,
          }),
        );
      } else {
        await updateVariable(tx, surveyId, existing.id, null, { expression });
        variableIds.push(existing.id);
      }
    }

    const rows = appendRows(await usedRows(tx, sheet.id), template.lines.length);
    if (rows === null) {
      throw conflict(
        `Auf Blatt ${sheet.number} ist kein Platz für die ${template.lines.length} Zeilen der Vorlage: bitte ein neues Blatt anlegen.`,
      );
    }
    const lineIds = await insertLines(
      tx,
      template.lines.map((line, index) => ({
        companyId: auth.companyId,
        surveyId,
        sheetId: sheet.id,
        row: rows[index]!,
        oz: input.oz,
        marker: line.marker,
        text: line.text,
        formulaNumber: line.formulaNumber,
        expression: line.expression,
        photoFileId: null,
        createdBy: auth.userId,
      })),
    );
    return { lineIds, variableIds };
  });
  const lines = await Promise.all(lineIds.map((id) => findLine(db, surveyId, id)));
  const variables = await Promise.all(variableIds.map((id) => findVariable(db, surveyId, id)));
  return {
    lines: lines.flatMap((line) => (line === null ? [] : [toLine(line, viewer)])),
    variables: variables.flatMap((variable) => (variable === null ? [] : [toVariable(variable)])),
  };
}
