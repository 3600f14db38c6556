import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuantitySurveyDetail, QuantitySurveyLine } from '@vendoc/contract/quantity-surveys';
import { quantitySurveyLines } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { fileResource } from '../../lib/content-urls';
import { seedProject } from '../files/files-test-support';
import {
  addLine,
  createSurvey,
  expectStatus,
  getDetail,
  insertPhoto,
  postLine,
  surveyFootprint,
  UNKNOWN_ID,
} from './quantity-surveys-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t.db, tenant.companyId);
});
afterAll(async () => {
  await t?.close();
});

const newSurvey = (name = 'Aufmaß Wände') => createSurvey(t, tenant.fitter, { projectId, name });
const lineUrl = (survey: { id: string }, line: { id: string }) =>
  `/api/v1/quantity-surveys/${survey.id}/lines/${line.id}`;
const patchLine = (survey: { id: string }, line: { id: string }, body: object, as = tenant.fitter) =>
  call(t, { method: 'PATCH', url: lineUrl(survey, line), as, body });
const rowsOf = (detail: QuantitySurveyDetail) => detail.lines.map((line) => line.row);

describe('POST /api/v1/quantity-surveys/{id}/lines', () => {
  it('stores a line as typed and returns it with the row it got', async () => {
    const survey = await newSurvey();
    const line = await addLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      row: 'b0',
      oz: ' 01.0010 ',
      text: 'Wand Nord',
      formulaNumber: 0,
      expression: '2,40*2,75-1,01*2,135',
    });
    expect(line).toEqual({
      id: expect.any(String),
      sheetId: survey.sheets[0]!.id,
      row: 'B0',
      oz: '01.0010',
      marker: '',
      text: 'Wand Nord',
      formulaNumber: 0,
      expression: '2,40*2,75-1,01*2,135',
      photo: null,
      version: 1,
      updatedAt: expect.any(String),
    });
    expect((await getDetail(t, tenant.office, survey.id)).lines).toEqual([line]);
  });

  it('gives the next free row: appended after the last line, or after `afterRow` when the wish is taken', async () => {
    const survey = await newSurvey();
    const sheetId = survey.sheets[0]!.id;
    const add = async (body: { row?: string; afterRow?: string }) =>
      (await addLine(t, tenant.fitter, survey.id, { sheetId, expression: '1', ...body })).row;
    expect(await add({})).toBe('A0');
    expect(await add({})).toBe('B0');
    expect(await add({ row: 'D0' })).toBe('D0');
    // Taken wish without a place: after the sheet's last line (D0), the next letter.
    expect(await add({ row: 'B0' })).toBe('E0');
    // Taken wish with a place: between B0 and D0 the free letter C.
    expect(await add({ row: 'B0', afterRow: 'B0' })).toBe('C0');
    // Between A0 and B0 there is no free letter: A1.
    expect(await add({ afterRow: 'A0' })).toBe('A1');
    expect(rowsOf(await getDetail(t, tenant.fitter, survey.id))).toEqual([
      'A0',
      'A1',
      'B0',
      'C0',
      'D0',
      'E0',
    ]);
  });

  it('stores formulas with errors (people type mid-way)', async () => {
    const survey = await newSurvey();
    const line = await addLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      formulaNumber: 91,
      expression: '2*(L+',
    });
    expect(line.expression).toBe('2*(L+');
  });

  it('refuses invalid fields, a sheet of another survey and a photo of another project, storing nothing', async () => {
    const survey = await newSurvey();
    const otherSurvey = await newSurvey('Anderes Aufmaß');
    const before = await surveyFootprint(t.db, survey.id);
    const invalid = await postLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      row: 'AA',
      marker: 'X' as never,
      formulaNumber: 1000,
      expression: 'a\u0001b',
      text: 'x'.repeat(501),
    });
    expect(invalid.statusCode).toBe(400);
    expect(fieldErrorPaths(invalid)).toEqual(['expression', 'formulaNumber', 'marker', 'row', 'text']);

    const foreignSheet = await postLine(t, tenant.fitter, survey.id, { sheetId: otherSurvey.sheets[0]!.id });
    expect(fieldErrorPaths(foreignSheet)).toEqual(['sheetId']);

    const otherProject = await seedProject(t.db, tenant.companyId, 'Nachbarbaustelle');
    const foreignPhoto = await insertPhoto(t.db, tenant.companyId, otherProject, tenant.fitter.userId);
    const photo = await postLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      photoFileId: foreignPhoto,
    });
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toMatchObject({
      errors: [{ path: 'photoFileId', message: 'Das Foto ist keine Datei dieses Projekts' }],
    });
    expect(await surveyFootprint(t.db, survey.id)).toEqual(before);
  });

  it('shows the photo of a project file with a signed content URL', async () => {
    const survey = await newSurvey();
    const photoId = await insertPhoto(t.db, tenant.companyId, projectId, tenant.fitter.userId);
    const line = await addLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      photoFileId: photoId,
    });
    expect(line.photo).toEqual({
      fileId: photoId,
      name: 'Wand-Nord.jpg',
      contentUrl: expect.stringMatching(
        new RegExp(`^/api/v1/files/${photoId}/content\\?u=${tenant.fitter.userId}&exp=\\d+&sig=`),
      ),
    });
    const query = Object.fromEntries(new URL(line.photo!.contentUrl, 'http://x').searchParams);
    expect(t.app.contentUrls.verify(fileResource(photoId), query)).toBe(tenant.fitter.userId);
  });

  it('answers 409 only when the sheet is full', async () => {
    const survey = await newSurvey();
    const sheetId = survey.sheets[0]!.id;
    const rows = Array.from(
      { length: 260 },
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
    const full = await postLine(t, tenant.fitter, survey.id, { sheetId, row: 'A0' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      detail: 'Blatt 1 ist voll (260 Zeilen): bitte ein neues Blatt anlegen.',
    });
    await t.db
      .delete(quantitySurveyLines)
      .where(and(eq(quantitySurveyLines.sheetId, sheetId), eq(quantitySurveyLines.row, 'K4')));
    // Z9 is taken, so nothing fits after the last line: the gap is found.
    expect((await addLine(t, tenant.fitter, survey.id, { sheetId })).row).toBe('K4');
  });

  it("answers another company's survey with 404", async () => {
    const survey = await newSurvey();
    const foreign = await postLine(t, other.fitter, survey.id, { sheetId: survey.sheets[0]!.id });
    expect(foreign.statusCode).toBe(404);
    expect((await postLine(t, tenant.fitter, UNKNOWN_ID, { sheetId: survey.sheets[0]!.id })).statusCode).toBe(
      404,
    );
  });
});

