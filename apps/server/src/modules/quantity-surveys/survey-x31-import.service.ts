import type { z } from 'zod';
import type { quantitySurveyImportFieldsSchema, QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import { truncateText } from '@vendoc/gaeb/text-bounds';
import { formatAddress } from '@vendoc/quantity-survey/address';
import { X31ReadError } from '@vendoc/quantity-survey/x31/errors';
import { readX31, type X31ReadResult } from '@vendoc/quantity-survey/x31/read';
import type { Database } from '../../db/client';
import { HttpProblem, notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { PROJECT_NOT_FOUND } from '../projects/projects.service';
import { toSurvey } from './quantity-surveys.presenter';
import { findProject, findSurvey, insertSurvey } from './quantity-surveys.repository';
import { checkLinks, resolveNewSurveyBoq } from './quantity-surveys.service';
import { insertLines, insertSheet, insertVariable, type NewLine } from './survey-content.repository';
import { SURVEY_NOT_FOUND } from './survey-guard';
import { allocateRow } from './survey-lines.service';

type ImportFields = z.output<typeof quantitySurveyImportFieldsSchema>;

// What a survey line holds (the contract's line text and expression limits); the reader's bounds are higher.
const LINE_TEXT_MAX = 500;
const LINE_EXPRESSION_MAX = 1000;

/** `value` cut to what the line holds, with a warning naming the line's address. */
function fitted(value: string, max: number, what: string, address: string, warnings: string[]): string {
  if (value.length <= max) return value;
  warnings.push(`Zeile ${address}: ${what} war ${value.length} Zeichen lang und wurde auf ${max} gekürzt.`);
  return truncateText(value, max);
}

export interface SurveyImportFile extends ImportFields {
  fileName: string;
  bytes: Uint8Array;
}

/** 422: the file is not an X31 file the reader accepts; the detail names the reason and the place. */
function unreadable(fileName: string, error: X31ReadError): HttpProblem {
  return new HttpProblem({
    status: 422,
    type: 'unreadable-x31',
    title: 'Unprocessable Content',
    detail: `„${fileName}“ ist keine lesbare X31-Datei: ${error.message}`,
    extensions: { code: error.code, line: error.line, row: error.row },
  });
}

/** The survey's name: the file's OrdDescr, else the file name without its extension. */
function importedName(read: X31ReadResult, fileName: string): string {
  const fromFile = read.surveyName?.trim();
  const name = fromFile || fileName.replace(/\.[^.]+$/, '').trim();
  return name.slice(0, 200) || 'Aufmaß';
}

/**
 * Imports a GAEB DA XML X31 file as a new draft survey of the project: its sheets (every sheet number the lines
 * and variables use), lines and variables, in one transaction. The BoQ is chosen as for a new survey
 * (`resolveNewSurveyBoq`: the one given, none for "none", else the project's contract BoQ or only BoQ). A file the reader refuses answers 422 and stores nothing.
 */
export async function importSurveyX31(
  db: Database,
  auth: AuthContext,
  file: SurveyImportFile,
  maxBytes: number,
): Promise<{ survey: QuantitySurvey; warnings: string[] }> {
  if ((await findProject(db, auth.companyId, file.projectId)) === null) throw notFound(PROJECT_NOT_FOUND);
  await checkLinks(db, auth, file.projectId, file);
  const boqId = await resolveNewSurveyBoq(db, auth, file.projectId, file.boqId);
  let read: X31ReadResult;
  try {
    read = readX31(file.bytes, { maxBytes });
  } catch (error) {
    if (error instanceof X31ReadError) throw unreadable(file.fileName, error);
    throw error;
  }
  const warnings = [...read.warnings];

  const sheetNumbers = new Set<number>();
  for (const line of read.lines) sheetNumbers.add(line.sheet);
  for (const variable of read.variables) if (variable.sheet !== null) sheetNumbers.add(variable.sheet);
  if (sheetNumbers.size === 0) sheetNumbers.add(1);

  const surveyId = await db.transaction(async (tx) => {
    const id = await insertSurvey(tx, {
      companyId: auth.companyId,
      projectId: file.projectId,
      constructionId: file.constructionId,
      boqId,
      name: importedName(read, file.fileName),
      createdBy: auth.userId,
    });
    const sheetIds = new Map<number, string>();
    for (const number of [...sheetNumbers].sort((a, b) => a - b)) {
      sheetIds.set(
        number,
        await insertSheet(tx, { companyId: auth.companyId, surveyId: id, number, title: '' }),
      );
    }
    const used = new Map<number, string[]>();
    const lines: NewLine[] = [];
    for (const line of read.lines) {
      const rows = used.get(line.sheet) ?? [];
      used.set(line.sheet, rows);
      const row = allocateRow(rows, line.row);
      if (row === null) {
        warnings.push(`Blatt ${line.sheet} ist voll: die Zeile ${line.row} wurde nicht übernommen.`);
        continue;
      }
      if (row !== line.row)
        warnings.push(
          `Die Adresse ${line.row} auf Blatt ${line.sheet} kam doppelt vor; die Zeile steht jetzt in ${row}.`,
        );
      rows.push(row);
      lines.push({
        companyId: auth.companyId,
        surveyId: id,
        sheetId: sheetIds.get(line.sheet)!,
        row,
        oz: line.oz,
        marker: line.marker,
        text: fitted(line.text, LINE_TEXT_MAX, 'Der Text', formatAddress(line.sheet, row), warnings),
        formulaNumber: line.formulaNumber,
        expression: fitted(
          line.expression,
          LINE_EXPRESSION_MAX,
          'Die Formel',
          formatAddress(line.sheet, row),
          warnings,
        ),
        photoFileId: null,
        createdBy: auth.userId,
      });
    }
    await insertLines(tx, lines);
    for (const variable of read.variables) {
      await insertVariable(tx, {
        companyId: auth.companyId,
        surveyId: id,
        sheetId: variable.sheet === null ? null : sheetIds.get(variable.sheet)!,
        name: variable.name,
        expression: variable.expression,
      });
    }
    return id;
  });
  const survey = await findSurvey(db, auth.companyId, surveyId);
  if (survey === null) throw notFound(SURVEY_NOT_FOUND);
  return { survey: toSurvey(survey), warnings };
}
