import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { QuantitySurveyStatus } from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { boqs, constructions, projects, quantitySurveys } from '../../db/schema';
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  matchesSearch,
  type SortChoice,
  type SortKey,
} from '../../lib/list-cursor';

export type SurveySortField = 'createdAt' | 'updatedAt' | 'name';
export const SURVEY_SORT_FIELDS: readonly SurveySortField[] = ['createdAt', 'updatedAt', 'name'];

const sheetCount = sql<number>`(select count(*) from quantity_survey_sheets as counted_sheets
  where counted_sheets.survey_id = ${quantitySurveys.id})`.mapWith(Number);
const lineCount = sql<number>`(select count(*) from quantity_survey_lines as counted_lines
  where counted_lines.survey_id = ${quantitySurveys.id})`.mapWith(Number);

const surveyColumns = {
  id: quantitySurveys.id,
  projectId: quantitySurveys.projectId,
  constructionId: quantitySurveys.constructionId,
  constructionName: constructions.name,
  boqId: quantitySurveys.boqId,
  boqName: boqs.name,
  boqKind: boqs.kind,
  name: quantitySurveys.name,
  status: quantitySurveys.status,
  sheetCount,
  lineCount,
  transferredAt: quantitySurveys.transferredAt,
  version: quantitySurveys.version,
  createdAt: quantitySurveys.createdAt,
  updatedAt: quantitySurveys.updatedAt,
};

/** A survey as listed: with its construction's and BoQ's names and its sheet and line counts. */
export type SurveyRow = NonNullable<Awaited<ReturnType<typeof findSurvey>>>;

function surveysWithNames(db: Database) {
  return db
    .select(surveyColumns)
    .from(quantitySurveys)
    .leftJoin(constructions, eq(constructions.id, quantitySurveys.constructionId))
    .leftJoin(boqs, eq(boqs.id, quantitySurveys.boqId));
}

