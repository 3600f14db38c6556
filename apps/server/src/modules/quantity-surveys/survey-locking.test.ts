import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuantitySurveySheet, QuantitySurveyVariable } from '@vendoc/contract/quantity-surveys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { seedProject } from '../files/files-test-support';
import {
  addLine,
  createSurvey,
  expectStatus,
  insertTemplate,
  moveTo,
  surveyFootprint,
} from './quantity-surveys-test-support';

let t: TestApp;
let tenant: Tenant;
let projectId: string;
let templateId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
  projectId = await seedProject(t.db, tenant.companyId);
  templateId = await insertTemplate(t.db, tenant.companyId, {
    name: 'Decke',
    parameters: [{ name: 'L', label: 'Länge', defaultValue: '' }],
    lines: [{ marker: '', text: 'Decke', formulaNumber: 91, expression: 'L*2' }],
  });
});
afterAll(async () => {
  await t?.close();
});

/** A survey with two sheets, a line and a variable, moved to `status`. */
async function surveyIn(status: 'submitted' | 'approved' | 'billed') {
  const survey = await createSurvey(t, tenant.fitter, { projectId, name: `Aufmaß ${status}` });
  const sheet1 = survey.sheets[0]!;
  const sheet2 = expectStatus<QuantitySurveySheet>(
    await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${survey.id}/sheets`,
      as: tenant.fitter,
      body: {},
    }),
    201,
  );
  const line = await addLine(t, tenant.fitter, survey.id, {
    sheetId: sheet1.id,
    oz: '01.0010',
    expression: '2',
  });
  const variable = expectStatus<QuantitySurveyVariable>(
    await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${survey.id}/variables`,
      as: tenant.fitter,
      body: { sheetId: sheet1.id, name: 'L', expression: '4' },
    }),
    201,
  );
  await moveTo(t, tenant.admin, survey.id, status);
  return { survey, sheet1, sheet2, line, variable };
}

/** Every write of sheets, lines, variables and templates on the survey, as the fitter and as the office. */
function everyWrite(fixture: Awaited<ReturnType<typeof surveyIn>>) {
  const { survey, sheet1, sheet2, line, variable } = fixture;
  const base = `/api/v1/quantity-surveys/${survey.id}`;
  return [
    { method: 'POST', url: `${base}/sheets`, body: { title: 'Neu' } },
    { method: 'PATCH', url: `${base}/sheets/${sheet2.id}`, body: { title: 'Umbenannt', version: 1 } },
    { method: 'DELETE', url: `${base}/sheets/${sheet2.id}?version=1` },
    { method: 'POST', url: `${base}/lines`, body: { sheetId: sheet1.id, expression: '1' } },
    { method: 'PATCH', url: `${base}/lines/${line.id}`, body: { expression: '3', version: 1 } },
    { method: 'DELETE', url: `${base}/lines/${line.id}?version=1` },
    { method: 'POST', url: `${base}/variables`, body: { name: 'B', expression: '1' } },
    { method: 'PATCH', url: `${base}/variables/${variable.id}`, body: { expression: '5', version: 1 } },
    { method: 'DELETE', url: `${base}/variables/${variable.id}?version=1` },
    {
      method: 'POST',
      url: `${base}/apply-template`,
      body: { templateId, sheetId: sheet1.id, oz: '01.0020', parameters: { L: '3' } },
    },
  ] as const;
}

describe('approved and billed surveys are locked', () => {
  it.each(['approved', 'billed'] as const)(
    'refuses every change of sheets, lines and variables of a %s survey with 409, changing nothing',
    async (status) => {
      const fixture = await surveyIn(status);
      const before = await surveyFootprint(t.db, fixture.survey.id);
      for (const write of everyWrite(fixture)) {
        for (const as of [tenant.fitter, tenant.admin]) {
          const response = await call(t, { ...write, as });
          expect(response.statusCode, `${write.method} ${write.url}`).toBe(409);
          expect(response.json()).toMatchObject({ detail: 'Das Aufmaß ist freigegeben und gesperrt.' });
        }
      }
      expect(await surveyFootprint(t.db, fixture.survey.id)).toEqual(before);
    },
  );

  it('lets a submitted survey still be corrected', async () => {
    const writes = everyWrite(await surveyIn('submitted')).length;
    for (let index = 0; index < writes; index++) {
      // A fresh survey for each write: the writes change versions the next ones would send.
      const write = everyWrite(await surveyIn('submitted'))[index]!;
      const response = await call(t, { ...write, as: tenant.fitter });
      expect(response.statusCode, `${write.method} ${write.url}: ${response.body}`).toBeLessThan(300);
    }
  });
});
