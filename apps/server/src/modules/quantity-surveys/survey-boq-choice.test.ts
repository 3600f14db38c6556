import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  QuantitySurvey,
  QuantitySurveyDetail,
  QuantitySurveyTotals,
} from '@vendoc/contract/quantity-surveys';
import { quantitySurveys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { multipartBody, seedProject } from '../files/files-test-support';
import {
  addLine,
  createBoq,
  createSurvey,
  expectStatus,
  getDetail,
  moveTo,
  type Caller,
  type TestBoq,
} from './quantity-surveys-test-support';

// Issue 12: a survey names the BoQ it measures. Two tenders in one project (like a Flechtingen tender beside
// another BoQ): nothing may pick one of them silently, and the OZ of a line are looked up in the chosen BoQ.

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
/** Two tenders, no contract. */
let projectId: string;
let flechtingen: TestBoq;
let lagerhalle: TestBoq;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t.db, tenant.companyId, 'Flechtingen');
  flechtingen = await createBoq(t, tenant.office, projectId, {
    name: 'LV Flechtingen',
    kind: 'tender',
    items: [
      { shortText: 'Wände spachteln', qty: '100', unit: 'm2' },
      { shortText: 'Decke abhängen', qty: '50', unit: 'm2' },
    ],
  });
  // Imported later: the one the survey used to take silently. It has no 01.0020.
  lagerhalle = await createBoq(t, tenant.office, projectId, {
    name: 'LV Lagerhalle',
    kind: 'tender',
    items: [{ shortText: 'Hallenboden', qty: '800', unit: 'm2' }],
  });
});
afterAll(async () => {
  await t?.close();
});

const surveyCount = async (companyId = tenant.companyId) =>
  (await t.db.select({ n: count() }).from(quantitySurveys).where(eq(quantitySurveys.companyId, companyId)))[0]
    ?.n ?? 0;
const post = (body: object, as: Caller = tenant.fitter) =>
  call(t, { method: 'POST', url: '/api/v1/quantity-surveys', as, body });
const patch = (id: string, body: object, as: Caller = tenant.fitter) =>
  call(t, { method: 'PATCH', url: `/api/v1/quantity-surveys/${id}`, as, body });
const totals = async (surveyId: string) =>
  expectStatus<QuantitySurveyTotals>(
    await call(t, { method: 'GET', url: `/api/v1/quantity-surveys/${surveyId}/totals`, as: tenant.fitter }),
    200,
  );
/** Per measured OZ: the BoQ item's short text, or null ("nicht im LV"). */
const positionsOf = async (surveyId: string) =>
  (await totals(surveyId)).positions.map((position) => [position.oz, position.shortText]);

async function measured(boqId: string | null, name: string): Promise<QuantitySurveyDetail> {
  const survey = await createSurvey(t, tenant.fitter, { projectId, boqId, name });
  const sheetId = survey.sheets[0]!.id;
  await addLine(t, tenant.fitter, survey.id, { sheetId, row: 'A0', oz: '01.0010', expression: '2' });
  await addLine(t, tenant.fitter, survey.id, { sheetId, row: 'B0', oz: '01.0020', expression: '3' });
  return getDetail(t, tenant.fitter, survey.id);
}

