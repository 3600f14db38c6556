import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BoqStructureResponse } from '@vendoc/contract/boqs';
import type {
  QuantitySurvey,
  QuantitySurveyCreate,
  QuantitySurveyDetail,
  QuantitySurveyLine,
  QuantitySurveyLineCreate,
  QuantitySurveyStatus,
  TemplateLine,
  TemplateParameter,
} from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import {
  boqNodes,
  constructions,
  quantitySurveyLines,
  quantitySurveys,
  quantitySurveySheets,
  quantitySurveyTemplates,
  quantitySurveyVariables,
  projectFiles,
} from '../../db/schema';
import { call } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';

export interface Caller {
  headers: { authorization: string };
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Expects a status and returns the JSON body; the response body is the failure message. */
export function expectStatus<T = unknown>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.body === '' ? undefined : response.json()) as T;
}

/** A construction of the project, inserted directly (its routes belong to another module). */
export async function insertConstruction(
  db: Database,
  companyId: string,
  projectId: string,
  name = 'Bad 1. OG',
): Promise<string> {
  const [row] = await db
    .insert(constructions)
    .values({ companyId, projectId, name, kind: 'room' })
    .returning({ id: constructions.id });
  return row!.id;
}

/** A company template, inserted directly (its routes belong to another module). */
export async function insertTemplate(
  db: Database,
  companyId: string,
  template: { name: string; parameters: TemplateParameter[]; lines: TemplateLine[] },
): Promise<string> {
  const [row] = await db
    .insert(quantitySurveyTemplates)
    .values({ companyId, ...template })
    .returning({ id: quantitySurveyTemplates.id });
  return row!.id;
}

export interface TestBoq {
  id: string;
  /** Item node ids by OZ. */
  items: Map<string, string>;
}

/**
 * A BoQ built through the BoQ API (mask 2/4): title "01" with items 01.0010, 01.0020 …, one per entry of
 * `items` (short text, quantity, unit).
 */
export async function createBoq(
  t: TestApp,
  as: Caller,
  projectId: string,
  options: {
    name?: string;
    kind?: 'contract' | 'offer' | 'tender';
    items: { shortText: string; qty: string; unit: string }[];
  },
): Promise<TestBoq> {
  const created = await call(t, {
    method: 'POST',
    url: `/api/v1/projects/${projectId}/boqs`,
    as,
    body: { name: options.name ?? 'Hauptauftrag', kind: options.kind ?? 'contract' },
  });
  const boqId = expectStatus<{ id: string }>(created, 201).id;
  const title = await call(t, {
    method: 'POST',
    url: `/api/v1/boqs/${boqId}/nodes`,
    as,
    body: { kind: 'title', parentId: null, shortText: 'Trockenbau' },
  });
  const titleId = expectStatus<BoqStructureResponse>(title, 201).node!.id;
  const items = new Map<string, string>();
  let afterId: string | null = null;
  for (const item of options.items) {
    const response = await call(t, {
      method: 'POST',
      url: `/api/v1/boqs/${boqId}/nodes`,
      as,
      body: { kind: 'item', parentId: titleId, afterId, ...item },
    });
    const node = expectStatus<BoqStructureResponse>(response, 201).node!;
    items.set(node.oz, node.id);
    afterId = node.id;
  }
  return { id: boqId, items };
}

export async function createSurvey(
  t: TestApp,
  as: Caller,
  body: QuantitySurveyCreate,
): Promise<QuantitySurveyDetail> {
  const response = await call(t, { method: 'POST', url: '/api/v1/quantity-surveys', as, body });
  return expectStatus<QuantitySurveyDetail>(response, 201);
}

export async function getDetail(t: TestApp, as: Caller, surveyId: string): Promise<QuantitySurveyDetail> {
  const response = await call(t, { method: 'GET', url: `/api/v1/quantity-surveys/${surveyId}`, as });
  return expectStatus<QuantitySurveyDetail>(response, 200);
}

