import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { QuantitySurveyStatus } from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { constructions, quantitySurveys, quantitySurveySheets } from '../../db/schema';
import { matchesSearch } from '../../lib/list-cursor';

export interface ProjectSheetFilter {
  companyId: string;
  projectId: string;
  q?: string | undefined;
  surveyId?: string | undefined;
  constructionId?: string | undefined;
  status?: QuantitySurveyStatus | undefined;
  oz?: string | undefined;
}

// Subqueries over the sheet's lines, with explicit aliases (the outer query's columns are qualified by Drizzle).
const sheetId = quantitySurveySheets.id;
const lineCount = sql<number>`(select count(*) from quantity_survey_lines as sheet_lines
  where sheet_lines.sheet_id = ${sheetId})`.mapWith(Number);
/** The OZs measured on the sheet, in the order of their first line, as JSON text. */
const positions = sql<string>`(select coalesce(json_agg(first_lines.oz order by first_lines.first_row), '[]')::text
  from (select sheet_lines.oz, min(sheet_lines.row collate "C") as first_row
    from quantity_survey_lines as sheet_lines
    where sheet_lines.sheet_id = ${sheetId} and sheet_lines.oz is not null
    group by sheet_lines.oz) as first_lines)`;
/** The sheet changed when it or one of its lines did. */
const lastChange = sql<Date>`greatest(${quantitySurveySheets.updatedAt}, (select max(sheet_lines.updated_at)
  from quantity_survey_lines as sheet_lines where sheet_lines.sheet_id = ${sheetId}))`.mapWith(
  quantitySurveySheets.updatedAt,
);
/** What `q` searches: sheet title, survey name, and the texts and OZs of the sheet's lines. */
const searchText = sql`lower(${quantitySurveySheets.title} || ' ' || ${quantitySurveys.name} || ' ' ||
  coalesce((select string_agg(sheet_lines.text || ' ' || coalesce(sheet_lines.oz, ''), ' ')
    from quantity_survey_lines as sheet_lines where sheet_lines.sheet_id = ${sheetId}), ''))`;

/** Sheets with a line of this OZ, or of a position under it ("01.02" finds "01.02.0010"). */
const measuresOz = (oz: string): SQL => sql`exists (select 1 from quantity_survey_lines as sheet_lines
  where sheet_lines.sheet_id = ${sheetId}
    and (sheet_lines.oz = ${oz} or left(sheet_lines.oz, ${oz.length + 1}) = ${`${oz}.`}))`;

/** The sheets of every survey of the project: newest survey first, then by sheet number. */
export function listProjectSheets(db: Database, filter: ProjectSheetFilter) {
  let construction: SQL | undefined;
  if (filter.constructionId === 'none') construction = sql`${quantitySurveys.constructionId} is null`;
  else if (filter.constructionId != null)
    construction = eq(quantitySurveys.constructionId, filter.constructionId);
  return db
    .select({
      id: quantitySurveySheets.id,
      number: quantitySurveySheets.number,
      title: quantitySurveySheets.title,
      surveyId: quantitySurveys.id,
      surveyName: quantitySurveys.name,
      status: quantitySurveys.status,
      constructionId: quantitySurveys.constructionId,
      constructionName: constructions.name,
      lineCount,
      positions,
      updatedAt: lastChange,
    })
    .from(quantitySurveySheets)
    .innerJoin(quantitySurveys, eq(quantitySurveys.id, quantitySurveySheets.surveyId))
    .leftJoin(constructions, eq(constructions.id, quantitySurveys.constructionId))
    .where(
      and(
        eq(quantitySurveys.companyId, filter.companyId),
        eq(quantitySurveys.projectId, filter.projectId),
        filter.surveyId == null ? undefined : eq(quantitySurveys.id, filter.surveyId),
        construction,
        filter.status == null ? undefined : eq(quantitySurveys.status, filter.status),
        filter.oz == null || filter.oz === '' ? undefined : measuresOz(filter.oz),
        matchesSearch(searchText, filter.q),
      ),
    )
    .orderBy(desc(quantitySurveys.createdAt), asc(quantitySurveys.id), asc(quantitySurveySheets.number));
}
