import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema } from '@vendoc/contract/clients';
import { projectSchema, type Project, type ProjectCreate } from '@vendoc/contract/projects';
import { constructions, projectFiles, projects, quantitySurveys } from '../../db/schema';
import { createTestClock } from '../../test/test-clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, signedInUser, type Tenant } from '../../test/tenant-fixtures';
import { setUserActive } from '../users/users.repository';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let clientId: string;
let otherClientId: string;
const clock = createTestClock();

async function newClient(as: Tenant['admin'], name: string) {
  const response = await call(t, {
    method: 'POST',
    url: '/api/v1/clients',
    as,
    body: { kind: 'commercial', name },
  });
  return clientSchema.parse(response.json()).id;
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  clientId = await newClient(tenant.admin, 'Wohnbau Nord GmbH');
  otherClientId = await newClient(other.admin, 'Fremdfirma AG');
});
afterAll(async () => {
  await t?.close();
});

const baseProject = (): ProjectCreate => ({
  name: 'Neubau Kita Sonnenschein',
  clientId,
  siteAddress: { street: 'Lindenweg 4', postalCode: '04109', city: 'Leipzig', country: 'DE' },
  status: 'offer',
  contractType: 'lump_sum',
  startDate: '2030-03-01',
  endDate: '2030-09-30',
  responsibleUserId: tenant.office.userId,
  description: 'Fenster und Türen, 2. BA',
});

async function createProject(body: ProjectCreate = baseProject(), as = tenant.office): Promise<Project> {
  const response = await call(t, { method: 'POST', url: '/api/v1/projects', as, body });
  expect(response.statusCode, response.body).toBe(201);
  return projectSchema.parse(response.json());
}

async function projectCount(companyId: string) {
  const rows = await t.db.select({ n: count() }).from(projects).where(eq(projects.companyId, companyId));
  return rows[0]?.n ?? 0;
}

describe('POST /api/v1/projects', () => {
  it('creates a project with the next project number, client and responsible user', async () => {
    const first = await createProject();
    const second = await createProject({ name: 'Sanierung Rathaus', clientId });
    expect(first).toMatchObject({
      number: 'P-00001',
      name: 'Neubau Kita Sonnenschein',
      client: { id: clientId, number: 'K-00001', name: 'Wohnbau Nord GmbH' },
      siteAddress: { city: 'Leipzig' },
      status: 'offer',
      contractType: 'lump_sum',
      startDate: '2030-03-01',
      endDate: '2030-09-30',
      responsibleUser: { id: tenant.office.userId },
      hasContent: false,
      lastOpenedAt: null,
      version: 1,
    });
    expect(second).toMatchObject({
      number: 'P-00002',
      status: 'inquiry',
      contractType: 'unit_price',
      siteAddress: null,
      responsibleUser: null,
      startDate: null,
    });
  });

  it('refuses bad input, foreign clients and inactive or foreign users with field errors; stores nothing', async () => {
    const before = await projectCount(tenant.companyId);
    const post = (body: unknown) =>
      call(t, { method: 'POST', url: '/api/v1/projects', as: tenant.admin, body });
    const invalid = await post({ ...baseProject(), name: ' ', status: 'done', startDate: '2030-13-01' });
    expect(invalid.statusCode).toBe(400);
    expect(fieldErrorPaths(invalid)).toEqual(['name', 'startDate', 'status']);
    expect(fieldErrorPaths(await post({ ...baseProject(), endDate: '2030-02-01' }))).toEqual(['endDate']);
    const foreign = await post({
      ...baseProject(),
      clientId: otherClientId,
      responsibleUserId: other.office.userId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldErrorPaths(foreign)).toEqual(['clientId', 'responsibleUserId']);
    const inactive = await signedInUser(t, 'office', tenant.companyId);
    await setUserActive(t.db, inactive.userId, false);
    expect(fieldErrorPaths(await post({ ...baseProject(), responsibleUserId: inactive.userId }))).toEqual([
      'responsibleUserId',
    ]);
    expect(await projectCount(tenant.companyId)).toBe(before);
  });

  it('lets office users and administrators create projects, not fitters', async () => {
    const refused = await call(t, {
      method: 'POST',
      url: '/api/v1/projects',
      as: tenant.fitter,
      body: baseProject(),
    });
    expect(refused.statusCode).toBe(403);
    await createProject(baseProject(), tenant.admin);
  });
});

describe('GET /api/v1/projects/{id}', () => {
  it('returns the project to every role and records the visit of the user who opened it', async () => {
    const project = await createProject();
    const url = `/api/v1/projects/${project.id}`;
    const opened = await call(t, { method: 'GET', url, as: tenant.fitter });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: project.id, lastOpenedAt: clock.now().toISOString() });
    clock.advanceSeconds(60);
    const forAdmin = await call(t, {
      method: 'GET',
      url: `/api/v1/projects?q=${project.number}`,
      as: tenant.admin,
    });
    expect(forAdmin.json()).toMatchObject({ items: [{ id: project.id, lastOpenedAt: null }] });
    const forFitter = await call(t, {
      method: 'GET',
      url: `/api/v1/projects?q=${project.number}`,
      as: tenant.fitter,
    });
    expect(forFitter.json()).toMatchObject({
      items: [{ lastOpenedAt: new Date(clock.now().getTime() - 60_000).toISOString() }],
    });
  });
});

