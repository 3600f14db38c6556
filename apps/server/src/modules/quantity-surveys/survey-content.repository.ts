import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  projectFiles,
  quantitySurveyLines,
  quantitySurveySheets,
  quantitySurveyVariables,
} from '../../db/schema';
import { deleteVersioned, updateVersioned } from '../../db/versioned';

// Sheets, lines and variables of a survey. Every query names the survey (and the company through it): an id of
// another survey's line is "not found" here, never a leak.

// Rows sort A0, A1 … A9, B0 … Z9: byte order, whatever the database's collation.
const rowOrder = sql`${quantitySurveyLines.row} collate "C"`;

// ---------------------------------------------------------------------------------------------------------------
// Sheets
// ---------------------------------------------------------------------------------------------------------------

const sheetColumns = {
  id: quantitySurveySheets.id,
  surveyId: quantitySurveySheets.surveyId,
  number: quantitySurveySheets.number,
  title: quantitySurveySheets.title,
  version: quantitySurveySheets.version,
};
export type SheetRow = NonNullable<Awaited<ReturnType<typeof findSheet>>>;

export function listSheets(db: Database, surveyId: string) {
  return db
    .select(sheetColumns)
    .from(quantitySurveySheets)
    .where(eq(quantitySurveySheets.surveyId, surveyId))
    .orderBy(asc(quantitySurveySheets.number));
}

