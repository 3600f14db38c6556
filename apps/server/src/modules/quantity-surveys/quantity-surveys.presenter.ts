import type {
  QuantitySurvey,
  QuantitySurveyLine,
  QuantitySurveySheet,
  QuantitySurveyVariable,
} from '@vendoc/contract/quantity-surveys';
import type { SurveyLine, SurveyVariable, Marker } from '@vendoc/quantity-survey/model';
import type { ContentUrls } from '../../lib/content-urls';
import type { SurveyRow } from './quantity-surveys.repository';
import type { LineRow, SheetRow, VariableRow } from './survey-content.repository';

/** Signs photo URLs for the user who asked. */
export interface Viewer {
  contentUrls: ContentUrls;
  userId: string;
}

/** The API shape of a survey row (never the raw row). */
export function toSurvey(row: SurveyRow): QuantitySurvey {
  return {
    id: row.id,
    projectId: row.projectId,
    construction:
      row.constructionId === null ? null : { id: row.constructionId, name: row.constructionName ?? '' },
    boq:
      row.boqId === null ? null : { id: row.boqId, name: row.boqName ?? '', kind: row.boqKind ?? 'contract' },
    name: row.name,
    status: row.status,
    sheetCount: row.sheetCount,
    lineCount: row.lineCount,
    transferredAt: row.transferredAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSheet(row: SheetRow): QuantitySurveySheet {
  return { id: row.id, number: row.number, title: row.title, version: row.version };
}

export function toLine(row: LineRow, viewer: Viewer): QuantitySurveyLine {
  return {
    id: row.id,
    sheetId: row.sheetId,
    row: row.row,
    oz: row.oz,
    marker: row.marker as Marker,
    text: row.text,
    formulaNumber: row.formulaNumber,
    expression: row.expression,
    photo:
      row.photoFileId === null
        ? null
        : {
            fileId: row.photoFileId,
            name: row.photoName ?? '',
            contentUrl: viewer.contentUrls.forFile(row.photoFileId, viewer.userId),
          },
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toVariable(row: VariableRow): QuantitySurveyVariable {
  return {
    id: row.id,
    sheetId: row.sheetId,
    name: row.name,
    expression: row.expression,
    version: row.version,
  };
}

/** A stored line as the formula engine reads it (the sheet by its number). */
export function toEngineLine(row: LineRow): SurveyLine {
  return {
    id: row.id,
    sheet: row.sheetNumber,
    row: row.row,
    oz: row.oz,
    marker: row.marker as Marker,
    text: row.text,
    formulaNumber: row.formulaNumber,
    expression: row.expression,
  };
}

/** A stored variable as the formula engine reads it (its sheet's number, or null when survey-wide). */
export function toEngineVariable(row: VariableRow): SurveyVariable {
  return { id: row.id, name: row.name, expression: row.expression, sheet: row.sheetNumber };
}
