import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema } from '@vendoc/contract/clients';
import { projectSchema } from '@vendoc/contract/projects';
import {
  constructionListSchema,
  constructionSchema,
  type Construction,
  type ConstructionCreate,
} from '@vendoc/contract/quantity-surveys';
import { constructions, quantitySurveys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let otherProjectId: string;

async function newProject(as: Tenant['admin'], name: string): Promise<string> {
  const client = await call(t, {
    method: 'POST',
    url: '/api/v1/clients',
    as,
    body: { kind: 'commercial', name: `Kunde von ${name}` },
  });
  const clientId = clientSchema.parse(client.json()).id;
  const project = await call(t, { method: 'POST', url: '/api/v1/projects', as, body: { name, clientId } });
  expect(project.statusCode, project.body).toBe(201);
  return projectSchema.parse(project.json()).id;
}

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await newProject(tenant.admin, 'Sanierung Schule');
  otherProjectId = await newProject(other.admin, 'Fremdes Projekt');
});
afterAll(async () => {
  await t?.close();
});

const listUrl = (id: string) => `/api/v1/projects/${id}/constructions`;
const url = (id: string, query = '') => `/api/v1/constructions/${id}${query}`;

async function createConstruction(
  body: ConstructionCreate,
  { as = tenant.office, project = projectId } = {},
): Promise<Construction> {
  const response = await call(t, { method: 'POST', url: listUrl(project), as, body });
  expect(response.statusCode, response.body).toBe(201);
  return constructionSchema.parse(response.json());
}

async function constructionCount(): Promise<number> {
  const rows = await t.db.select({ n: count() }).from(constructions);
  return rows[0]?.n ?? 0;
}

async function addSurveys(construction: Construction, howMany: number, companyId = tenant.companyId) {
  for (let index = 0; index < howMany; index++) {
    await t.db.insert(quantitySurveys).values({
      companyId,
      projectId: construction.projectId,
      constructionId: construction.id,
      name: `Aufmaß ${index + 1}`,
      status: 'draft',
    });
  }
}

async function read(id: string, as = tenant.office) {
  return call(t, { method: 'GET', url: url(id), as });
}

