import type { z } from 'zod';
import type {
  QuantitySurveyLine,
  quantitySurveyLineCreateSchema,
  quantitySurveyLineUpdateSchema,
} from '@vendoc/contract/quantity-surveys';
import { nextFreeRow, ROWS_PER_SHEET, rowAt } from '@vendoc/quantity-survey/address';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { toLine, type Viewer } from './quantity-surveys.presenter';
import {
  deleteLine,
  findFileProject,
  findLine,
  insertLines,
  lockSheet,
  updateLine,
  usedRows,
} from './survey-content.repository';
import { lockEditableSurvey } from './survey-guard';

type LineCreateInput = z.output<typeof quantitySurveyLineCreateSchema>;
type LineUpdateInput = z.output<typeof quantitySurveyLineUpdateSchema>;

export const LINE_NOT_FOUND = 'Die Zeile gibt es nicht (mehr).';
export const SHEET_NOT_IN_SURVEY = 'Das Blatt gehört nicht zu diesem Aufmaß';

/** 400 unless the file is one of the project's (a photo of another project or company is not allowed). */
export async function checkPhoto(
  db: Database,
  auth: AuthContext,
  projectId: string,
  fileId: string | null | undefined,
): Promise<void> {
  if (fileId == null) return;
  if ((await findFileProject(db, auth.companyId, fileId)) !== projectId)
    throw validationProblem([{ path: 'photoFileId', message: 'Das Foto ist keine Datei dieses Projekts' }]);
}

/**
 * The row a new line gets: the wished one if it is free; otherwise the next free row after `afterRow`, else after
 * the sheet's last line, else the first free row anywhere. Null only when the sheet is full.
 */
export function allocateRow(used: readonly string[], wish?: string, afterRow?: string): string | null {
  if (wish !== undefined && !used.includes(wish)) return wish;
  const placed = (afterRow === undefined ? null : nextFreeRow(used, afterRow)) ?? nextFreeRow(used);
  if (placed !== null) return placed;
  const taken = new Set(used);
  for (let index = 0; index < ROWS_PER_SHEET; index++) if (!taken.has(rowAt(index))) return rowAt(index);
  return null;
}

export const sheetFull = (sheetNumber: number) =>
  conflict(`Blatt ${sheetNumber} ist voll (${ROWS_PER_SHEET} Zeilen): bitte ein neues Blatt anlegen.`);

/**
 * Adds a line. Its row is allocated under the sheet's row lock, so two people adding lines to one sheet at once
 * both get a row (different ones); the unique index (sheet, row) is the last guard. Formulas with errors are
 * stored as typed: they count nothing and block submitting.
 */
export async function createLine(
  db: Database,
  auth: AuthContext,
  viewer: Viewer,
  surveyId: string,
  input: LineCreateInput,
): Promise<QuantitySurveyLine> {
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const survey = await lockEditableSurvey(tx, auth, surveyId);
      const sheet = await lockSheet(tx, surveyId, input.sheetId);
      if (sheet === null) throw validationProblem([{ path: 'sheetId', message: SHEET_NOT_IN_SURVEY }]);
      await checkPhoto(tx, auth, survey.projectId, input.photoFileId);
      const row = allocateRow(await usedRows(tx, sheet.id), input.row, input.afterRow);
      if (row === null) throw sheetFull(sheet.number);
      const [lineId] = await insertLines(tx, [
        {
          companyId: auth.companyId,
          surveyId,
          sheetId: sheet.id,
          row,
          oz: input.oz,
          marker: input.marker,
          text: input.text,
          formulaNumber: input.formulaNumber,
          expression: input.expression,
          photoFileId: input.photoFileId,
          createdBy: auth.userId,
        },
      ]);
      return lineId!;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Die Zeile wurde gerade von jemand anderem belegt; bitte noch einmal speichern.');
    throw error;
  }
  const line = await findLine(db, surveyId, id);
  if (line === null) throw notFound(LINE_NOT_FOUND);
  return toLine(line, viewer);
}

/** 404 for a line that is gone, else 409 with the line as it is now. */
async function staleLine(db: Database, viewer: Viewer, surveyId: string, lineId: string) {
  const current = await findLine(db, surveyId, lineId);
  if (current === null) return notFound(LINE_NOT_FOUND);
  return conflict('Die Zeile wurde inzwischen geändert.', toLine(current, viewer));
}

/** Changes a line if `version` is current; a stale version gets 409 with the line as the other person left it. */
export async function updateLineRecord(
  db: Database,
  auth: AuthContext,
  viewer: Viewer,
  surveyId: string,
  lineId: string,
  input: LineUpdateInput,
): Promise<QuantitySurveyLine> {
  // Absent fields (undefined) stay as they are: Drizzle leaves them out of the SET list.
  const { version, ...changes } = input;
  const updated = await db.transaction(async (tx) => {
    const survey = await lockEditableSurvey(tx, auth, surveyId);
    await checkPhoto(tx, auth, survey.projectId, input.photoFileId);
    return updateLine(tx, surveyId, lineId, version, changes);
  });
  if (!updated) throw await staleLine(db, viewer, surveyId, lineId);
  const line = await findLine(db, surveyId, lineId);
  if (line === null) throw notFound(LINE_NOT_FOUND);
  return toLine(line, viewer);
}

export async function deleteLineRecord(
  db: Database,
  auth: AuthContext,
  viewer: Viewer,
  surveyId: string,
  lineId: string,
  version: number,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    await lockEditableSurvey(tx, auth, surveyId);
    return deleteLine(tx, surveyId, lineId, version);
  });
  if (!deleted) throw await staleLine(db, viewer, surveyId, lineId);
}
