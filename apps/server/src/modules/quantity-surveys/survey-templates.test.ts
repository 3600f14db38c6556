import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplyTemplate,
  ApplyTemplateResponse,
  QuantitySurveyDetail,
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

  it('gives a long template consecutive rows: 200 lines on an empty sheet take A0 … T9 in order', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Halle' });
    const sheetId = survey.sheets[0]!.id;
    const long = await insertTemplate(t.db, tenant.companyId, {
      name: 'Stützen',
      parameters: [],
      lines: Array.from({ length: 200 }, (_, index) => ({
        marker: '' as const,
        text: `Stütze ${index + 1}`,
        formulaNumber: 0,
        expression: String(index + 1),
      })),
    });
    const applied = expectStatus<ApplyTemplateResponse>(
      await apply(survey.id, { templateId: long, sheetId, oz: '01.0010', parameters: {} }),
      201,
    );
    // A0 … Z0 and Z1 … Z9 (REB spacing) give 35 rows, too few: the lines take rows 0 … 199, A0 A1 … T9.
    const expected = Array.from(
      { length: 200 },
      (_, index) => `${String.fromCharCode(65 + Math.floor(index / 10))}${index % 10}`,
    );
    expect(applied.lines.map((line) => line.row)).toEqual(expected);
    expect(applied.lines.map((line) => line.text)).toEqual(
      Array.from({ length: 200 }, (_, index) => `Stütze ${index + 1}`),
    );
    expect(applied.lines.at(-1)).toMatchObject({ row: 'T9', expression: '200', oz: '01.0010' });

    const detail = expectStatus<QuantitySurveyDetail>(
      await call(t, { method: 'GET', url: `/api/v1/quantity-surveys/${survey.id}`, as: tenant.fitter }),
      200,
    );
    expect(detail.lines.map((line) => line.row)).toEqual(expected);
  });

  it('appends a long template after the last used row and refuses one that does not fit (409, nothing stored)', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Lager' });
    const sheetId = survey.sheets[0]!.id;
    await addLine(t, tenant.fitter, survey.id, { sheetId, row: 'A0', expression: '1' });
    await addLine(t, tenant.fitter, survey.id, { sheetId, row: 'C5', expression: '1' });
    const template = (count: number) =>
      insertTemplate(t.db, tenant.companyId, {
        name: `${count} Zeilen`,
        parameters: [],
        lines: Array.from({ length: count }, () => ({
          marker: '' as const,
          text: '',
          formulaNumber: 0,
          expression: '1',
        })),
      });

    // After C5 (index 25) REB spacing gives D0 … Z0, Z1 … Z9: 32 rows, too few for 40. Consecutive rows after
    // C5 are C6 (26) … G5 (65).
    const forty = expectStatus<ApplyTemplateResponse>(
      await apply(survey.id, { templateId: await template(40), sheetId, oz: null, parameters: {} }),
      201,
    );
    expect(forty.lines.map((line) => line.row)).toEqual(
      Array.from({ length: 40 }, (_, index) => {
        const row = 26 + index;
        return `${String.fromCharCode(65 + Math.floor(row / 10))}${row % 10}`;
      }),
    );
    expect(forty.lines.at(-1)?.row).toBe('G5');

    // The last used row is now G5 (65): 194 rows (G6 … Z9) are left, 195 lines do not fit.
    const before = await surveyFootprint(t.db, survey.id);
    const refused = await apply(survey.id, {
      templateId: await template(195),
      sheetId,
      oz: null,
      parameters: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'Auf Blatt 1 ist kein Platz für die 195 Zeilen der Vorlage: bitte ein neues Blatt anlegen.',
    });
    expect(await surveyFootprint(t.db, survey.id)).toEqual(before);

    // 194 lines fit exactly: G6 … Z9.
    const rest = expectStatus<ApplyTemplateResponse>(
      await apply(survey.id, { templateId: await template(194), sheetId, oz: null, parameters: {} }),
      201,
    );
    expect(rest.lines).toHaveLength(194);
    expect([rest.lines[0]?.row, rest.lines.at(-1)?.row]).toEqual(['G6', 'Z9']);
  });
});
