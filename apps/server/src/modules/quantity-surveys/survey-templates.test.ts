import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplyTemplate,
  ApplyTemplateResponse,
  QuantitySurveyTotals,
  QuantitySurveyVariable,
} from '@vendoc/contract/quantity-surveys';
import { quantitySurveyLines } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { seedProject } from '../files/files-test-support';
import {
  addLine,
  createSurvey,
  expectStatus,
  insertTemplate,
  surveyFootprint,
  UNKNOWN_ID,
} from './quantity-surveys-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let templateId: string;
let foreignTemplateId: string;

const ROOM = {
  name: 'Raum: Wände',
  parameters: [
    { name: 'L', label: 'Länge', defaultValue: '' },
    { name: 'B', label: 'Breite', defaultValue: '' },
    { name: 'H', label: 'Höhe', defaultValue: '2,50' },
  ],
  lines: [
    { marker: '' as const, text: 'Wände', formulaNumber: 91, expression: '2*(L+B)*H' },
    { marker: '' as const, text: 'Abzug Tür', formulaNumber: 0, expression: '-0,885*2,01' },
    { marker: '*' as const, text: 'Raum fertig', formulaNumber: 0, expression: '' },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t.db, tenant.companyId);
  templateId = await insertTemplate(t.db, tenant.companyId, ROOM);
  foreignTemplateId = await insertTemplate(t.db, other.companyId, ROOM);
});
afterAll(async () => {
  await t?.close();
});

const apply = (surveyId: string, body: ApplyTemplate, as = tenant.fitter) =>
  call(t, { method: 'POST', url: `/api/v1/quantity-surveys/${surveyId}/apply-template`, as, body });

describe('POST /api/v1/quantity-surveys/{id}/apply-template', () => {
  it('turns parameters into sheet variables (updating same-name ones) and appends the lines', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Bad' });
    const sheetId = survey.sheets[0]!.id;
    await addLine(t, tenant.fitter, survey.id, { sheetId, row: 'A0', marker: '*', text: 'Bad 1. OG' });
    await addLine(t, tenant.fitter, survey.id, { sheetId, row: 'B0', marker: 'H', expression: '1' });
    const height = expectStatus<QuantitySurveyVariable>(
      await call(t, {
        method: 'POST',
        url: `/api/v1/quantity-surveys/${survey.id}/variables`,
        as: tenant.fitter,
        body: { sheetId, name: 'H', expression: '2,75' },
      }),
      201,
    );
    // A survey-wide L stays: the template's L becomes the sheet's own.
    await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${survey.id}/variables`,
      as: tenant.fitter,
      body: { name: 'L', expression: '99' },
    });

    const response = await apply(survey.id, {
      templateId,
      sheetId,
      oz: '01.0010',
      parameters: { L: '4,25', B: ' 3,10 ', H: '2,50', Extra: '1' },
    });
    const applied = expectStatus<ApplyTemplateResponse>(response, 201);
    expect(
      applied.lines.map((line) => [
        line.row,
        line.oz,
        line.marker,
        line.text,
        line.formulaNumber,
        line.expression,
      ]),
    ).toEqual([
      ['C0', '01.0010', '', 'Wände', 91, '2*(L+B)*H'],
      ['D0', '01.0010', '', 'Abzug Tür', 0, '-0,885*2,01'],
      ['E0', '01.0010', '*', 'Raum fertig', 0, ''],
    ]);
    expect(
      applied.variables.map((variable) => [variable.sheetId, variable.name, variable.expression]),
    ).toEqual([
      [sheetId, 'L', '4,25'],
      [sheetId, 'B', '3,10'],
      [sheetId, 'H', '2,50'],
    ]);
    expect(applied.variables[2]).toMatchObject({ id: height.id, version: 2 });

    // 2*(L+B)*H = 2*(4.25+3.10)*2.50 = 36.750; door -0.885*2.01 = -1.77885 -> -1.779; 36.750 - 1.779 = 34.971
    const totals = expectStatus<QuantitySurveyTotals>(
      await call(t, {
        method: 'GET',
        url: `/api/v1/quantity-surveys/${survey.id}/totals`,
        as: tenant.fitter,
      }),
      200,
    );
    expect(totals.positions).toMatchObject([{ oz: '01.0010', quantity: '34.971', lines: 2 }]);
    expect(totals.errors).toBe(0);
  });

  it('needs a value for every parameter (400 naming them) and stores nothing', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Flur' });
    const before = await surveyFootprint(t.db, survey.id);
    const refused = await apply(survey.id, {
      templateId,
      sheetId: survey.sheets[0]!.id,
      oz: '01.0010',
      parameters: { L: '4', B: '  ' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: [
        { path: 'parameters.B', message: 'Wert für „Breite“ fehlt' },
        { path: 'parameters.H', message: 'Wert für „Höhe“ fehlt' },
      ],
    });
    expect(await surveyFootprint(t.db, survey.id)).toEqual(before);
  });

  it("answers another company's or an unknown template with 404 and a foreign sheet with 400", async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Küche' });
    const otherSurvey = await createSurvey(t, tenant.fitter, { projectId, name: 'Keller' });
    const before = await surveyFootprint(t.db, survey.id);
    const body = { sheetId: survey.sheets[0]!.id, oz: '01.0010', parameters: { L: '1', B: '1', H: '1' } };
    const foreign = await apply(survey.id, { ...body, templateId: foreignTemplateId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ detail: 'Die Vorlage gibt es nicht (mehr).' });
    expect((await apply(survey.id, { ...body, templateId: UNKNOWN_ID })).statusCode).toBe(404);
    const sheet = await apply(survey.id, { ...body, templateId, sheetId: otherSurvey.sheets[0]!.id });
    expect(sheet.statusCode).toBe(400);
    expect((await apply(survey.id, { ...body, templateId }, other.admin)).statusCode).toBe(404);
    expect(await surveyFootprint(t.db, survey.id)).toEqual(before);
  });

  it('applies all or nothing: a sheet without room for the lines gets 409 and no variables either', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Voll' });
    const sheetId = survey.sheets[0]!.id;
    // Rows A0 … Z7 taken: two free rows (Z8, Z9) for three template lines.
    const rows = Array.from(
      { length: 258 },
      (_, index) => `${String.fromCharCode(65 + Math.floor(index / 10))}${index % 10}`,
    );
    await t.db.insert(quantitySurveyLines).values(
      rows.map((row) => ({
        companyId: tenant.companyId,
        surveyId: survey.id,
        sheetId,
        row,
        expression: '1',
      })),
    );
    const before = await surveyFootprint(t.db, survey.id);
    const refused = await apply(survey.id, {
      templateId,
      sheetId,
      oz: '01.0010',
      parameters: { L: '1', B: '1', H: '1' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'Auf Blatt 1 ist kein Platz für die 3 Zeilen der Vorlage: bitte ein neues Blatt anlegen.',
    });
    expect(await surveyFootprint(t.db, survey.id)).toEqual(before);
  });
});