describe('PUT /api/v1/projects/{id}', () => {
  it('moves the status on and bumps the version', async () => {
    const project = await createProject();
    const response = await call(t, {
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      as: tenant.office,
      body: { ...baseProject(), status: 'order', version: project.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ number: project.number, status: 'order', version: 2 });
  });

  it('answers a stale version with 409 and the current project (two tabs editing the same project)', async () => {
    const project = await createProject();
    const save = (name: string) =>
      call(t, {
        method: 'PUT',
        url: `/api/v1/projects/${project.id}`,
        as: tenant.office,
        body: { ...baseProject(), name, version: project.version },
      });
    expect((await save('Tab eins')).statusCode).toBe(200);
    const stale = await save('Tab zwei');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: project.id, name: 'Tab eins', version: 2 } });
  });

  it('keeps a responsible user who was deactivated meanwhile, but does not accept a new inactive one', async () => {
    const responsible = await signedInUser(t, 'fitter', tenant.companyId);
    const project = await createProject({ ...baseProject(), responsibleUserId: responsible.userId });
    await setUserActive(t.db, responsible.userId, false);
    const url = `/api/v1/projects/${project.id}`;
    const kept = await call(t, {
      method: 'PUT',
      url,
      as: tenant.office,
      body: { ...baseProject(), responsibleUserId: responsible.userId, status: 'order', version: 1 },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const another = await createProject();
    const refused = await call(t, {
      method: 'PUT',
      url: `/api/v1/projects/${another.id}`,
      as: tenant.office,
      body: { ...baseProject(), responsibleUserId: responsible.userId, version: 1 },
    });
    expect(fieldErrorPaths(refused)).toEqual(['responsibleUserId']);
  });

  it('refuses bad input and fitters and leaves the project as it was', async () => {
    const project = await createProject();
    const url = `/api/v1/projects/${project.id}`;
    const bad = await call(t, {
      method: 'PUT',
      url,
      as: tenant.office,
      body: { ...baseProject(), contractType: 'x', version: 1 },
    });
    expect(fieldErrorPaths(bad)).toEqual(['contractType']);
    const noVersion = await call(t, { method: 'PUT', url, as: tenant.office, body: baseProject() });
    expect(fieldErrorPaths(noVersion)).toEqual(['version']);
    const fitter = await call(t, {
      method: 'PUT',
      url,
      as: tenant.fitter,
      body: { ...baseProject(), version: 1 },
    });
    expect(fitter.statusCode).toBe(403);
    const stored = await call(t, { method: 'GET', url, as: tenant.office });
    expect(stored.json()).toMatchObject({ version: 1, contractType: 'lump_sum' });
  });
});

