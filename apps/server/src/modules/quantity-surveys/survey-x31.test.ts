import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  QuantitySurveyDetail,
  QuantitySurveyTotals,
  QuantitySurveyVariable,
} from '@vendoc/contract/quantity-surveys';
import { validateWithXmllint } from '@vendoc/gaeb/test-support/xmllint';
import { quantitySurveys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fieldErrorPaths, seedTenant, type Tenant, call } from '../../test/tenant-fixtures';
import { sample } from '../boqs/boqs-test-support';
import { multipartBody, seedProject } from '../files/files-test-support';
import {
  addLine,
  createBoq,
  createSurvey,
  expectStatus,
  getDetail,
  insertConstruction,
  type Caller,
  type TestBoq,
} from './quantity-surveys-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let boq: TestBoq;
let survey: QuantitySurveyDetail;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t.db, tenant.companyId);
  boq = await createBoq(t, tenant.office, projectId, {
    items: [
      { shortText: 'Wände spachteln', qty: '100', unit: 'm2' },
      { shortText: 'Decke', qty: '50', unit: 'm2' },
      { shortText: 'Sockelleiste', qty: '20', unit: 'm' },
    ],
  });
  survey = await fillSurvey(await createSurvey(t, tenant.fitter, { projectId, name: 'Aufmaß Haus A' }));
});
afterAll(async () => {
  await t?.close();
});

/** Every kind of line X31 has to carry: markers, formulas 0/91/geometric, variables, references, long text. */
async function fillSurvey(target: QuantitySurveyDetail): Promise<QuantitySurveyDetail> {
  const sheet1 = target.sheets[0]!.id;
  const sheet2 = expectStatus<{ id: string }>(
    await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${target.id}/sheets`,
      as: tenant.fitter,
      body: { title: 'Obergeschoss' },
    }),
    201,
  ).id;
  const variable = async (body: object) =>
    expectStatus<QuantitySurveyVariable>(
      await call(t, {
        method: 'POST',
        url: `/api/v1/quantity-surveys/${target.id}/variables`,
        as: tenant.fitter,
        body,
      }),
      201,
    );
  await variable({ name: 'H', expression: '2,75' });
  await variable({ sheetId: sheet1, name: 'L', expression: '4,25' });
  await variable({ sheetId: sheet2, name: 'L', expression: '5,10' });
  const line = (sheetId: string, row: string, fields: object) =>
    addLine(t, tenant.fitter, target.id, { sheetId, row, ...fields });
  await line(sheet1, 'A0', {
    marker: '*',
    text: 'Erdgeschoss, Bad und Flur mit allen Wänden bis zur Decke gemessen',
  });
  await line(sheet1, 'B0', { oz: '01.0010', text: 'Wand', expression: '2,40*2,75-1,01*2,135' });
  await line(sheet1, 'C0', { oz: '01.0010', text: 'Raum', formulaNumber: 91, expression: '2*(L+3,10)*H' });
  await line(sheet1, 'D0', { oz: '01.0010', text: 'Tür', expression: '-0,885*2,01' });
  await line(sheet1, 'E0', { marker: 'H', text: 'Fläche', expression: '4,25*3,10' });
  await line(sheet1, 'F0', { oz: '01.0020', marker: 'E', text: 'Decke', expression: '0001E0' });
  await line(sheet1, 'G0', { oz: '01.0020', marker: 'S', text: 'Schätzung', expression: '2,5' });
  await line(sheet1, 'H0', { oz: '01.0020', marker: 'Z', text: 'Zwischensumme', expression: '' });
  await line(sheet2, 'A0', { oz: '01.0010', text: 'Trapez', formulaNumber: 5, expression: '3;5;2' });
  await line(sheet2, 'B0', {
    oz: '01.0010',
    text: 'Lange Wand',
    formulaNumber: 91,
    expression: '(12,345+2,5+3,75+4,125+1,3)*(2,75-0,125)+(L+1,25)*(H-0,3)-(0,885*2,01)',
  });
  await line(sheet2, 'C0', {
    oz: '01.0030',
    marker: 'P',
    text: 'Leiste',
    formulaNumber: 91,
    expression: '2*(L+4,2)',
  });
  return getDetail(t, tenant.fitter, target.id);
}

const exportX31 = (surveyId: string, as: Caller = tenant.fitter, query = '?format=x31') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/quantity-surveys/${surveyId}/export${query}`,
    headers: as.headers,
  });

function postImport(
  as: Caller,
  fields: Record<string, string>,
  file: { name: string; content: string | Buffer } | null,
) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    ...(file === null
      ? []
      : [{ name: 'file', filename: file.name, contentType: 'application/xml', content: file.content }]),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/quantity-surveys/import',
    payload: body.payload,
    headers: { ...as.headers, ...body.headers },
  });
}

const totals = async (surveyId: string) =>
  expectStatus<QuantitySurveyTotals>(
    await call(t, { method: 'GET', url: `/api/v1/quantity-surveys/${surveyId}/totals`, as: tenant.fitter }),
    200,
  );
const surveyCount = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(quantitySurveys)
      .where(eq(quantitySurveys.companyId, tenant.companyId))
  )[0]?.n ?? 0;
/** Quantities only: the imported survey measures the same, whatever its ids. */
const quantities = (result: QuantitySurveyTotals) => ({
  positions: result.positions.map(({ oz, quantity, estimated, lines }) => ({
    oz,
    quantity,
    estimated,
    lines,
  })),
  sheets: result.sheets,
  errors: result.errors,
});