describe('PATCH /api/v1/quantity-surveys/{id}/lines/{lineId}', () => {
  it('changes the given fields, keeps the others and moves the version on', async () => {
    const survey = await newSurvey();
    const photoId = await insertPhoto(t.db, tenant.companyId, projectId, tenant.fitter.userId);
    const line = await addLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      oz: '01.0010',
      text: 'Wand',
      expression: '2,5*3',
      photoFileId: photoId,
    });
    const changed = expectStatus<QuantitySurveyLine>(
      await patchLine(survey, line, {
        marker: 'S',
        expression: '2,5*3,1',
        oz: '',
        photoFileId: null,
        version: 1,
      }),
      200,
    );
    expect(changed).toMatchObject({
      row: line.row,
      oz: null,
      marker: 'S',
      text: 'Wand',
      expression: '2,5*3,1',
      photo: null,
      version: 2,
    });
  });

  it('answers a stale version with 409 and the line as it is now; unknown lines with 404', async () => {
    const survey = await newSurvey();
    const line = await addLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      expression: '1',
    });
    expectStatus(await patchLine(survey, line, { expression: '2', version: 1 }), 200);
    const stale = await patchLine(survey, line, { expression: '3', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: line.id, expression: '2', version: 2 } });
    const otherSurvey = await newSurvey('Fremdes Blatt');
    const wrongSurvey = await patchLine(otherSurvey, line, { expression: '4', version: 2 });
    expect(wrongSurvey.statusCode).toBe(404);
    expect((await patchLine(survey, { id: UNKNOWN_ID }, { expression: '4', version: 1 })).statusCode).toBe(
      404,
    );
    const foreign = await patchLine(survey, line, { expression: '4', version: 2 }, other.admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('"expression"');
    expect(fieldErrorPaths(await patchLine(survey, line, { formulaNumber: -1, version: 2 }))).toEqual([
      'formulaNumber',
    ]);
    expect((await getDetail(t, tenant.fitter, survey.id)).lines[0]).toMatchObject({
      expression: '2',
      version: 2,
    });
  });
});