describe('POST /api/v1/quantity-surveys: the BoQ it measures', () => {
  it('measures the BoQ chosen, or none, and looks the OZ up in it', async () => {
    const chosen = await measured(flechtingen.id, 'Aufmaß Flechtingen');
    expect(chosen.boq).toEqual({ id: flechtingen.id, name: 'LV Flechtingen', kind: 'tender' });
    expect(await positionsOf(chosen.id)).toEqual([
      ['01.0010', 'Wände spachteln'],
      ['01.0020', 'Decke abhängen'],
    ]);
    const none = await measured(null, 'Ohne LV');
    expect(none.boq).toBeNull();
    expect(await positionsOf(none.id)).toEqual([
      ['01.0010', null],
      ['01.0020', null],
    ]);
  });

  it('does not guess between several BoQs without a contract: 400 naming boqId, nothing stored', async () => {
    const before = await surveyCount();
    const response = await post({ projectId, name: 'Welches LV?' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(response)).toEqual(['boqId']);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'boqId', message: expect.stringContaining('mehrere Leistungsverzeichnisse') }],
    });
    expect(await surveyCount()).toBe(before);
  });

  it('defaults to the contract BoQ (even an older one), else the only BoQ, else none', async () => {
    const awarded = await seedProject(t.db, tenant.companyId, 'Beauftragt');
    const contract = await createBoq(t, tenant.office, awarded, {
      name: 'Auftrag',
      kind: 'contract',
      items: [],
    });
    await createBoq(t, tenant.office, awarded, { name: 'Nachtragsangebot', kind: 'offer', items: [] });
    expect((await createSurvey(t, tenant.fitter, { projectId: awarded, name: 'A' })).boq).toEqual({
      id: contract.id,
      name: 'Auftrag',
      kind: 'contract',
    });
    const single = await seedProject(t.db, tenant.companyId, 'Ein LV');
    const only = await createBoq(t, tenant.office, single, { name: 'Einziges', kind: 'tender', items: [] });
    expect((await createSurvey(t, tenant.fitter, { projectId: single, name: 'B' })).boq?.id).toBe(only.id);
    const bare = await seedProject(t.db, tenant.companyId, 'Ohne LV');
    expect((await createSurvey(t, tenant.fitter, { projectId: bare, name: 'C' })).boq).toBeNull();
  });

  it("refuses another project's or company's BoQ with 400 naming boqId, and another company's project with 404", async () => {
    const neighbour = await seedProject(t.db, tenant.companyId, 'Nachbarprojekt');
    const neighbourBoq = await createBoq(t, tenant.office, neighbour, { name: 'Nachbar-LV', items: [] });
    const theirProject = await seedProject(t.db, other.companyId, 'Fremd');
    const theirBoq = await createBoq(t, other.office, theirProject, { name: 'Fremdes LV', items: [] });
    const before = [await surveyCount(), await surveyCount(other.companyId)];
    for (const boqId of [neighbourBoq.id, theirBoq.id]) {
      const response = await post({ projectId, boqId, name: 'Falsches LV' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [{ path: 'boqId', message: 'Das Leistungsverzeichnis gehört nicht zu diesem Projekt' }],
      });
      expect(response.body).not.toContain('Fremdes LV');
    }
    expect(fieldErrorPaths(await post({ projectId, boqId: 'kaputt', name: 'X' }))).toEqual(['boqId']);
    expect((await post({ projectId, boqId: flechtingen.id, name: 'X' }, other.admin)).statusCode).toBe(404);
    expect([await surveyCount(), await surveyCount(other.companyId)]).toEqual(before);
  });
});