describe('DELETE /api/v1/projects/{id}', () => {
  it('deletes an empty project, and refuses one with files: it can only be archived', async () => {
    const empty = await createProject();
    const full = await createProject();
    await t.db.insert(projectFiles).values({
      companyId: tenant.companyId,
      projectId: full.id,
      name: 'Grundriss.pdf',
      contentType: 'application/pdf',
      size: 1234,
      sha256: 'a'.repeat(64),
      uploadedBy: tenant.office.userId,
    });
    const fullUrl = `/api/v1/projects/${full.id}`;
    expect((await call(t, { method: 'GET', url: fullUrl, as: tenant.office })).json()).toMatchObject({
      hasContent: true,
    });
    const refused = await call(t, { method: 'DELETE', url: fullUrl, as: tenant.office });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'Das Projekt hat Inhalte und kann nur archiviert werden.',
    });
    expect((await call(t, { method: 'GET', url: fullUrl, as: tenant.office })).statusCode).toBe(200);

    const emptyUrl = `/api/v1/projects/${empty.id}`;
    expect((await call(t, { method: 'DELETE', url: emptyUrl, as: tenant.fitter })).statusCode).toBe(403);
    expect((await call(t, { method: 'DELETE', url: emptyUrl, as: tenant.office })).statusCode).toBe(204);
    expect((await call(t, { method: 'GET', url: emptyUrl, as: tenant.office })).statusCode).toBe(404);
    expect((await call(t, { method: 'DELETE', url: emptyUrl, as: tenant.admin })).statusCode).toBe(404);
  });
});

describe('hasContent', () => {
  it('is true for a project with a construction or a quantity survey, which then cannot be deleted', async () => {
    const withConstruction = await createProject();
    const withSurvey = await createProject();
    const empty = await createProject();
    await t.db.insert(constructions).values({
      companyId: tenant.companyId,
      projectId: withConstruction.id,
      name: 'Bad EG',
      kind: 'room',
    });
    await t.db.insert(quantitySurveys).values({
      companyId: tenant.companyId,
      projectId: withSurvey.id,
      name: 'Aufmaß Estrich',
      status: 'draft',
    });
    const contentOf = async (id: string) =>
      (await call(t, { method: 'GET', url: `/api/v1/projects/${id}`, as: tenant.office })).json<Project>()
        .hasContent;
    expect(await contentOf(withConstruction.id)).toBe(true);
    expect(await contentOf(withSurvey.id)).toBe(true);
    expect(await contentOf(empty.id)).toBe(false);
    for (const project of [withConstruction, withSurvey]) {
      const refused = await call(t, {
        method: 'DELETE',
        url: `/api/v1/projects/${project.id}`,
        as: tenant.admin,
      });
      expect(refused.statusCode).toBe(409);
    }
    const list = await call(t, { method: 'GET', url: '/api/v1/projects?limit=200', as: tenant.office });
    const listed = new Map(list.json<{ items: Project[] }>().items.map((item) => [item.id, item.hasContent]));
    expect([withConstruction.id, withSurvey.id, empty.id].map((id) => listed.get(id))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('tenant isolation', () => {
  it("answers another company's project with 404 on every route and never lists it", async () => {
    const project = await createProject({ ...baseProject(), name: 'Geheimes Projekt A' });
    const url = `/api/v1/projects/${project.id}`;
    const body = { name: 'Übernommen', clientId: otherClientId, version: 1 };
    for (const response of [
      await call(t, { method: 'GET', url, as: other.admin }),
      await call(t, { method: 'PUT', url, as: other.admin, body }),
      await call(t, { method: 'DELETE', url, as: other.admin }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Geheimes Projekt');
    }
    const list = await call(t, { method: 'GET', url: '/api/v1/projects?q=geheim', as: other.admin });
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const byClient = await call(t, {
      method: 'GET',
      url: `/api/v1/projects?clientId=${clientId}`,
      as: other.admin,
    });
    expect(byClient.json()).toMatchObject({ total: 0 });
    expect((await call(t, { method: 'GET', url, as: tenant.fitter })).json()).toMatchObject({ version: 1 });
  });
});

describe('OpenAPI', () => {
  it('documents the routes of clients, projects, company, users and the own profile with their errors', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operations = [
      ['/api/v1/clients', 'get'],
      ['/api/v1/clients/{id}', 'put'],
      ['/api/v1/projects', 'get'],
      ['/api/v1/projects/{id}', 'delete'],
      ['/api/v1/company', 'put'],
      ['/api/v1/company/number-ranges/{kind}', 'put'],
      ['/api/v1/company/wage-rates/{id}', 'put'],
      ['/api/v1/users', 'post'],
      ['/api/v1/users/{id}', 'patch'],
      ['/api/v1/me', 'patch'],
      ['/api/v1/me/password', 'put'],
    ] as const;
    for (const [path, method] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.responses['401']).toBeDefined();
    }
    const list = document.paths['/api/v1/projects'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'sort', 'limit', 'cursor', 'status', 'clientId']),
    );
    expect(document.paths['/api/v1/projects/{id}'].put.responses['409']).toBeDefined();
  });
});
