import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuantitySurvey, QuantitySurveyDetail } from '@vendoc/contract/quantity-surveys';
import { quantitySurveyLines, quantitySurveys } from '../../db/schema';
import { createTestClock } from '../../test/test-clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { seedProject } from '../files/files-test-support';
import {
  addLine,
  createBoq,
  createSurvey,
  expectStatus,
  getDetail,
  surveyFootprint,
  insertConstruction,
  moveTo,
  UNKNOWN_ID,
} from './quantity-surveys-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let contractBoqId: string;
let constructionId: string;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t.db, tenant.companyId);
  contractBoqId = (await createBoq(t, tenant.office, projectId, { items: [] })).id;
  // Newer, but not a contract: the default stays the contract.
  await createBoq(t, tenant.office, projectId, { name: 'Nachtragsangebot', kind: 'offer', items: [] });
  constructionId = await insertConstruction(t.db, tenant.companyId, projectId);
});
afterAll(async () => {
  await t?.close();
});

const surveyCount = async (companyId: string) =>
  (await t.db.select({ n: count() }).from(quantitySurveys).where(eq(quantitySurveys.companyId, companyId)))[0]
    ?.n ?? 0;

describe('POST /api/v1/quantity-surveys', () => {
  it("creates a draft with sheet 1 that measures the project's newest contract BoQ", async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, constructionId, name: '  Bad OG  ' });
    expect(survey).toMatchObject({
      projectId,
      construction: { id: constructionId, name: 'Bad 1. OG' },
      boq: { id: contractBoqId, name: 'Hauptauftrag', kind: 'contract' },
      name: 'Bad OG',
      status: 'draft',
      sheetCount: 1,
      lineCount: 0,
      transferredAt: null,
      version: 1,
      lines: [],
      variables: [],
    });
    expect(survey.sheets).toEqual([{ id: expect.any(String), number: 1, title: '', version: 1 }]);
    expect(await getDetail(t, tenant.office, survey.id)).toEqual(survey);
  });

  it('takes the only BoQ when there is no contract, asks when there are several, none without BoQs or for null', async () => {
    const offersOnly = await seedProject(t.db, tenant.companyId, 'Nur Angebote');
    const older = await createBoq(t, tenant.office, offersOnly, { name: 'Alt', kind: 'offer', items: [] });
    expect((await createSurvey(t, tenant.admin, { projectId: offersOnly, name: 'A' })).boq?.id).toBe(
      older.id,
    );
    await createBoq(t, tenant.office, offersOnly, { name: 'Neu', kind: 'tender', items: [] });
    const ambiguous = await call(t, {
      method: 'POST',
      url: '/api/v1/quantity-surveys',
      as: tenant.admin,
      body: { projectId: offersOnly, name: 'A2' },
    });
    expect(fieldErrorPaths(ambiguous)).toEqual(['boqId']);
    const chosen = await createSurvey(t, tenant.admin, { projectId: offersOnly, boqId: older.id, name: 'B' });
    expect(chosen.boq).toEqual({ id: older.id, name: 'Alt', kind: 'offer' });
    const empty = await seedProject(t.db, tenant.companyId, 'Ohne LV');
    expect((await createSurvey(t, tenant.admin, { projectId: empty, name: 'C' })).boq).toBeNull();
    expect((await createSurvey(t, tenant.admin, { projectId, boqId: null, name: 'D' })).boq).toBeNull();
  });

  it('refuses invalid input and links to another project with field errors, storing nothing', async () => {
    const before = await surveyCount(tenant.companyId);
    const invalid = await call(t, {
      method: 'POST',
      url: '/api/v1/quantity-surveys',
      as: tenant.office,
      body: { projectId: 'nope', name: ' ' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(invalid)).toEqual(['name', 'projectId']);

    const otherProject = await seedProject(t.db, tenant.companyId, 'Anderes Projekt');
    const foreignConstruction = await insertConstruction(t.db, tenant.companyId, otherProject, 'Fremd');
    const foreignBoq = await createBoq(t, tenant.office, otherProject, { items: [] });
    const links = await call(t, {
      method: 'POST',
      url: '/api/v1/quantity-surveys',
      as: tenant.office,
      body: { projectId, constructionId: foreignConstruction, boqId: foreignBoq.id, name: 'X' },
    });
    expect(links.statusCode).toBe(400);
    expect(fieldErrorPaths(links)).toEqual(['boqId', 'constructionId']);
    expect(links.json()).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'constructionId', message: 'Das Bauteil gehört nicht zu diesem Projekt' },
      ]),
    });
    expect(await surveyCount(tenant.companyId)).toBe(before);
  });

  it("answers another company's project with 404 and its construction like an unknown one", async () => {
    const before = await surveyCount(other.companyId);
    const foreign = await call(t, {
      method: 'POST',
      url: '/api/v1/quantity-surveys',
      as: other.admin,
      body: { projectId, name: 'Fremdzugriff' },
    });
    expect(foreign.statusCode).toBe(404);
    const theirProject = await seedProject(t.db, other.companyId);
    const ourConstruction = await call(t, {
      method: 'POST',
      url: '/api/v1/quantity-surveys',
      as: other.admin,
      body: { projectId: theirProject, constructionId, name: 'Fremdzugriff' },
    });
    expect(ourConstruction.statusCode).toBe(400);
    expect(ourConstruction.body).not.toContain('Bad 1. OG');
    expect(await surveyCount(other.companyId)).toBe(before);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quantity-surveys',
      payload: { projectId, name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v1/quantity-surveys/{id}', () => {
  it('answers unknown, invalid and other companies’ ids with 404 / 400 and never leaks', async () => {
    const survey = await createSurvey(t, tenant.office, { projectId, name: 'Geheim' });
    const url = `/api/v1/quantity-surveys/${survey.id}`;
    const foreign = await call(t, { method: 'GET', url, as: other.admin });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Geheim');
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/quantity-surveys/${UNKNOWN_ID}`, as: tenant.admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, { method: 'GET', url: '/api/v1/quantity-surveys/42', as: tenant.admin })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/v1/quantity-surveys', () => {
  it('lists newest first with filters, search and keyset paging, never another company’s', async () => {
    const project = await seedProject(t.db, tenant.companyId, 'Listenprojekt');
    const room = await insertConstruction(t.db, tenant.companyId, project, 'Küche EG');
    const created: QuantitySurveyDetail[] = [];
    for (const [name, withRoom] of [
      ['Aufmaß Wände', true],
      ['Aufmaß Decken', false],
      ['Aufmaß Böden', true],
    ] as const) {
      created.push(
        await createSurvey(t, tenant.office, {
          projectId: project,
          name,
          ...(withRoom ? { constructionId: room } : {}),
        }),
      );
    }
    await moveTo(t, tenant.office, created[0]!.id, 'submitted');
    const list = async (query: string, as = tenant.fitter) => {
      const response = await call(t, {
        method: 'GET',
        url: `/api/v1/quantity-surveys?projectId=${project}&${query}`,
        as,
      });
      return expectStatus<{ items: QuantitySurvey[]; nextCursor: string | null; total: number }>(
        response,
        200,
      );
    };
    const names = (page: { items: QuantitySurvey[] }) => page.items.map((item) => item.name);

    expect(names(await list(''))).toEqual(['Aufmaß Böden', 'Aufmaß Decken', 'Aufmaß Wände']);
    expect(names(await list(`constructionId=${room}`))).toEqual(['Aufmaß Böden', 'Aufmaß Wände']);
    expect(names(await list('constructionId=none'))).toEqual(['Aufmaß Decken']);
    expect(names(await list('status=submitted'))).toEqual(['Aufmaß Wände']);
    expect(names(await list('q=küche')).sort()).toEqual(['Aufmaß Böden', 'Aufmaß Wände']);
    expect(names(await list('q=decken'))).toEqual(['Aufmaß Decken']);
    expect(names(await list('sort=name'))).toEqual(['Aufmaß Böden', 'Aufmaß Decken', 'Aufmaß Wände']);

    const first = await list('limit=2');
    expect(first).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    const second = await list(`limit=2&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 3, nextCursor: null });
    expect([...names(first), ...names(second)]).toEqual(names(await list('')));
    const tampered = await call(t, {
      method: 'GET',
      url: `/api/v1/quantity-surveys?projectId=${project}&cursor=kaputt`,
      as: tenant.fitter,
    });
    expect(fieldErrorPaths(tampered)).toEqual(['cursor']);
    const foreign = await call(t, {
      method: 'GET',
      url: `/api/v1/quantity-surveys?projectId=${project}`,
      as: other.admin,
    });
    expect(foreign.json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('PATCH /api/v1/quantity-surveys/{id}', () => {
  const patch = (id: string, body: object, as: Tenant['admin'] = tenant.office) =>
    call(t, { method: 'PATCH', url: `/api/v1/quantity-surveys/${id}`, as, body });

  it('renames and relinks the survey, bumps the version, and answers a stale version with 409 + current', async () => {
    const survey = await createSurvey(t, tenant.office, { projectId, constructionId, name: 'Vorher' });
    const renamed = expectStatus<QuantitySurvey>(
      await patch(
        survey.id,
        { name: 'Nachher', constructionId: null, boqId: null, version: 1 },
        tenant.fitter,
      ),
      200,
    );
    expect(renamed).toMatchObject({ name: 'Nachher', construction: null, boq: null, version: 2 });
    const relinked = expectStatus<QuantitySurvey>(
      await patch(survey.id, { constructionId, boqId: contractBoqId, version: 2 }),
      200,
    );
    expect(relinked).toMatchObject({
      name: 'Nachher',
      construction: { id: constructionId },
      boq: { id: contractBoqId },
      version: 3,
    });
    const stale = await patch(survey.id, { name: 'Zu spät', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: survey.id, name: 'Nachher', version: 3 } });
  });

  it('refuses links to another project (400), bad input (400) and other companies (404), changing nothing', async () => {
    const survey = await createSurvey(t, tenant.office, { projectId, name: 'Unverändert' });
    const otherProject = await seedProject(t.db, tenant.companyId, 'Nachbarprojekt');
    const foreign = await insertConstruction(t.db, tenant.companyId, otherProject);
    expect(fieldErrorPaths(await patch(survey.id, { constructionId: foreign, version: 1 }))).toEqual([
      'constructionId',
    ]);
    expect(fieldErrorPaths(await patch(survey.id, { name: '', version: 0 }))).toEqual(['name', 'version']);
    expect((await patch(survey.id, { name: 'Übernommen', version: 1 }, other.admin)).statusCode).toBe(404);
    expect(await getDetail(t, tenant.office, survey.id)).toMatchObject({
      name: 'Unverändert',
      construction: null,
      version: 1,
    });
  });

  it('keeps the BoQ of an approved survey (409) but lets it be renamed', async () => {
    const survey = await createSurvey(t, tenant.office, { projectId, name: 'Freigegeben' });
    const approved = await moveTo(t, tenant.office, survey.id, 'approved');
    const boqChange = await patch(survey.id, { boqId: null, version: approved.version });
    expect(boqChange.statusCode).toBe(409);
    expect(boqChange.json()).toMatchObject({ detail: 'Das Aufmaß ist freigegeben und gesperrt.' });
    const renamed = await patch(survey.id, { name: 'Freigegeben (Haus A)', version: approved.version });
    expect(expectStatus<QuantitySurvey>(renamed, 200)).toMatchObject({
      name: 'Freigegeben (Haus A)',
      boq: { id: contractBoqId },
    });
  });
});

describe('DELETE /api/v1/quantity-surveys/{id}', () => {
  const remove = (id: string, query: string, as: Tenant['admin'] = tenant.office) =>
    call(t, { method: 'DELETE', url: `/api/v1/quantity-surveys/${id}${query}`, as });

  it('deletes a draft with its lines; refuses stale versions, missing versions and other companies', async () => {
    const survey = await createSurvey(t, tenant.office, { projectId, name: 'Wegwerfen' });
    await addLine(t, tenant.fitter, survey.id, { sheetId: survey.sheets[0]!.id, expression: '1' });
    expect(fieldErrorPaths(await remove(survey.id, ''))).toEqual(['version']);
    const stale = await remove(survey.id, '?version=2');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: survey.id, version: 1 } });
    expect((await remove(survey.id, '?version=1', other.admin)).statusCode).toBe(404);
    expect((await remove(survey.id, '?version=1')).statusCode).toBe(204);
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/quantity-surveys/${survey.id}`, as: tenant.admin }))
        .statusCode,
    ).toBe(404);
    const lines = await t.db
      .select({ n: count() })
      .from(quantitySurveyLines)
      .where(eq(quantitySurveyLines.surveyId, survey.id));
    expect(lines[0]?.n).toBe(0);
    expect((await remove(survey.id, '?version=1')).statusCode).toBe(404);
  });

  it('refuses to delete a submitted survey', async () => {
    const survey = await createSurvey(t, tenant.office, { projectId, name: 'Eingereicht' });
    const submitted = await moveTo(t, tenant.fitter, survey.id, 'submitted');
    const refused = await remove(survey.id, `?version=${submitted.version}`, tenant.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'Nur Entwürfe können gelöscht werden; das Aufmaß ist schon eingereicht.',
    });
    expect((await getDetail(t, tenant.admin, survey.id)).status).toBe('submitted');
  });

  it("lets a fitter delete a draft of their own, not someone else's (403, nothing deleted)", async () => {
    const own = await createSurvey(t, tenant.fitter, { projectId, name: 'Versehentlich angelegt' });
    const others = await createSurvey(t, tenant.office, { projectId, name: 'Vom Büro' });
    await addLine(t, tenant.fitter, others.id, { sheetId: others.sheets[0]!.id, expression: '2' });
    const before = await surveyFootprint(t.db, others.id);

    const refused = await remove(others.id, '?version=1', tenant.fitter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: 'Aufmaße anderer löschen darf nur das Büro.' });
    expect(await surveyFootprint(t.db, others.id)).toEqual(before);

    expect((await remove(own.id, '?version=1', tenant.fitter)).statusCode).toBe(204);
    const gone = await call(t, {
      method: 'GET',
      url: `/api/v1/quantity-surveys/${own.id}`,
      as: tenant.office,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('POST /api/v1/quantity-surveys/{id}/status', () => {
  const change = (id: string, status: string, version: number, as: Tenant['admin']) =>
    call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${id}/status`,
      as,
      body: { status, version },
    });
  const statusColumns = async (id: string) =>
    (
      await t.db
        .select({
          status: quantitySurveys.status,
          at: quantitySurveys.statusChangedAt,
          by: quantitySurveys.statusChangedBy,
        })
        .from(quantitySurveys)
        .where(eq(quantitySurveys.id, id))
    )[0];

  it("walks draft -> submitted -> approved; approving and reopening need surveys:approve; billing is an invoice's", async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Statuswechsel' });
    await addLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      oz: '01.0010',
      expression: '2',
    });

    clock.advanceSeconds(60);
    const submitted = expectStatus<QuantitySurvey>(
      await change(survey.id, 'submitted', 1, tenant.fitter),
      200,
    );
    expect(submitted).toMatchObject({ status: 'submitted', version: 2 });
    expect(await statusColumns(survey.id)).toEqual({
      status: 'submitted',
      at: clock.now(),
      by: tenant.fitter.userId,
    });

    const fitterApproves = await change(survey.id, 'approved', 2, tenant.fitter);
    expect(fitterApproves.statusCode).toBe(403);
    expect((await statusColumns(survey.id))?.status).toBe('submitted');

    clock.advanceSeconds(60);
    expectStatus(await change(survey.id, 'approved', 2, tenant.office), 200);
    expect(await statusColumns(survey.id)).toEqual({
      status: 'approved',
      at: clock.now(),
      by: tenant.office.userId,
    });

    expect((await change(survey.id, 'submitted', 3, tenant.fitter)).statusCode).toBe(403);
    expect((await change(survey.id, 'billed', 3, tenant.fitter)).statusCode).toBe(403);
    expectStatus(await change(survey.id, 'submitted', 3, tenant.admin), 200);
    expectStatus(await change(survey.id, 'approved', 4, tenant.admin), 200);
    // Billing is the invoice's: the status endpoint refuses it, pointing to making an invoice, and changes nothing.
    const billing = await change(survey.id, 'billed', 5, tenant.office);
    expect(billing.statusCode).toBe(409);
    expect(billing.json<{ detail: string }>().detail).toMatch(/mit der Rechnung abgerechnet/);
    expect((await statusColumns(survey.id))?.status).toBe('approved');
    await moveTo(t, tenant.office, survey.id, 'billed');
    const afterBilling = await change(survey.id, 'approved', 6, tenant.admin);
    expect(afterBilling.statusCode).toBe(409);
    expect(afterBilling.json()).toMatchObject({
      detail: 'Ein Aufmaß im Status „Abgerechnet“ kann nicht in den Status „Freigegeben“ wechseln.',
    });
  });

  it('lets fitters take a submitted survey back to draft, and refuses skipping steps and stale versions', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Zurück' });
    expect((await change(survey.id, 'approved', 1, tenant.admin)).statusCode).toBe(409);
    expect((await change(survey.id, 'draft', 1, tenant.admin)).statusCode).toBe(409);
    expectStatus(await change(survey.id, 'submitted', 1, tenant.fitter), 200);
    const stale = await change(survey.id, 'draft', 1, tenant.fitter);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { status: 'submitted', version: 2 } });
    expect(expectStatus<QuantitySurvey>(await change(survey.id, 'draft', 2, tenant.fitter), 200).status).toBe(
      'draft',
    );
    expect(fieldErrorPaths(await change(survey.id, 'done', 3, tenant.fitter))).toEqual(['status']);
    expect((await change(survey.id, 'submitted', 3, other.admin)).statusCode).toBe(404);
  });

  it('refuses to submit or approve while lines have formula errors, naming them', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Fehlerhaft' });
    const sheetId = survey.sheets[0]!.id;
    const broken = await addLine(t, tenant.fitter, survey.id, {
      sheetId,
      row: 'B0',
      oz: '01.0010',
      formulaNumber: 91,
      expression: '2,4*(3',
    });
    const refused = await change(survey.id, 'submitted', 1, tenant.fitter);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: expect.stringMatching(
        /^1 Zeile enthält einen Fehler \(zuerst 0001B0: .+\)\. Bitte korrigieren/,
      ),
      lines: [{ id: broken.id, address: '0001B0', message: expect.any(String) }],
    });
    await addLine(t, tenant.fitter, survey.id, { sheetId, row: 'C0', oz: '01.0010', expression: '1/0' });
    const two = await change(survey.id, 'submitted', 1, tenant.fitter);
    expect(two.json()).toMatchObject({ detail: expect.stringMatching(/^2 Zeilen enthalten Fehler/) });
    expect((await statusColumns(survey.id))?.status).toBe('draft');
  });

  it('checks the formulas again when approving', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Später fehlerhaft' });
    const line = await addLine(t, tenant.fitter, survey.id, {
      sheetId: survey.sheets[0]!.id,
      oz: '01.0010',
      expression: '3',
    });
    expectStatus(await change(survey.id, 'submitted', 1, tenant.fitter), 200);
    const broken = await call(t, {
      method: 'PATCH',
      url: `/api/v1/quantity-surveys/${survey.id}/lines/${line.id}`,
      as: tenant.fitter,
      body: { expression: '3*', version: line.version },
    });
    expectStatus(broken, 200);
    const refused = await change(survey.id, 'approved', 2, tenant.office);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: expect.stringContaining('freigegeben wird') });
    expect((await statusColumns(survey.id))?.status).toBe('submitted');
  });
});

