import type { z } from 'zod';
import type {
  QuantitySurveySheet,
  QuantitySurveyVariable,
  quantitySurveySheetCreateSchema,
  quantitySurveySheetUpdateSchema,
  quantitySurveyVariableCreateSchema,
  quantitySurveyVariableUpdateSchema,
} from '@vendoc/contract/quantity-surveys';
import { ROWS_PER_SHEET, rowAt } from '@vendoc/quantity-survey/address';
import { SHEET_MAX } from '@vendoc/quantity-survey/model';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { toSheet, toVariable } from './quantity-surveys.presenter';
import {
  countSheets,
  deleteSheet,
  deleteVariable,
  findSheet,
  findVariable,
  findVariableByName,
  highestSheetNumber,
  insertLines,
  insertSheet,
  insertVariable,
  type LineContent,
  sheetNumberTaken,
  updateSheet,
  updateVariable,
} from './survey-content.repository';
import type { LockedSurvey } from './quantity-surveys.repository';
import { lockEditableSurvey } from './survey-guard';
import { SHEET_NOT_IN_SURVEY } from './survey-lines.service';

type SheetCreateInput = z.output<typeof quantitySurveySheetCreateSchema>;
type SheetUpdateInput = z.output<typeof quantitySurveySheetUpdateSchema>;
type VariableCreateInput = z.output<typeof quantitySurveyVariableCreateSchema>;
type VariableUpdateInput = z.output<typeof quantitySurveyVariableUpdateSchema>;

const SHEET_NOT_FOUND = 'Das Blatt gibt es nicht (mehr).';
const VARIABLE_NOT_FOUND = 'Die Variable gibt es nicht (mehr).';

const sheetTaken = (number: number) => conflict(`Blatt ${number} gibt es schon.`);

/** Runs a change and answers a unique violation of the sheet number (a concurrent change) with 409. */
async function guardSheetNumber<T>(number: number | undefined, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (number !== undefined && isUniqueViolation(error)) throw sheetTaken(number);
    throw error;
  }
}

/** Adds a sheet; without a number it gets the one after the highest. */
export async function createSheet(
  db: Database,
  auth: AuthContext,
  surveyId: string,
  input: SheetCreateInput,
): Promise<QuantitySurveySheet> {
  let number = input.number;
  const id = await guardSheetNumber(input.number, () =>
    db.transaction(async (tx) => {
      await lockEditableSurvey(tx, auth, surveyId);
      number ??= (await highestSheetNumber(tx, surveyId)) + 1;
      if (number > SHEET_MAX)
        throw conflict(`Es gibt schon Blatt ${SHEET_MAX}: Blattnummern gehen bis ${SHEET_MAX}.`);
      if (await sheetNumberTaken(tx, surveyId, number)) throw sheetTaken(number);
      return insertSheet(tx, { companyId: auth.companyId, surveyId, number, title: input.title });
    }),
  );
  const sheet = await findSheet(db, surveyId, id);
  if (sheet === null) throw notFound(SHEET_NOT_FOUND);
  return toSheet(sheet);
}

async function staleSheet(db: Database, surveyId: string, sheetId: string) {
  const current = await findSheet(db, surveyId, sheetId);
  if (current === null) return notFound(SHEET_NOT_FOUND);
  return conflict('Das Blatt wurde inzwischen geändert.', toSheet(current));
}

/** Renumbers or retitles a sheet (its lines' addresses follow the number). */
export async function updateSheetRecord(
  db: Database,
  auth: AuthContext,
  surveyId: string,
  sheetId: string,
  input: SheetUpdateInput,
): Promise<QuantitySurveySheet> {
  const updated = await guardSheetNumber(input.number, () =>
    db.transaction(async (tx) => {
      await lockEditableSurvey(tx, auth, surveyId);
      if (input.number !== undefined && (await sheetNumberTaken(tx, surveyId, input.number, sheetId)))
        throw sheetTaken(input.number);
      return updateSheet(tx, surveyId, sheetId, input.version, {
        ...(input.number === undefined ? {} : { number: input.number }),
        ...(input.title === undefined ? {} : { title: input.title }),
      });
    }),
  );
  if (!updated) throw await staleSheet(db, surveyId, sheetId);
  const sheet = await findSheet(db, surveyId, sheetId);
  if (sheet === null) throw notFound(SHEET_NOT_FOUND);
  return toSheet(sheet);
}

/** Deletes a sheet with its lines and variables; the last sheet of a survey stays. */
export async function deleteSheetRecord(
  db: Database,
  auth: AuthContext,
  surveyId: string,
  sheetId: string,
  version: number | null,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    await lockEditableSurvey(tx, auth, surveyId, 'update');
    if ((await findSheet(tx, surveyId, sheetId)) === null) throw notFound(SHEET_NOT_FOUND);
    if ((await countSheets(tx, surveyId)) <= 1)
      throw conflict('Das letzte Blatt eines Aufmaßes kann nicht gelöscht werden.');
    return deleteSheet(tx, surveyId, sheetId, version);
  });
  if (!deleted) throw await staleSheet(db, surveyId, sheetId);
}

/**
 * In the caller's transaction, with the survey locked by `lockEditableSurvey`: a new sheet after the highest with
 * `lines` in its first rows, for content taken from another record (the site diary's work done). 409 when the
 * survey has no sheet number left or the lines do not fit on one sheet.
 */