/** The survey with this id in this company, or null (also for another company's). */
export async function findSurvey(db: Database, companyId: string, id: string) {
  const rows = await surveysWithNames(db)
    .where(and(eq(quantitySurveys.id, id), eq(quantitySurveys.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The survey's own row, locked: `update` for changes of the survey, `share` for changes of its content. */
export async function lockSurvey(tx: Database, companyId: string, id: string, mode: 'update' | 'share') {
  const rows = await tx
    .select()
    .from(quantitySurveys)
    .where(and(eq(quantitySurveys.id, id), eq(quantitySurveys.companyId, companyId)))
    .for(mode)
    .limit(1);
  return rows[0] ?? null;
}
export type LockedSurvey = NonNullable<Awaited<ReturnType<typeof lockSurvey>>>;

export interface SurveyListFilter {
  companyId: string;
  q?: string | undefined;
  projectId?: string | undefined;
  constructionId?: string | undefined;
  status?: QuantitySurveyStatus | undefined;
}

function filterCondition(filter: SurveyListFilter): SQL | undefined {
  const searchText = sql`lower(${quantitySurveys.name} || ' ' || coalesce(${constructions.name}, ''))`;
  let construction: SQL | undefined;
  if (filter.constructionId === 'none') construction = sql`${quantitySurveys.constructionId} is null`;
  else if (filter.constructionId != null)
    construction = eq(quantitySurveys.constructionId, filter.constructionId);
  return and(
    eq(quantitySurveys.companyId, filter.companyId),
    filter.projectId == null ? undefined : eq(quantitySurveys.projectId, filter.projectId),
    construction,
    filter.status == null ? undefined : eq(quantitySurveys.status, filter.status),
    matchesSearch(searchText, filter.q),
  );
}

function sortKeys({ field, descending }: SortChoice<SurveySortField>): SortKey[] {
  const first: Record<SurveySortField, SortKey> = {
    createdAt: { expression: quantitySurveys.createdAt, type: 'timestamptz', descending },
    updatedAt: { expression: quantitySurveys.updatedAt, type: 'timestamptz', descending },
    name: { expression: sql`lower(${quantitySurveys.name})`, type: 'text', descending },
  };
  return [first[field], { expression: quantitySurveys.id, type: 'uuid', descending }];
}
export const surveySortKeyCount = 2;

/** Up to `limit` surveys after the cursor values, in the sort's order, each with its cursor values. */
export function listSurveys(
  db: Database,
  filter: SurveyListFilter,
  sort: SortChoice<SurveySortField>,
  after: string[] | null,
  limit: number,
) {
  const keys = sortKeys(sort);
  return db
    .select({ ...surveyColumns, cursorValues: keysetValues(keys) })
    .from(quantitySurveys)
    .leftJoin(constructions, eq(constructions.id, quantitySurveys.constructionId))
    .leftJoin(boqs, eq(boqs.id, quantitySurveys.boqId))
    .where(and(filterCondition(filter), after == null ? undefined : keysetAfter(keys, after)))
    .orderBy(...keysetOrderBy(keys))
    .limit(limit);
}

export async function countSurveys(db: Database, filter: SurveyListFilter): Promise<number> {
  const rows = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(quantitySurveys)
    .leftJoin(constructions, eq(constructions.id, quantitySurveys.constructionId))
    .where(filterCondition(filter));
  return rows[0]?.total ?? 0;
}

/** The project of the company, or null. */
export async function findProject(db: Database, companyId: string, projectId: string) {
  const rows = await db
    .select({ id: projects.id, name: projects.name, number: projects.number })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The project a construction of the company belongs to, or null for an unknown construction. */
export async function findConstructionProject(
  db: Database,
  companyId: string,
  constructionId: string,
): Promise<string | null> {
  const rows = await db
    .select({ projectId: constructions.projectId })
    .from(constructions)
    .where(and(eq(constructions.id, constructionId), eq(constructions.companyId, companyId)))
    .limit(1);
  return rows[0]?.projectId ?? null;
}

/** The project a BoQ of the company belongs to, or null for an unknown BoQ. */
export async function findBoqProject(db: Database, companyId: string, boqId: string): Promise<string | null> {
  const rows = await db
    .select({ projectId: boqs.projectId })
    .from(boqs)
    .where(and(eq(boqs.id, boqId), eq(boqs.companyId, companyId), isNull(boqs.importStartedAt)))
    .limit(1);
  return rows[0]?.projectId ?? null;
}

/** The project's BoQs as a survey's BoQ choice weighs them (a project holds a handful). */
export function listProjectBoqs(db: Database, companyId: string, projectId: string) {
  return db
    .select({ id: boqs.id, name: boqs.name, kind: boqs.kind, createdAt: boqs.createdAt })
    .from(boqs)
    .where(and(eq(boqs.companyId, companyId), eq(boqs.projectId, projectId), isNull(boqs.importStartedAt)));
}

export interface NewSurvey {
  companyId: string;
  projectId: string;
  constructionId: string | null;
  boqId: string | null;
  name: string;
  createdBy: string;
}

export async function insertSurvey(tx: Database, survey: NewSurvey): Promise<string> {
  const [row] = await tx
    .insert(quantitySurveys)
    .values({ ...survey, status: 'draft' })
    .returning({ id: quantitySurveys.id });
  if (row == null) throw new Error('INSERT … RETURNING returned no row');
  return row.id;
}

/** Changes the survey and moves its version on, if it still has `version`; false otherwise. */
export async function updateSurvey(
  tx: Database,
  companyId: string,
  id: string,
  version: number,
  changes: Partial<
    Pick<
      typeof quantitySurveys.$inferInsert,
      'name' | 'constructionId' | 'boqId' | 'status' | 'statusChangedAt' | 'statusChangedBy'
    >
  >,
): Promise<boolean> {
  const rows = await tx
    .update(quantitySurveys)
    .set({ ...changes, version: sql`${quantitySurveys.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(quantitySurveys.id, id),
        eq(quantitySurveys.companyId, companyId),
        eq(quantitySurveys.version, version),
      ),
    )
    .returning({ id: quantitySurveys.id });
  return rows.length > 0;
}

export async function deleteSurvey(tx: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(quantitySurveys)
    .where(and(eq(quantitySurveys.id, id), eq(quantitySurveys.companyId, companyId)))
    .returning({ id: quantitySurveys.id });
  return rows.length > 0;
}

/** The approved and billed surveys of a BoQ, locked against status changes while their quantities are summed. */
export function lockCountedSurveysOfBoq(tx: Database, companyId: string, boqId: string) {
  return tx
    .select({ id: quantitySurveys.id })
    .from(quantitySurveys)
    .where(
      and(
        eq(quantitySurveys.companyId, companyId),
        eq(quantitySurveys.boqId, boqId),
        inArray(quantitySurveys.status, ['approved', 'billed']),
      ),
    )
    .orderBy(quantitySurveys.id)
    .for('update');
}

/** Marks surveys as transferred into their BoQ at `at`. */
export async function markTransferred(tx: Database, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(quantitySurveys)
    .set({ transferredAt: at })
    .where(inArray(quantitySurveys.id, [...ids]));
}