describe('DELETE /api/v1/quantity-surveys/{id}/lines/{lineId}', () => {
  it('deletes with the current version only', async () => {
    const survey = await newSurvey();
    const line = await addLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      expression: '1',
    });
    const url = lineUrl(survey, line);
    expect(fieldErrorPaths(await call(t, { method: 'DELETE', url, as: tenant.fitter }))).toEqual(['version']);
    const stale = await call(t, { method: 'DELETE', url: `${url}?version=2`, as: tenant.fitter });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: line.id, version: 1 } });
    expect((await call(t, { method: 'DELETE', url: `${url}?version=1`, as: other.admin })).statusCode).toBe(
      404,
    );
    expect((await call(t, { method: 'DELETE', url: `${url}?version=1`, as: tenant.fitter })).statusCode).toBe(
      204,
    );
    expect((await getDetail(t, tenant.fitter, survey.id)).lines).toEqual([]);
    expect((await call(t, { method: 'DELETE', url: `${url}?version=1`, as: tenant.fitter })).statusCode).toBe(
      404,
    );
  });
});

describe('two people measuring at once', () => {
  it('two PATCHes of one line from version 1: one wins, the other gets 409 with the winner’s content', async () => {
    const survey = await newSurvey();
    const line = await addLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      expression: '1',
    });
    const [a, b] = await Promise.all([
      patchLine(survey, line, { text: 'Monteur A', expression: '2', version: 1 }, tenant.fitter),
      patchLine(survey, line, { text: 'Büro B', expression: '3', version: 1 }, tenant.office),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    const won = winner.json<QuantitySurveyLine>();
    expect(won.version).toBe(2);
    expect(loser.json()).toMatchObject({
      current: { id: line.id, text: won.text, expression: won.expression, version: 2 },
    });
    expect((await getDetail(t, tenant.office, survey.id)).lines).toEqual([
      expect.objectContaining({ text: won.text, expression: won.expression, version: 2 }),
    ]);
  });

  it('two POSTs wishing the same row are both stored, on different rows', async () => {
    const survey = await newSurvey();
    const sheetId = survey.sheets[0]!.id;
    const [a, b] = await Promise.all([
      postLine(t, tenant.fitter, survey.id, { sheetId, row: 'C0', text: 'A', expression: '1' }),
      postLine(t, tenant.office, survey.id, { sheetId, row: 'C0', text: 'B', expression: '2' }),
    ]);
    const lines = [expectStatus<QuantitySurveyLine>(a, 201), expectStatus<QuantitySurveyLine>(b, 201)];
    expect(new Set(lines.map((line) => line.row)).size).toBe(2);
    expect(lines.map((line) => line.row)).toContain('C0');
    const stored = await getDetail(t, tenant.office, survey.id);
    expect(stored.lines.map((line) => line.text).sort()).toEqual(['A', 'B']);
  });

  it('ten appends at once all get rows of their own', async () => {
    const survey = await newSurvey();
    const sheetId = survey.sheets[0]!.id;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postLine(t, index % 2 === 0 ? tenant.fitter : tenant.office, survey.id, {
          sheetId,
          expression: String(index),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(rowsOf(await getDetail(t, tenant.office, survey.id))).toEqual([
      'A0',
      'B0',
      'C0',
      'D0',
      'E0',
      'F0',
      'G0',
      'H0',
      'I0',
      'J0',
    ]);
  });

  it('two people editing different lines of one survey both succeed', async () => {
    const survey = await newSurvey();
    const sheetId = survey.sheets[0]!.id;
    const first = await addLine(t, tenant.fitter, survey.id, { sheetId, expression: '1' });
    const second = await addLine(t, tenant.fitter, survey.id, { sheetId, expression: '1' });
    const [a, b] = await Promise.all([
      patchLine(survey, first, { expression: '11', version: 1 }, tenant.fitter),
      patchLine(survey, second, { expression: '22', version: 1 }, tenant.office),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await getDetail(t, tenant.office, survey.id)).lines.map((line) => line.expression)).toEqual([
      '11',
      '22',
    ]);
  });
});

describe('GET /api/v1/quantity-surveys/{id} lines', () => {
  it('lists lines in address order: sheet number, then row', async () => {
    const survey = await newSurvey();
    const sheet2 = expectStatus<{ id: string }>(
      await call(t, {
        method: 'POST',
        url: `/api/v1/quantity-surveys/${survey.id}/sheets`,
        as: tenant.fitter,
        body: {},
      }),
      201,
    ).id;
    const sheet1 = survey.sheets[0]!.id;
    for (const [sheetId, row] of [
      [sheet2, 'A0'],
      [sheet1, 'C0'],
      [sheet1, 'A1'],
      [sheet1, 'A0'],
      [sheet2, 'B3'],
    ] as const) {
      await addLine(t, tenant.fitter, survey.id, {
        sheetId,
        row,
        text: `${sheetId === sheet1 ? 1 : 2}${row}`,
      });
    }
    expect((await getDetail(t, tenant.fitter, survey.id)).lines.map((line) => line.text)).toEqual([
      '1A0',
      '1A1',
      '1C0',
      '2A0',
      '2B3',
    ]);
  });
});