export async function appendSheetWithLines(
  tx: Database,
  auth: AuthContext,
  survey: LockedSurvey,
  title: string,
  lines: readonly LineContent[],
): Promise<{ sheetId: string; sheetNumber: number }> {
  if (lines.length > ROWS_PER_SHEET)
    throw conflict(`Auf ein Blatt passen ${ROWS_PER_SHEET} Zeilen, hier sind es ${lines.length}.`);
  const sheetNumber = (await highestSheetNumber(tx, survey.id)) + 1;
  if (sheetNumber > SHEET_MAX)
    throw conflict(`Es gibt schon Blatt ${SHEET_MAX}: Blattnummern gehen bis ${SHEET_MAX}.`);
  const sheetId = await insertSheet(tx, {
    companyId: auth.companyId,
    surveyId: survey.id,
    number: sheetNumber,
    title,
  });
  await insertLines(
    tx,
    lines.map((line, index) => ({
      ...line,
      companyId: auth.companyId,
      surveyId: survey.id,
      sheetId,
      row: rowAt(index),
      createdBy: auth.userId,
    })),
  );
  return { sheetId, sheetNumber };
}

// ---------------------------------------------------------------------------------------------------------------
// Variables
// ---------------------------------------------------------------------------------------------------------------

/** 409 when the name is taken where the variable lives (on its sheet, or survey-wide). */
async function checkVariableName(
  tx: Database,
  surveyId: string,
  sheet: { id: string; number: number } | null,
  name: string,
  exceptId?: string,
): Promise<void> {
  const existing = await findVariableByName(tx, surveyId, sheet?.id ?? null, name);
  if (existing !== null && existing.id !== exceptId) throw variableTaken(name, sheet?.number ?? null);
}

const variableTaken = (name: string, sheetNumber: number | null) =>
  conflict(
    sheetNumber === null
      ? `Die Variable „${name}“ gibt es im Aufmaß schon.`
      : `Die Variable „${name}“ gibt es auf Blatt ${sheetNumber} schon.`,
  );

/** Runs a change and answers a unique violation of the variable name (a concurrent change) with 409. */
async function guardVariableName<T>(
  name: string | undefined,
  sheetNumber: () => number | null,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw variableTaken(name, sheetNumber());
    throw error;
  }
}

/** Adds a variable of a sheet (or, with `sheetId` null, of the whole survey). */
export async function createVariable(
  db: Database,
  auth: AuthContext,
  surveyId: string,
  input: VariableCreateInput,
): Promise<QuantitySurveyVariable> {
  let sheet: { id: string; number: number } | null = null;
  const id = await guardVariableName(
    input.name,
    () => sheet?.number ?? null,
    () =>
      db.transaction(async (tx) => {
        await lockEditableSurvey(tx, auth, surveyId);
        if (input.sheetId !== null) {
          sheet = await findSheet(tx, surveyId, input.sheetId);
          if (sheet === null) throw validationProblem([{ path: 'sheetId', message: SHEET_NOT_IN_SURVEY }]);
        }
        await checkVariableName(tx, surveyId, sheet, input.name);
        return insertVariable(tx, {
          companyId: auth.companyId,
          surveyId,
          sheetId: input.sheetId,
          name: input.name,
          expression: input.expression,
        });
      }),
  );
  const variable = await findVariable(db, surveyId, id);
  if (variable === null) throw notFound(VARIABLE_NOT_FOUND);
  return toVariable(variable);
}

async function staleVariable(db: Database, surveyId: string, variableId: string) {
  const current = await findVariable(db, surveyId, variableId);
  if (current === null) return notFound(VARIABLE_NOT_FOUND);
  return conflict('Die Variable wurde inzwischen geändert.', toVariable(current));
}

export async function updateVariableRecord(
  db: Database,
  auth: AuthContext,
  surveyId: string,
  variableId: string,
  input: VariableUpdateInput,
): Promise<QuantitySurveyVariable> {
  let sheetNumber: number | null = null;
  const updated = await guardVariableName(
    input.name,
    () => sheetNumber,
    () =>
      db.transaction(async (tx) => {
        await lockEditableSurvey(tx, auth, surveyId);
        const variable = await findVariable(tx, surveyId, variableId);
        if (variable === null) throw notFound(VARIABLE_NOT_FOUND);
        sheetNumber = variable.sheetNumber;
        if (variable.version !== input.version) return false;
        if (input.name !== undefined) {
          const sheet =
            variable.sheetId === null ? null : { id: variable.sheetId, number: variable.sheetNumber ?? 0 };
          await checkVariableName(tx, surveyId, sheet, input.name, variableId);
        }
        return updateVariable(tx, surveyId, variableId, input.version, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.expression === undefined ? {} : { expression: input.expression }),
        });
      }),
  );
  if (!updated) throw await staleVariable(db, surveyId, variableId);
  const variable = await findVariable(db, surveyId, variableId);
  if (variable === null) throw notFound(VARIABLE_NOT_FOUND);
  return toVariable(variable);
}

export async function deleteVariableRecord(
  db: Database,
  auth: AuthContext,
  surveyId: string,
  variableId: string,
  version: number | null,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    await lockEditableSurvey(tx, auth, surveyId);
    return deleteVariable(tx, surveyId, variableId, version);
  });
  if (!deleted) throw await staleVariable(db, surveyId, variableId);
}
