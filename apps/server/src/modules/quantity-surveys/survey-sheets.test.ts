import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuantitySurveySheet, QuantitySurveyVariable } from '@vendoc/contract/quantity-surveys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { seedProject } from '../files/files-test-support';
import {
  addLine,
  createSurvey,
  expectStatus,
  getDetail,
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

const newSurvey = () => createSurvey(t, tenant.fitter, { projectId, name: 'Aufmaß' });
const sheetsUrl = (surveyId: string, sheetId = '') =>
  `/api/v1/quantity-surveys/${surveyId}/sheets${sheetId ? `/${sheetId}` : ''}`;
const variablesUrl = (surveyId: string, variableId = '') =>
  `/api/v1/quantity-surveys/${surveyId}/variables${variableId ? `/${variableId}` : ''}`;
const postSheet = (surveyId: string, body: object, as = tenant.fitter) =>
  call(t, { method: 'POST', url: sheetsUrl(surveyId), as, body });
const postVariable = (surveyId: string, body: object, as = tenant.fitter) =>
  call(t, { method: 'POST', url: variablesUrl(surveyId), as, body });

describe('sheets', () => {
  it('adds sheets (numbered after the highest unless given) and refuses a taken number', async () => {
    const survey = await newSurvey();
    const second = expectStatus<QuantitySurveySheet>(await postSheet(survey.id, { title: ' Küche ' }), 201);
    expect(second).toEqual({ id: expect.any(String), number: 2, title: 'Küche', version: 1 });
    expect(expectStatus<QuantitySurveySheet>(await postSheet(survey.id, { number: 7 }), 201).number).toBe(7);
    expect(expectStatus<QuantitySurveySheet>(await postSheet(survey.id, {}), 201).number).toBe(8);
    const taken = await postSheet(survey.id, { number: 2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: 'Blatt 2 gibt es schon.' });
    expect(fieldErrorPaths(await postSheet(survey.id, { number: 0 }))).toEqual(['number']);
    expect(fieldErrorPaths(await postSheet(survey.id, { number: 10000 }))).toEqual(['number']);
    expect((await getDetail(t, tenant.fitter, survey.id)).sheets.map((sheet) => sheet.number)).toEqual([
      1, 2, 7, 8,
    ]);
    expect((await postSheet(survey.id, {}, other.admin)).statusCode).toBe(404);
  });

  it('renumbers and retitles a sheet; the lines follow; taken numbers and stale versions get 409', async () => {
    const survey = await newSurvey();
    const sheet = expectStatus<QuantitySurveySheet>(await postSheet(survey.id, {}), 201);
    await addLine(t, tenant.fitter, survey.id, { sheetId: sheet.id, row: 'A0', text: 'auf Blatt 2' });
    const patch = (body: object, as = tenant.fitter) =>
      call(t, { method: 'PATCH', url: sheetsUrl(survey.id, sheet.id), as, body });
    const taken = await patch({ number: 1, version: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: 'Blatt 1 gibt es schon.' });
    const renumbered = expectStatus<QuantitySurveySheet>(
      await patch({ number: 5, title: 'Flur', version: 1 }),
      200,
    );
    expect(renumbered).toEqual({ id: sheet.id, number: 5, title: 'Flur', version: 2 });
    expect(expectStatus<QuantitySurveySheet>(await patch({ number: 5, version: 2 }), 200).version).toBe(3);
    const stale = await patch({ title: 'Alt', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: sheet.id, title: 'Flur', version: 3 } });
    expect((await patch({ title: 'X', version: 3 }, other.admin)).statusCode).toBe(404);
    const unknown = await call(t, {
      method: 'PATCH',
      url: sheetsUrl(survey.id, UNKNOWN_ID),
      as: tenant.fitter,
      body: { title: 'X', version: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const detail = await getDetail(t, tenant.fitter, survey.id);
    expect(detail.lines).toEqual([expect.objectContaining({ sheetId: sheet.id, text: 'auf Blatt 2' })]);
    expect(detail.sheets.map((entry) => entry.number)).toEqual([1, 5]);
  });

  it('deletes a sheet with its lines and variables, but never the last sheet', async () => {
    const survey = await newSurvey();
    const sheet = expectStatus<QuantitySurveySheet>(await postSheet(survey.id, {}), 201);
    await addLine(t, tenant.fitter, survey.id, { sheetId: sheet.id, expression: '1' });
    expectStatus(await postVariable(survey.id, { sheetId: sheet.id, name: 'L', expression: '4' }), 201);
    const remove = (id: string, query = '', as = tenant.fitter) =>
      call(t, { method: 'DELETE', url: `${sheetsUrl(survey.id, id)}${query}`, as });
    expect((await remove(sheet.id, '?version=2')).statusCode).toBe(409);
    expect((await remove(sheet.id, '', other.admin)).statusCode).toBe(404);
    expect((await remove(sheet.id, '?version=1')).statusCode).toBe(204);
    const detail = await getDetail(t, tenant.fitter, survey.id);
    expect(detail).toMatchObject({ sheetCount: 1, lineCount: 0, variables: [] });
    const last = await remove(detail.sheets[0]!.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      detail: 'Das letzte Blatt eines Aufmaßes kann nicht gelöscht werden.',
    });
    expect((await remove(sheet.id)).statusCode).toBe(404);
  });
});

describe('variables', () => {
  it('adds survey-wide and sheet variables; a name is unique per sheet and per survey', async () => {
    const survey = await newSurvey();
    const sheetId = survey.sheets[0]!.id;
    const wide = expectStatus<QuantitySurveyVariable>(
      await postVariable(survey.id, { name: 'H', expression: '2,75' }),
      201,
    );
    expect(wide).toEqual({
      id: expect.any(String),
      sheetId: null,
      name: 'H',
      expression: '2,75',
      version: 1,
    });
    // A sheet variable may hide the survey-wide one of the same name.
    const own = expectStatus<QuantitySurveyVariable>(
      await postVariable(survey.id, { sheetId, name: 'H', expression: '2,50' }),
      201,
    );
    expect(own).toMatchObject({ sheetId, name: 'H' });
    const wideTaken = await postVariable(survey.id, { name: 'H', expression: '3' });
    expect(wideTaken.statusCode).toBe(409);
    expect(wideTaken.json()).toMatchObject({ detail: 'Die Variable „H“ gibt es im Aufmaß schon.' });
    const sheetTaken = await postVariable(survey.id, { sheetId, name: 'H', expression: '3' });
    expect(sheetTaken.json()).toMatchObject({ detail: 'Die Variable „H“ gibt es auf Blatt 1 schon.' });
    // Names are case-sensitive.
    expectStatus(await postVariable(survey.id, { sheetId, name: 'h', expression: '1' }), 201);
    expect((await getDetail(t, tenant.fitter, survey.id)).variables.map((v) => [v.sheetId, v.name])).toEqual([
      [null, 'H'],
      [sheetId, 'H'],
      [sheetId, 'h'],
    ]);
  });

  it('refuses invalid names, empty values and sheets of other surveys, storing nothing', async () => {
    const survey = await newSurvey();
    const otherSurvey = await newSurvey();
    const before = await surveyFootprint(t.db, survey.id);
    expect(fieldErrorPaths(await postVariable(survey.id, { name: '1L', expression: ' ' }))).toEqual([
      'expression',
      'name',
    ]);
    const foreignSheet = await postVariable(survey.id, {
      sheetId: otherSurvey.sheets[0]!.id,
      name: 'L',
      expression: '1',
    });
    expect(fieldErrorPaths(foreignSheet)).toEqual(['sheetId']);
    expect((await postVariable(survey.id, { name: 'L', expression: '1' }, other.admin)).statusCode).toBe(404);
    expect(await surveyFootprint(t.db, survey.id)).toEqual(before);
  });

  it('renames and revalues a variable; stale versions and taken names get 409; deletes', async () => {
    const survey = await newSurvey();
    const sheetId = survey.sheets[0]!.id;
    const length = expectStatus<QuantitySurveyVariable>(
      await postVariable(survey.id, { sheetId, name: 'L', expression: '4,25' }),
      201,
    );
    expectStatus(await postVariable(survey.id, { sheetId, name: 'B', expression: '3' }), 201);
    const patch = (body: object, as = tenant.fitter) =>
      call(t, { method: 'PATCH', url: variablesUrl(survey.id, length.id), as, body });
    const changed = expectStatus<QuantitySurveyVariable>(
      await patch({ name: 'Laenge', expression: '4,30', version: 1 }),
      200,
    );
    expect(changed).toEqual({ id: length.id, sheetId, name: 'Laenge', expression: '4,30', version: 2 });
    const taken = await patch({ name: 'B', version: 2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: 'Die Variable „B“ gibt es auf Blatt 1 schon.' });
    const stale = await patch({ expression: '5', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { name: 'Laenge', expression: '4,30', version: 2 } });
    expect((await patch({ expression: '5', version: 2 }, other.admin)).statusCode).toBe(404);
    expect(fieldErrorPaths(await patch({ expression: '', version: 2 }))).toEqual(['expression']);

    const remove = (query: string) =>
      call(t, { method: 'DELETE', url: `${variablesUrl(survey.id, length.id)}${query}`, as: tenant.fitter });
    expect((await remove('?version=1')).statusCode).toBe(409);
    expect((await remove('?version=2')).statusCode).toBe(204);
    expect((await remove('')).statusCode).toBe(404);
    expect((await getDetail(t, tenant.fitter, survey.id)).variables.map((v) => v.name)).toEqual(['B']);
  });
});