export function postLine(t: TestApp, as: Caller, surveyId: string, body: QuantitySurveyLineCreate) {
  return call(t, { method: 'POST', url: `/api/v1/quantity-surveys/${surveyId}/lines`, as, body });
}

export async function addLine(
  t: TestApp,
  as: Caller,
  surveyId: string,
  body: QuantitySurveyLineCreate,
): Promise<QuantitySurveyLine> {
  return expectStatus<QuantitySurveyLine>(await postLine(t, as, surveyId, body), 201);
}

/** Moves a survey to `status` through the status endpoint (following the allowed path from its status). */
export async function moveTo(
  t: TestApp,
  as: Caller,
  surveyId: string,
  status: QuantitySurveyStatus,
): Promise<QuantitySurvey> {
  const path: QuantitySurveyStatus[] = ['draft', 'submitted', 'approved', 'billed'];
  let survey = (await getDetail(t, as, surveyId)) as QuantitySurvey;
  while (survey.status !== status) {
    const next = path[path.indexOf(survey.status) + 1]!;
    if (next === 'billed') {
      // Only an issued invoice bills a survey (the status endpoint refuses): set it as the invoice would.
      await t.db
        .update(quantitySurveys)
        .set({ status: 'billed', version: sql`${quantitySurveys.version} + 1` })
        .where(eq(quantitySurveys.id, surveyId));
      survey = (await getDetail(t, as, surveyId)) as QuantitySurvey;
      continue;
    }
    const response = await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${surveyId}/status`,
      as,
      body: { status: next, version: survey.version },
    });
    survey = expectStatus<QuantitySurvey>(response, 200);
  }
  return survey;
}

/** Row counts of everything a survey consists of, to check that a refused write stored nothing. */
export async function surveyFootprint(db: Database, surveyId: string) {
  const [survey] = await db
    .select({ version: quantitySurveys.version, status: quantitySurveys.status, name: quantitySurveys.name })
    .from(quantitySurveys)
    .where(eq(quantitySurveys.id, surveyId));
  const counted = async (table: typeof quantitySurveyLines | typeof quantitySurveySheets) =>
    (await db.select({ n: count() }).from(table).where(eq(table.surveyId, surveyId)))[0]?.n ?? 0;
  const lines = await db
    .select({ id: quantitySurveyLines.id, version: quantitySurveyLines.version })
    .from(quantitySurveyLines)
    .where(eq(quantitySurveyLines.surveyId, surveyId))
    .orderBy(quantitySurveyLines.id);
  const variables = await db
    .select({ id: quantitySurveyVariables.id, version: quantitySurveyVariables.version })
    .from(quantitySurveyVariables)
    .where(eq(quantitySurveyVariables.surveyId, surveyId))
    .orderBy(quantitySurveyVariables.id);
  const sheets = await db
    .select({ id: quantitySurveySheets.id, version: quantitySurveySheets.version })
    .from(quantitySurveySheets)
    .where(eq(quantitySurveySheets.surveyId, surveyId))
    .orderBy(quantitySurveySheets.id);
  return { survey, lineCount: await counted(quantitySurveyLines), lines, variables, sheets };
}

/** The measured quantities of a BoQ's items by node id, read from the table. */
export async function measuredQuantities(db: Database, boqId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ id: boqNodes.id, measuredQty: boqNodes.measuredQty })
    .from(boqNodes)
    .where(eq(boqNodes.boqId, boqId));
  return new Map(rows.map((row) => [row.id, row.measuredQty]));
}

/** A photo of the project (a file row; the content is not needed). */
export async function insertPhoto(
  db: Database,
  companyId: string,
  projectId: string,
  uploadedBy: string,
  name = 'Wand-Nord.jpg',
): Promise<string> {
  const [row] = await db
    .insert(projectFiles)
    .values({
      companyId,
      projectId,
      name,
      contentType: 'image/jpeg',
      size: 1234,
      sha256: 'b'.repeat(64),
      uploadedBy,
    })
    .returning({ id: projectFiles.id });
  return row!.id;
}
