import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectSheet, QuantitySurveyDetail } from '@vendoc/contract/quantity-surveys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { seedProject } from '../files/files-test-support';
import {
  addLine,
  createSurvey,
  expectStatus,
  insertConstruction,
  moveTo,
  UNKNOWN_ID,
} from './quantity-surveys-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let constructionId: string;
let older: QuantitySurveyDetail;
let newer: QuantitySurveyDetail;
let newerSheet2: string;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t.db, tenant.companyId);
  constructionId = await insertConstruction(t.db, tenant.companyId, projectId, 'Bad');

  older = await createSurvey(t, tenant.fitter, { projectId, constructionId, name: 'Fliesen Bad' });
  await addLine(t, tenant.fitter, older.id, {
    sheetId: older.sheets[0]!.id,
    oz: '02.0010',
    text: 'Wandfliesen',
    expression: '12,5',
  });
  await moveTo(t, tenant.office, older.id, 'approved');

  newer = await createSurvey(t, tenant.fitter, { projectId, name: 'Trockenbau' });
  const sheet1 = newer.sheets[0]!.id;
  await call(t, {
    method: 'PATCH',
    url: `/api/v1/quantity-surveys/${newer.id}/sheets/${sheet1}`,
    as: tenant.fitter,
    body: { title: 'Erdgeschoss', version: 1 },
  });
  newerSheet2 = expectStatus<{ id: string }>(
    await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${newer.id}/sheets`,
      as: tenant.fitter,
      body: { title: 'Dachgeschoss' },
    }),
    201,
  ).id;
  const line = (sheetId: string, row: string, oz: string | null, text: string) =>
    addLine(t, tenant.fitter, newer.id, { sheetId, row, oz, text, expression: '1' });
  await line(sheet1, 'C0', '01.0020', 'Decke Flur');
  await line(sheet1, 'A0', '01.0010', 'Wand Küche');
  await line(sheet1, 'B0', '01.0020', 'Decke Küche');
  await line(sheet1, 'D0', null, 'Notiz');
  await line(newerSheet2, 'A0', '01.0030', 'Gaube');
});
afterAll(async () => {
  await t?.close();
});

const sheets = async (query = '', as = tenant.fitter) => {
  const response = await call(t, {
    method: 'GET',
    url: `/api/v1/projects/${projectId}/quantity-survey-sheets${query}`,
    as,
  });
  return expectStatus<{ items: ProjectSheet[] }>(response, 200).items;
};
const labels = (items: ProjectSheet[]) => items.map((item) => `${item.survey.name} ${item.number}`);

describe('GET /api/v1/projects/{projectId}/quantity-survey-sheets', () => {
  it("lists every sheet of the project's surveys, newest survey first, with lines and positions", async () => {
    const items = await sheets();
    expect(labels(items)).toEqual(['Trockenbau 1', 'Trockenbau 2', 'Fliesen Bad 1']);
    expect(items[0]).toEqual({
      id: newer.sheets[0]!.id,
      number: 1,
      title: 'Erdgeschoss',
      survey: { id: newer.id, name: 'Trockenbau', status: 'draft' },
      construction: null,
      lineCount: 4,
      // In address order of their first line: A0 01.0010, B0 01.0020.
      positions: ['01.0010', '01.0020'],
      updatedAt: expect.any(String),
    });
    expect(items[2]).toMatchObject({
      survey: { id: older.id, status: 'approved' },
      construction: { id: constructionId, name: 'Bad' },
      positions: ['02.0010'],
      lineCount: 1,
    });
  });

  it('filters by survey, construction, status and OZ (also a title: its positions), and searches', async () => {
    expect(labels(await sheets(`?surveyId=${older.id}`))).toEqual(['Fliesen Bad 1']);
    expect(labels(await sheets(`?constructionId=${constructionId}`))).toEqual(['Fliesen Bad 1']);
    expect(labels(await sheets('?constructionId=none'))).toEqual(['Trockenbau 1', 'Trockenbau 2']);
    expect(labels(await sheets('?status=approved'))).toEqual(['Fliesen Bad 1']);
    expect(labels(await sheets('?oz=01.0030'))).toEqual(['Trockenbau 2']);
    expect(labels(await sheets('?oz=01'))).toEqual(['Trockenbau 1', 'Trockenbau 2']);
    expect(labels(await sheets('?oz=01.00'))).toEqual([]);
    expect(labels(await sheets('?q=dachgeschoss'))).toEqual(['Trockenbau 2']);
    expect(labels(await sheets('?q=fliesen'))).toEqual(['Fliesen Bad 1']);
    expect(labels(await sheets('?q=küche decke'))).toEqual(['Trockenbau 1']);
    expect(labels(await sheets('?q=02.0010'))).toEqual(['Fliesen Bad 1']);
    expect(
      fieldErrorPaths(
        await call(t, {
          method: 'GET',
          url: `/api/v1/projects/${projectId}/quantity-survey-sheets?status=offen`,
          as: tenant.fitter,
        }),
      ),
    ).toEqual(['status']);
  });

  it("answers another company's or an unknown project with 404", async () => {
    const foreign = await call(t, {
      method: 'GET',
      url: `/api/v1/projects/${projectId}/quantity-survey-sheets`,
      as: other.admin,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Trockenbau');
    const unknown = await call(t, {
      method: 'GET',
      url: `/api/v1/projects/${UNKNOWN_ID}/quantity-survey-sheets`,
      as: tenant.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