export async function findSheet(db: Database, surveyId: string, sheetId: string) {
  const rows = await db
    .select(sheetColumns)
    .from(quantitySurveySheets)
    .where(and(eq(quantitySurveySheets.id, sheetId), eq(quantitySurveySheets.surveyId, surveyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The sheet's row lock: new lines of one sheet get their rows one after another. */
export async function lockSheet(tx: Database, surveyId: string, sheetId: string) {
  const rows = await tx
    .select(sheetColumns)
    .from(quantitySurveySheets)
    .where(and(eq(quantitySurveySheets.id, sheetId), eq(quantitySurveySheets.surveyId, surveyId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function highestSheetNumber(db: Database, surveyId: string): Promise<number> {
  const rows = await db
    .select({ number: sql<number | null>`max(${quantitySurveySheets.number})` })
    .from(quantitySurveySheets)
    .where(eq(quantitySurveySheets.surveyId, surveyId));
  return Number(rows[0]?.number ?? 0);
}

export async function sheetNumberTaken(
  db: Database,
  surveyId: string,
  number: number,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: quantitySurveySheets.id })
    .from(quantitySurveySheets)
    .where(and(eq(quantitySurveySheets.surveyId, surveyId), eq(quantitySurveySheets.number, number)))
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}

export async function countSheets(db: Database, surveyId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(quantitySurveySheets)
    .where(eq(quantitySurveySheets.surveyId, surveyId));
  return rows[0]?.total ?? 0;
}

export interface NewSheet {
  companyId: string;
  surveyId: string;
  number: number;
  title: string;
}

export async function insertSheet(tx: Database, sheet: NewSheet): Promise<string> {
  const [row] = await tx
    .insert(quantitySurveySheets)
    .values(sheet)
    .returning({ id: quantitySurveySheets.id });
  if (row == null) throw new Error('INSERT … RETURNING returned no row');
  return row.id;
}

/** Changes number and/or title if the sheet still has `version`; false otherwise. */
export function updateSheet(
  tx: Database,
  surveyId: string,
  id: string,
  version: number,
  changes: { number?: number; title?: string },
): Promise<boolean> {
  const scope = eq(quantitySurveySheets.surveyId, surveyId);
  return updateVersioned(tx, quantitySurveySheets, { id, version, scope }, changes);
}

/** Deletes the sheet (its lines and variables cascade) if it has `version` (or any, when null). */
export function deleteSheet(
  tx: Database,
  surveyId: string,
  id: string,
  version: number | null,
): Promise<boolean> {
  return deleteVersioned(tx, quantitySurveySheets, {
    id,
    version,
    scope: eq(quantitySurveySheets.surveyId, surveyId),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------------------------

const lineColumns = {
  id: quantitySurveyLines.id,
  sheetId: quantitySurveyLines.sheetId,
  sheetNumber: quantitySurveySheets.number,
  row: quantitySurveyLines.row,
  oz: quantitySurveyLines.oz,
  marker: quantitySurveyLines.marker,
  text: quantitySurveyLines.text,
  formulaNumber: quantitySurveyLines.formulaNumber,
  expression: quantitySurveyLines.expression,
  photoFileId: quantitySurveyLines.photoFileId,
  photoName: projectFiles.name,
  version: quantitySurveyLines.version,
  updatedAt: quantitySurveyLines.updatedAt,
};
export type LineRow = Awaited<ReturnType<typeof listLines>>[number];

function linesWithSheets(db: Database) {
  return db
    .select(lineColumns)
    .from(quantitySurveyLines)
    .innerJoin(quantitySurveySheets, eq(quantitySurveySheets.id, quantitySurveyLines.sheetId))
    .leftJoin(projectFiles, eq(projectFiles.id, quantitySurveyLines.photoFileId));
}

/** Every line of the survey in address order (sheet number, row). */
export function listLines(db: Database, surveyId: string) {
  return linesWithSheets(db)
    .where(eq(quantitySurveyLines.surveyId, surveyId))
    .orderBy(asc(quantitySurveySheets.number), rowOrder);
}

export async function findLine(db: Database, surveyId: string, lineId: string): Promise<LineRow | null> {
  const rows = await linesWithSheets(db)
    .where(and(eq(quantitySurveyLines.id, lineId), eq(quantitySurveyLines.surveyId, surveyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The rows in use on a sheet. */
export async function usedRows(db: Database, sheetId: string): Promise<string[]> {
  const rows = await db
    .select({ row: quantitySurveyLines.row })
    .from(quantitySurveyLines)
    .where(eq(quantitySurveyLines.sheetId, sheetId));
  return rows.map((row) => row.row);
}

export interface LineContent {
  oz: string | null;
  marker: string;
  text: string;
  formulaNumber: number;
  expression: string;
  photoFileId: string | null;
}

export interface NewLine extends LineContent {
  companyId: string;
  surveyId: string;
  sheetId: string;
  row: string;
  createdBy: string | null;
}

/** Inserts lines (one statement; the rows as one JSON parameter) and returns their ids in order. */
export async function insertLines(tx: Database, lines: readonly NewLine[]): Promise<string[]> {
  if (lines.length === 0) return [];
  const values = JSON.stringify(
    lines.map((line, index) => ({
      ord: index,
      company_id: line.companyId,
      survey_id: line.surveyId,
      sheet_id: line.sheetId,
      row: line.row,
      oz: line.oz,
      marker: line.marker,
      text: line.text,
      formula_number: line.formulaNumber,
      expression: line.expression,
      photo_file_id: line.photoFileId,
      created_by: line.createdBy,
    })),
  );
  const result = await tx.execute(sql`
    insert into quantity_survey_lines
      (company_id, survey_id, sheet_id, row, oz, marker, text, formula_number, expression, photo_file_id,
       created_by)
    select v.company_id, v.survey_id, v.sheet_id, v.row, v.oz, v.marker, v.text, v.formula_number, v.expression,
      v.photo_file_id, v.created_by
    from jsonb_to_recordset(${values}::jsonb) as v(ord int, company_id uuid, survey_id uuid, sheet_id uuid,
      row text, oz text, marker text, text text, formula_number int, expression text, photo_file_id uuid,
      created_by uuid)
    order by v.ord
    returning id, sheet_id, row`);
  // node-postgres and PGlite both answer { rows }; RETURNING does not promise the order, the address does.
  const { rows } = result as unknown as { rows: { id: string; sheet_id: string; row: string }[] };
  const ids = new Map(rows.map((row) => [`${row.sheet_id}/${row.row}`, row.id]));
  return lines.map((line) => {
    const id = ids.get(`${line.sheetId}/${line.row}`);
    if (id == null) throw new Error('inserted line not returned');
    return id;
  });
}

/** Changes the line's content if it still has `version`; false otherwise. */
export function updateLine(
  tx: Database,
  surveyId: string,
  id: string,
  version: number,
  changes: Partial<LineContent>,
): Promise<boolean> {
  const scope = eq(quantitySurveyLines.surveyId, surveyId);
  return updateVersioned(tx, quantitySurveyLines, { id, version, scope }, changes);
}

export function deleteLine(tx: Database, surveyId: string, id: string, version: number): Promise<boolean> {
  return deleteVersioned(tx, quantitySurveyLines, {
    id,
    version,
    scope: eq(quantitySurveyLines.surveyId, surveyId),
  });
}

/** The project of a file of the company, or null. */
export async function findFileProject(db: Database, companyId: string, fileId: string) {
  const rows = await db
    .select({ projectId: projectFiles.projectId })
    .from(projectFiles)
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.companyId, companyId)))
    .limit(1);
  return rows[0]?.projectId ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Variables
// ---------------------------------------------------------------------------------------------------------------

const variableColumns = {
  id: quantitySurveyVariables.id,
  sheetId: quantitySurveyVariables.sheetId,
  sheetNumber: quantitySurveySheets.number,
  name: quantitySurveyVariables.name,
  expression: quantitySurveyVariables.expression,
  version: quantitySurveyVariables.version,
};
export type VariableRow = Awaited<ReturnType<typeof listVariables>>[number];

function variablesWithSheets(db: Database) {
  return db
    .select(variableColumns)
    .from(quantitySurveyVariables)
    .leftJoin(quantitySurveySheets, eq(quantitySurveySheets.id, quantitySurveyVariables.sheetId));
}

/** The survey's variables: survey-wide ones first, then by sheet number; by name within. */
export function listVariables(db: Database, surveyId: string) {
  return variablesWithSheets(db)
    .where(eq(quantitySurveyVariables.surveyId, surveyId))
    .orderBy(
      sql`${quantitySurveySheets.number} asc nulls first`,
      sql`${quantitySurveyVariables.name} collate "C"`,
    );
}

export async function findVariable(db: Database, surveyId: string, id: string): Promise<VariableRow | null> {
  const rows = await variablesWithSheets(db)
    .where(and(eq(quantitySurveyVariables.id, id), eq(quantitySurveyVariables.surveyId, surveyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The variable of that name on the sheet (or survey-wide, sheet null), or null. */
export async function findVariableByName(
  db: Database,
  surveyId: string,
  sheetId: string | null,
  name: string,
): Promise<VariableRow | null> {
  const rows = await variablesWithSheets(db)
    .where(
      and(
        eq(quantitySurveyVariables.surveyId, surveyId),
        sheetId === null
          ? isNull(quantitySurveyVariables.sheetId)
          : eq(quantitySurveyVariables.sheetId, sheetId),
        eq(quantitySurveyVariables.name, name),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export interface NewVariable {
  companyId: string;
  surveyId: string;
  sheetId: string | null;
  name: string;
  expression: string;
}

export async function insertVariable(tx: Database, variable: NewVariable): Promise<string> {
  const [row] = await tx
    .insert(quantitySurveyVariables)
    .values(variable)
    .returning({ id: quantitySurveyVariables.id });
  if (row == null) throw new Error('INSERT … RETURNING returned no row');
  return row.id;
}

/** Changes name and/or expression if the variable still has `version` (any, when null); false otherwise. */
export function updateVariable(
  tx: Database,
  surveyId: string,
  id: string,
  version: number | null,
  changes: { name?: string; expression?: string },
): Promise<boolean> {
  const scope = eq(quantitySurveyVariables.surveyId, surveyId);
  return updateVersioned(tx, quantitySurveyVariables, { id, version, scope }, changes);
}

export function deleteVariable(
  tx: Database,
  surveyId: string,
  id: string,
  version: number | null,
): Promise<boolean> {
  return deleteVersioned(tx, quantitySurveyVariables, {
    id,
    version,
    scope: eq(quantitySurveyVariables.surveyId, surveyId),
  });
}
