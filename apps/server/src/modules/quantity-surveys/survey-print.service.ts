import { formatAddress } from '@vendoc/quantity-survey/address';
import type { Database } from '../../db/client';
import { notFound, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import {
  renderDefaultTemplate,
  type RenderedDocument,
  type SourceDocument,
} from '../document-templates/document-templates.service';
import { sanitizeUploadName } from '../../lib/file-name';
import { printHeader } from '../company/company.service';
import { findSurvey } from './quantity-surveys.repository';
import { listSheets } from './survey-content.repository';
import { calculateStoredSurvey, type CalculatedSurvey } from './survey-calculation';
import { SURVEY_NOT_FOUND } from './survey-guard';
import { findSender } from '../projects/projects.service';
import { findPrintHeader } from './survey-print.repository';
import { surveyHeaderData } from './survey-document-data';
import { findItemsByOz } from './survey-totals.repository';

/** The formula as printed: the expression, geometric formulas with their number ("FN 101: 4,5;3,2"). */
function formulaText(formulaNumber: number, expression: string): string {
  if (expression.trim() === '') return '';
  return formulaNumber === 0 || formulaNumber === 91 ? expression : `FN ${formulaNumber}: ${expression}`;
}

/**
 * The survey's lines as the positions table's rows: per printed sheet a title ("Blatt 2 · Erdgeschoss"), under it
 * each line with its OZ, address and text (the formula on a second line), its result as quantity and the unit of
 * the measured BoQ item.
 */
function surveyItems(
  calculated: CalculatedSurvey,
  sheets: { number: number; title: string }[],
  units: Map<string, string>,
) {
  return sheets.map((sheet) => ({
    oz: '',
    shortText: sheet.title.trim() === '' ? `Blatt ${sheet.number}` : `Blatt ${sheet.number} · ${sheet.title}`,
    items: calculated.lines
      .filter((line) => line.sheet === sheet.number)
      .map((line) => {
        const formula = formulaText(line.formulaNumber, line.expression);
        const marker = line.marker === '' ? '' : ` [${line.marker}]`;
        const text = `${formatAddress(line.sheet, line.row)}${marker} ${line.text}`.trim();
        return {
          oz: line.oz ?? '',
          shortText: formula === '' ? text : `${text}\n${formula}`,
          longText: '',
          quantity: calculated.result.lines.get(line.id)?.value ?? '',
          unit: line.oz === null ? '' : (units.get(line.oz) ?? ''),
        };
      }),
  }));
}

/**
 * The document data of a survey as the "quantity survey sheet" layouts read it (the catalogue's paths): its sheets
 * (`sheetNumbers`; all when absent; an unknown one is 400 naming `sheets`) with their lines, the header and the
 * signed-in user as sender. 404 for a survey that is not the company's. Also the data of a template preview with
 * this survey.
 */
export async function surveyDocument(
  db: Database,
  auth: AuthContext,
  surveyId: string,
  sheetNumbers: number[] | undefined,
  now: Date,
): Promise<SourceDocument & { fileName: string }> {
  const survey = await findSurvey(db, auth.companyId, surveyId);
  if (survey === null) throw notFound(SURVEY_NOT_FOUND);
  const [header, company, sender, allSheets, calculated] = await Promise.all([
    findPrintHeader(db, auth.companyId, surveyId),
    printHeader(db, auth.companyId),
    findSender(db, auth.companyId, auth.userId),
    listSheets(db, surveyId),
    calculateStoredSurvey(db, surveyId),
  ]);
  if (header === null) throw notFound(SURVEY_NOT_FOUND);
  const wanted = sheetNumbers === undefined ? null : new Set(sheetNumbers);
  const missing = [...(wanted ?? [])].filter((number) => !allSheets.some((sheet) => sheet.number === number));
  if (missing.length > 0)
    throw validationProblem([{ path: 'sheets', message: `Blatt ${missing.join(', ')} gibt es nicht` }]);
  const sheets = allSheets.filter((sheet) => wanted === null || wanted.has(sheet.number));
  const ozs = [...new Set(calculated.lines.flatMap((line) => (line.oz === null ? [] : [line.oz])))];
  const boqItems = survey.boqId === null ? [] : await findItemsByOz(db, survey.boqId, ozs);
  const units = new Map(boqItems.map((item) => [item.oz, item.unit ?? '']));
  const data = {
    ...surveyHeaderData(
      header,
      company,
      sender,
      { name: survey.name, sheetNumbers: sheets.map((sheet) => sheet.number) },
      now.toISOString().slice(0, 10),
    ),
    items: surveyItems(calculated, sheets, units),
  };
  const base = sanitizeUploadName(survey.name.replace(/[:*?"<>|/\\]+/g, '_'));
  return { data, title: `Aufmaß ${survey.name}`, fileName: `Aufmaß ${base}.pdf` };
}

/**
 * GET /quantity-surveys/{id}/pdf: the survey's sheets (`sheets`: their numbers; all when absent) rendered with
 * the company's default quantity survey sheet layout. Everyone who reads surveys may print them.
 */
export async function printSurvey(
  deps: { db: Database; storage: FileStorage },
  auth: AuthContext,
  surveyId: string,
  sheetNumbers: number[] | undefined,
  now: Date,
): Promise<RenderedDocument & { fileName: string }> {
  const document = await surveyDocument(deps.db, auth, surveyId, sheetNumbers, now);
  const rendered = await renderDefaultTemplate(
    deps,
    auth.companyId,
    'quantitySurveySheet',
    document.data,
    document.title,
  );
  return { ...rendered, fileName: document.fileName };
}