describe('PATCH /api/v1/quantity-surveys/{id}: another BoQ', () => {
  it('lets a fitter switch the BoQ of a draft; the lines keep their OZ, looked up in the new BoQ', async () => {
    const survey = await measured(flechtingen.id, 'Umhängen');
    const switched = expectStatus<QuantitySurvey>(
      await patch(survey.id, { boqId: lagerhalle.id, version: survey.version }),
      200,
    );
    expect(switched).toMatchObject({
      boq: { id: lagerhalle.id, name: 'LV Lagerhalle' },
      lineCount: 2,
      version: survey.version + 1,
    });
    // 01.0020 is not in the Lagerhalle BoQ: "nicht im LV" now.
    expect(await positionsOf(survey.id)).toEqual([
      ['01.0010', 'Hallenboden'],
      ['01.0020', null],
    ]);
    const back = expectStatus<QuantitySurvey>(
      await patch(survey.id, { boqId: flechtingen.id, version: switched.version }),
      200,
    );
    expect(back.boq?.id).toBe(flechtingen.id);
    expect(await positionsOf(survey.id)).toEqual([
      ['01.0010', 'Wände spachteln'],
      ['01.0020', 'Decke abhängen'],
    ]);
    const stale = await patch(survey.id, { boqId: null, version: switched.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { boq: { id: flechtingen.id }, version: back.version } });
  });

  it('refuses a foreign BoQ (400) and another company (404), changing nothing', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, boqId: flechtingen.id, name: 'Fest' });
    const theirProject = await seedProject(t.db, other.companyId, 'Fremd 2');
    const theirBoq = await createBoq(t, other.office, theirProject, { items: [] });
    expect(fieldErrorPaths(await patch(survey.id, { boqId: theirBoq.id, version: 1 }))).toEqual(['boqId']);
    expect((await patch(survey.id, { boqId: null, version: 1 }, other.admin)).statusCode).toBe(404);
    expect(await getDetail(t, tenant.office, survey.id)).toMatchObject({
      boq: { id: flechtingen.id },
      version: 1,
    });
  });

  it('keeps the BoQ once quantities were transferred (409 in German), also after reopening', async () => {
    const survey = await measured(flechtingen.id, 'Übertragen');
    await moveTo(t, tenant.office, survey.id, 'approved');
    const transferred = await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${survey.id}/transfer`,
      as: tenant.office,
    });
    expect(transferred.statusCode, transferred.body).toBe(200);
    const approved = await getDetail(t, tenant.office, survey.id);
    const reopened = expectStatus<QuantitySurvey>(
      await call(t, {
        method: 'POST',
        url: `/api/v1/quantity-surveys/${survey.id}/status`,
        as: tenant.office,
        body: { status: 'submitted', version: approved.version },
      }),
      200,
    );
    expect(reopened.transferredAt).not.toBeNull();
    for (const as of [tenant.fitter, tenant.office, tenant.admin]) {
      const refused = await patch(survey.id, { boqId: lagerhalle.id, version: reopened.version }, as);
      expect(refused.statusCode).toBe(409);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({
        detail:
          'Die Mengen dieses Aufmaßes wurden schon ins Leistungsverzeichnis „LV Flechtingen“ übertragen; es misst ' +
          'deshalb weiter dieses LV. Für ein anderes LV bitte ein neues Aufmaß anlegen.',
      });
    }
    // The same BoQ again and a new name are no change of the BoQ.
    const renamed = await patch(survey.id, {
      name: 'Übertragen (Haus A)',
      boqId: flechtingen.id,
      version: reopened.version,
    });
    expect(expectStatus<QuantitySurvey>(renamed, 200)).toMatchObject({
      name: 'Übertragen (Haus A)',
      boq: { id: flechtingen.id },
    });
  });
});

describe('POST /api/v1/quantity-surveys/import: the BoQ it measures', () => {
  let x31: string;
  beforeAll(async () => {
    const source = await measured(flechtingen.id, 'Quelle');
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quantity-surveys/${source.id}/export?format=x31`,
      headers: tenant.fitter.headers,
    });
    expect(exported.statusCode).toBe(200);
    x31 = exported.body;
  });
  const importX31 = (fields: Record<string, string>, as: Caller = tenant.fitter) => {
    const body = multipartBody([
      ...Object.entries(fields).map(([name, content]) => ({ name, content })),
      { name: 'file', filename: 'aufmass.x31', contentType: 'application/xml', content: x31 },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/quantity-surveys/import',
      payload: body.payload,
      headers: { ...as.headers, ...body.headers },
    });
  };

  it('measures the BoQ chosen, or none for "none"', async () => {
    const chosen = expectStatus<{ survey: QuantitySurvey }>(
      await importX31({ projectId, boqId: flechtingen.id }),
      201,
    );
    expect(chosen.survey.boq?.id).toBe(flechtingen.id);
    expect(await positionsOf(chosen.survey.id)).toEqual([
      ['01.0010', 'Wände spachteln'],
      ['01.0020', 'Decke abhängen'],
    ]);
    const none = expectStatus<{ survey: QuantitySurvey }>(await importX31({ projectId, boqId: 'none' }), 201);
    expect(none.survey.boq).toBeNull();
  });

  it('does not guess, refuses foreign BoQs and bad values (400 naming boqId), storing nothing', async () => {
    const theirProject = await seedProject(t.db, other.companyId, 'Fremd 3');
    const theirBoq = await createBoq(t, other.office, theirProject, { items: [] });
    const before = await surveyCount();
    const refused: Record<string, string>[] = [
      { projectId },
      { projectId, boqId: theirBoq.id },
      { projectId, boqId: 'keins' },
    ];
    for (const fields of refused) {
      const response = await importX31(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(fieldErrorPaths(response)).toEqual(['boqId']);
    }
    expect((await importX31({ projectId, boqId: 'none' }, other.admin)).statusCode).toBe(404);
    expect(await surveyCount()).toBe(before);
  });
});