describe('POST /api/v1/projects/{projectId}/constructions', () => {
  it('creates a construction with its location; a fitter can read it', async () => {
    const created = await createConstruction({
      name: '  Bad EG ',
      kind: 'room',
      location: { building: 'Haus A', floor: 'EG', room: ' Bad ' },
      description: 'Fliesen bis 2,00 m',
    });
    expect(created).toMatchObject({
      projectId,
      name: 'Bad EG',
      kind: 'room',
      location: { building: 'Haus A', floor: 'EG', room: 'Bad' },
      description: 'Fliesen bis 2,00 m',
      quantitySurveyCount: 0,
      version: 1,
    });
    const response = await read(created.id, tenant.fitter);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('fills in kind "other", an empty location and no description', async () => {
    const created = await createConstruction({ name: 'Fassade Nord', description: '' });
    expect(created).toMatchObject({
      kind: 'other',
      location: { building: '', floor: '', room: '' },
      description: null,
    });
  });

  it('refuses invalid fields with field errors and stores nothing', async () => {
    const before = await constructionCount();
    const response = await call(t, {
      method: 'POST',
      url: listUrl(projectId),
      as: tenant.office,
      body: { name: '  ', kind: 'garage', location: { floor: 'x'.repeat(101) } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(response)).toEqual(['kind', 'location.floor', 'name']);
    expect(await constructionCount()).toBe(before);
  });

  it('forbids a fitter to create (403) and stores nothing', async () => {
    const before = await constructionCount();
    const response = await call(t, {
      method: 'POST',
      url: listUrl(projectId),
      as: tenant.fitter,
      body: { name: 'Küche' },
    });
    expect(response.statusCode).toBe(403);
    expect(await constructionCount()).toBe(before);
  });

  it("answers 404 for another company's project and an unknown one, storing nothing", async () => {
    const before = await constructionCount();
    for (const id of [otherProjectId, randomUUID()]) {
      const response = await call(t, {
        method: 'POST',
        url: listUrl(id),
        as: tenant.admin,
        body: { name: 'Eingeschleust' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Das Projekt gibt es nicht (mehr).' });
    }
    expect(await constructionCount()).toBe(before);
  });
});

describe('GET /api/v1/projects/{projectId}/constructions', () => {
  it("lists the project's constructions by name with their survey counts", async () => {
    const project = await newProject(tenant.admin, 'Neubau Kita');
    const kitchen = await createConstruction({ name: 'küche', kind: 'room' }, { project });
    const window = await createConstruction({ name: 'Fenster W1', kind: 'window' }, { project });
    const bath = await createConstruction({ name: 'Bad', kind: 'room' }, { project });
    await addSurveys(kitchen, 2);
    await addSurveys(bath, 1);
    await createConstruction({ name: 'Anderes Projekt' });
    await createConstruction({ name: 'Fremdes Bauteil' }, { as: other.office, project: otherProjectId });

    const response = await call(t, { method: 'GET', url: listUrl(project), as: tenant.fitter });
    expect(response.statusCode).toBe(200);
    const list = constructionListSchema.parse(response.json());
    expect(list.items.map((item) => [item.name, item.quantitySurveyCount])).toEqual([
      ['Bad', 1],
      ['Fenster W1', 0],
      ['küche', 2],
    ]);
    expect(list.items.map((item) => item.id)).toEqual([bath.id, window.id, kitchen.id]);
    expect((await read(kitchen.id)).json()).toMatchObject({ quantitySurveyCount: 2 });
  });

  it('answers an empty list for a project without constructions', async () => {
    const project = await newProject(tenant.admin, 'Leeres Projekt');
    const response = await call(t, { method: 'GET', url: listUrl(project), as: tenant.office });
    expect(response.json()).toEqual({ items: [] });
  });

  it("answers 404 for another company's project and an unknown one", async () => {
    await createConstruction({ name: 'Geheimer Raum' }, { as: other.office, project: otherProjectId });
    for (const id of [otherProjectId, randomUUID()]) {
      const response = await call(t, { method: 'GET', url: listUrl(id), as: tenant.admin });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Geheimer Raum');
    }
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await call(t, { method: 'GET', url: listUrl('abc'), as: tenant.admin });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorPaths(response)).toEqual(['projectId']);
  });
});

describe('GET /api/v1/constructions/{id}', () => {
  it("answers 404 for another company's construction and an unknown id", async () => {
    const foreign = await createConstruction(
      { name: 'Fremder Keller' },
      { as: other.office, project: otherProjectId },
    );
    for (const id of [foreign.id, randomUUID()]) {
      const response = await read(id, tenant.admin);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Fremder Keller');
    }
  });
});

describe('PATCH /api/v1/constructions/{id}', () => {
  it('changes the sent fields, keeps absent ones and counts the version up', async () => {
    const created = await createConstruction({
      name: 'Flur',
      kind: 'room',
      location: { building: 'Haus B', floor: '1. OG', room: 'Flur' },
      description: 'mit Abstellraum',
    });
    const renamed = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: 'Flur 1. OG', version: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Flur 1. OG',
      kind: 'room',
      location: { building: 'Haus B', floor: '1. OG', room: 'Flur' },
      description: 'mit Abstellraum',
      version: 2,
    });
    const changed = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.admin,
      body: { kind: 'floor', location: { floor: '2. OG' }, description: null, version: 2 },
    });
    expect(changed.json()).toMatchObject({
      name: 'Flur 1. OG',
      kind: 'floor',
      location: { building: '', floor: '2. OG', room: '' },
      description: null,
      version: 3,
    });
    expect((await read(created.id)).json()).toEqual(changed.json());
  });

  it('answers a stale version with 409 and the current construction, changing nothing', async () => {
    const created = await createConstruction({ name: 'Dach', kind: 'roof' });
    const first = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: 'Dach Süd', version: 1 },
    });
    expect(first.statusCode).toBe(200);
    const stale = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.admin,
      body: { name: 'Dach Nord', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({
      detail: 'Das Bauteil wurde inzwischen geändert.',
      current: { id: created.id, name: 'Dach Süd', version: 2 },
    });
    expect((await read(created.id)).json()).toMatchObject({ name: 'Dach Süd', version: 2 });
  });

  it('answers the largest version a record can hold with 409, a bigger one with 400 (it was a 500)', async () => {
    const created = await createConstruction({ name: 'Keller' });
    const largest = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: 'Keller Ost', version: 2_147_483_647 },
    });
    expect(largest.statusCode, largest.body).toBe(409);
    for (const version of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const beyond = await call(t, {
        method: 'PATCH',
        url: url(created.id),
        as: tenant.office,
        body: { name: 'Keller Ost', version },
      });
      expect(beyond.statusCode, beyond.body).toBe(400);
      expect(fieldErrorPaths(beyond)).toEqual(['version']);
      const deleted = await call(t, {
        method: 'DELETE',
        url: url(created.id, `?version=${version}`),
        as: tenant.office,
      });
      expect(deleted.statusCode, deleted.body).toBe(400);
    }
    expect((await read(created.id)).json()).toMatchObject({ name: 'Keller', version: 1 });
  });

  it('refuses invalid fields (400), a fitter (403) and other companies (404), changing nothing', async () => {
    const created = await createConstruction({ name: 'Tür T3', kind: 'door' });
    const invalid = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: '', kind: 'tor' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(fieldErrorPaths(invalid)).toEqual(['kind', 'name', 'version']);
    const fitter = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.fitter,
      body: { name: 'Tür T4', version: 1 },
    });
    expect(fitter.statusCode).toBe(403);
    for (const id of [created.id, randomUUID()]) {
      const foreign = await call(t, {
        method: 'PATCH',
        url: url(id),
        as: other.admin,
        body: { name: 'Übernommen', version: 1 },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Tür T3');
    }
    expect((await read(created.id)).json()).toEqual(created);
  });
});