describe('GET /api/v1/quantity-surveys/{id}/export?format=x31', () => {
  it('writes a valid X31 file as an attachment named after the survey', async () => {
    const response = await exportX31(survey.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Aufma_ Haus A.X31"; filename*=UTF-8''Aufma%C3%9F%20Haus%20A.X31`,
    );
    expect(response.body).toContain('<DP>31</DP>');
    const validation = validateWithXmllint(response.body, '31');
    expect(validation.valid, validation.output).toBe(true);
  });

  it('refuses other formats and other companies', async () => {
    expect((await exportX31(survey.id, tenant.fitter, '?format=x83')).statusCode).toBe(400);
    expect((await exportX31(survey.id, tenant.fitter, '')).statusCode).toBe(400);
    expect((await exportX31(survey.id, other.admin)).statusCode).toBe(404);
  });
});

describe('X31 export -> import round trip', () => {
  it('imports the exported file as a new draft with equal lines, variables and totals', async () => {
    const original = await totals(survey.id);
    expect(original.errors).toBe(0);
    const exported = (await exportX31(survey.id)).body;
    const construction = await insertConstruction(t.db, tenant.companyId, projectId, 'Haus A');
    const response = await postImport(
      tenant.fitter,
      { projectId, constructionId: construction },
      { name: 'Aufmaß Haus A.X31', content: exported },
    );
    const imported = expectStatus<{ survey: QuantitySurveyDetail; warnings: string[] }>(response, 201);
    expect(imported.survey).toMatchObject({
      projectId,
      name: 'Aufmaß Haus A',
      status: 'draft',
      construction: { id: construction, name: 'Haus A' },
      boq: { id: boq.id },
      sheetCount: 2,
      lineCount: survey.lines.length,
    });
    expect(quantities(await totals(imported.survey.id))).toEqual(quantities(original));

    const copy = await getDetail(t, tenant.fitter, imported.survey.id);
    const numberOf = (detail: QuantitySurveyDetail, sheetId: string | null) =>
      sheetId === null ? null : detail.sheets.find((sheet) => sheet.id === sheetId)?.number;
    // X31 has no lines outside items: lines without a position come back under the item they were written
    // to (helper and comment lines, which count nothing); every other line keeps its position.
    const lineShape = (detail: QuantitySurveyDetail, positions: (string | null)[]) =>
      detail.lines.map((line, index) => [
        numberOf(detail, line.sheetId),
        line.row,
        positions[index] === null ? null : line.oz,
        line.marker,
        line.text,
        line.formulaNumber,
      ]);
    const originalPositions = survey.lines.map((line) => line.oz);
    expect(lineShape(copy, originalPositions)).toEqual(lineShape(survey, originalPositions));
    const variableShape = (detail: QuantitySurveyDetail) =>
      detail.variables.map((variable) => [numberOf(detail, variable.sheetId), variable.name]).sort();
    expect(variableShape(copy)).toEqual(variableShape(survey));
  });

  it('round-trips a survey without BoQ (breakdown derived from the OZs)', async () => {
    const withoutBoq = await fillSurvey(
      await createSurvey(t, tenant.fitter, { projectId, boqId: null, name: 'Ohne LV' }),
    );
    const exported = await exportX31(withoutBoq.id);
    expect(exported.statusCode).toBe(200);
    const validation = validateWithXmllint(exported.body, '31');
    expect(validation.valid, validation.output).toBe(true);
    const bare = await seedProject(t.db, tenant.companyId, 'Projekt ohne LV');
    const imported = expectStatus<{ survey: QuantitySurveyDetail }>(
      await postImport(tenant.fitter, { projectId: bare }, { name: 'ohne-lv.x31', content: exported.body }),
      201,
    );
    expect(imported.survey.boq).toBeNull();
    expect(quantities(await totals(imported.survey.id))).toEqual(quantities(await totals(withoutBoq.id)));
  });
});

describe('POST /api/v1/quantity-surveys/import', () => {
  it('answers files that are not X31 with 422 and stores nothing', async () => {
    const before = await surveyCount();
    for (const file of [
      { name: 'kaputt.x31', content: 'das ist kein XML' },
      { name: 'lv.x83', content: sample('minimal.x83') },
    ]) {
      const response = await postImport(tenant.fitter, { projectId }, file);
      expect(response.statusCode, file.name).toBe(422);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        type: 'https://vendoc.app/problems/unreadable-x31',
        detail: expect.stringContaining(`„${file.name}“ ist keine lesbare X31-Datei: `),
      });
    }
    expect(await surveyCount()).toBe(before);
  });

  it('refuses missing files and fields (400), foreign projects (404) and links to other projects (400)', async () => {
    const before = await surveyCount();
    const exported = (await exportX31(survey.id)).body;
    const file = { name: 'a.x31', content: exported };
    expect(fieldErrorPaths(await postImport(tenant.fitter, { projectId }, null))).toEqual(['file']);
    expect(fieldErrorPaths(await postImport(tenant.fitter, {}, file))).toEqual(['projectId']);
    expect((await postImport(other.admin, { projectId }, file)).statusCode).toBe(404);
    const neighbour = await seedProject(t.db, tenant.companyId, 'Nachbar');
    const neighbourBoq = await createBoq(t, tenant.office, neighbour, { items: [] });
    expect(
      fieldErrorPaths(await postImport(tenant.fitter, { projectId, boqId: neighbourBoq.id }, file)),
    ).toEqual(['boqId']);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/quantity-surveys/import' });
    expect(anonymous.statusCode).toBe(401);
    expect(await surveyCount()).toBe(before);
  });
});