describe('OpenAPI', () => {
  it('documents every quantity survey route with its security and errors', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operations = [
      ['/api/v1/quantity-surveys', 'get'],
      ['/api/v1/quantity-surveys', 'post'],
      ['/api/v1/quantity-surveys/{id}', 'get'],
      ['/api/v1/quantity-surveys/{id}', 'patch'],
      ['/api/v1/quantity-surveys/{id}', 'delete'],
      ['/api/v1/quantity-surveys/{id}/status', 'post'],
      ['/api/v1/quantity-surveys/{id}/sheets', 'post'],
      ['/api/v1/quantity-surveys/{id}/sheets/{sheetId}', 'patch'],
      ['/api/v1/quantity-surveys/{id}/sheets/{sheetId}', 'delete'],
      ['/api/v1/quantity-surveys/{id}/lines', 'post'],
      ['/api/v1/quantity-surveys/{id}/lines/{lineId}', 'patch'],
      ['/api/v1/quantity-surveys/{id}/lines/{lineId}', 'delete'],
      ['/api/v1/quantity-surveys/{id}/variables', 'post'],
      ['/api/v1/quantity-surveys/{id}/variables/{variableId}', 'patch'],
      ['/api/v1/quantity-surveys/{id}/variables/{variableId}', 'delete'],
      ['/api/v1/quantity-surveys/{id}/apply-template', 'post'],
      ['/api/v1/quantity-surveys/{id}/totals', 'get'],
      ['/api/v1/quantity-surveys/{id}/transfer', 'post'],
      ['/api/v1/quantity-surveys/{id}/export', 'get'],
      ['/api/v1/quantity-surveys/import', 'post'],
      ['/api/v1/projects/{projectId}/quantity-survey-sheets', 'get'],
    ] as const;
    for (const [path, method] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.responses['401']).toBeDefined();
    }
    expect(
      document.paths['/api/v1/quantity-surveys/{id}/lines/{lineId}'].patch.responses['409'],
    ).toBeDefined();
    expect(document.paths['/api/v1/quantity-surveys/import'].post.responses['422']).toBeDefined();
  });
});