describe('DELETE /api/v1/constructions/{id}', () => {
  it('deletes a construction without surveys at its current version', async () => {
    const created = await createConstruction({ name: 'Abstellraum' });
    const fitter = await call(t, { method: 'DELETE', url: url(created.id, '?version=1'), as: tenant.fitter });
    expect(fitter.statusCode).toBe(403);
    const deleted = await call(t, {
      method: 'DELETE',
      url: url(created.id, '?version=1'),
      as: tenant.office,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await read(created.id)).statusCode).toBe(404);
    const again = await call(t, { method: 'DELETE', url: url(created.id, '?version=1'), as: tenant.office });
    expect(again.statusCode).toBe(404);
  });

  it('needs the version (400) and answers a stale one with 409 and the current construction', async () => {
    const created = await createConstruction({ name: 'Balkon' });
    for (const query of ['', '?version=', '?version=zwei', '?version=1.5']) {
      const response = await call(t, { method: 'DELETE', url: url(created.id, query), as: tenant.office });
      expect(response.statusCode, query).toBe(400);
      expect(fieldErrorPaths(response)).toEqual(['version']);
    }
    await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: 'Balkon West', version: 1 },
    });
    const stale = await call(t, { method: 'DELETE', url: url(created.id, '?version=1'), as: tenant.office });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { name: 'Balkon West', version: 2 } });
    expect((await read(created.id)).statusCode).toBe(200);
  });

  it('refuses while quantity surveys hang under the construction, saying how many', async () => {
    const created = await createConstruction({ name: 'Wohnzimmer', kind: 'room' });
    await addSurveys(created, 2);
    const refused = await call(t, {
      method: 'DELETE',
      url: url(created.id, '?version=1'),
      as: tenant.office,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail:
        'Das Bauteil hat 2 Aufmaße; ordnen Sie sie einem anderen Bauteil zu oder löschen Sie sie zuerst.',
    });
    await t.db
      .delete(quantitySurveys)
      .where(and(eq(quantitySurveys.name, 'Aufmaß 2'), eq(quantitySurveys.constructionId, created.id)));
    const one = await call(t, { method: 'DELETE', url: url(created.id, '?version=1'), as: tenant.office });
    expect(one.json()).toMatchObject({
      detail:
        'Das Bauteil hat ein Aufmaß; ordnen Sie es einem anderen Bauteil zu oder löschen Sie es zuerst.',
    });
    expect((await read(created.id)).json()).toMatchObject({ quantitySurveyCount: 1 });

    await t.db.delete(quantitySurveys).where(eq(quantitySurveys.constructionId, created.id));
    const deleted = await call(t, {
      method: 'DELETE',
      url: url(created.id, '?version=1'),
      as: tenant.office,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it("answers 404 for another company's construction and leaves it alone", async () => {
    const foreign = await createConstruction(
      { name: 'Fremde Garage' },
      { as: other.office, project: otherProjectId },
    );
    const response = await call(t, {
      method: 'DELETE',
      url: url(foreign.id, '?version=1'),
      as: tenant.admin,
    });
    expect(response.statusCode).toBe(404);
    expect((await read(foreign.id, other.office)).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the construction routes with their errors', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/v1/projects/{projectId}/constructions', 'get'],
      ['/api/v1/projects/{projectId}/constructions', 'post'],
      ['/api/v1/constructions/{id}', 'get'],
      ['/api/v1/constructions/{id}', 'patch'],
      ['/api/v1/constructions/{id}', 'delete'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.responses['404']).toBeDefined();
    }
  });
});
