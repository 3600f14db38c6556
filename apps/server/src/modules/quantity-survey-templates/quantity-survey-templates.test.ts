import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  quantitySurveyTemplateListSchema,
  quantitySurveyTemplateSchema,
  type QuantitySurveyTemplate,
  type QuantitySurveyTemplateCreate,
} from '@vendoc/contract/quantity-surveys';
import { compileLineFormula } from '@vendoc/quantity-survey/line-formula';
import { quantitySurveyTemplates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { STARTER_TEMPLATES } from './starter-templates';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
});
afterAll(async () => {
  await t?.close();
});

const listUrl = '/api/v1/quantity-survey-templates';
const url = (id: string, query = '') => `${listUrl}/${id}${query}`;

const wallTemplate = (): QuantitySurveyTemplateCreate => ({
  name: 'Wände mit Fenster',
  description: 'Wandfläche abzüglich eines Fensters',
  parameters: [
    { name: 'L', label: 'Länge' },
    { name: 'B', label: 'Breite' },
    { name: 'H', label: 'Höhe', defaultValue: '2,50' },
    { name: 'FB', label: 'Fensterbreite', defaultValue: '1,01' },
  ],
  lines: [
    { marker: '*', text: 'Wandflächen' },
    { text: 'Wände', expression: '2*(L+B)*H' },
    { text: 'Abzug Fenster', formulaNumber: 0, expression: '-FB*1,26' },
    { marker: 'Z', text: 'Zwischensumme' },
  ],
});

async function createTemplate(
  body: QuantitySurveyTemplateCreate,
  as: Tenant['admin'] = tenant.office,
): Promise<QuantitySurveyTemplate> {
  const response = await call(t, { method: 'POST', url: listUrl, as, body });
  expect(response.statusCode, response.body).toBe(201);
  return quantitySurveyTemplateSchema.parse(response.json());
}

async function templateCount(companyId = tenant.companyId): Promise<number> {
  const rows = await t.db
    .select({ n: count() })
    .from(quantitySurveyTemplates)
    .where(eq(quantitySurveyTemplates.companyId, companyId));
  return rows[0]?.n ?? 0;
}

async function list(as: Tenant['admin']) {
  const response = await call(t, { method: 'GET', url: listUrl, as });
  expect(response.statusCode, response.body).toBe(200);
  return quantitySurveyTemplateListSchema.parse(response.json()).items;
}

/** The engine's message for a line formula (the API passes it on unchanged). */
function engineMessage(formulaNumber: number, expression: string): string {
  const compiled = compileLineFormula(formulaNumber, expression);
  if (compiled.ok) throw new Error(`"${expression}" parses`);
  return compiled.error.message;
}

describe('POST /api/v1/quantity-survey-templates', () => {
  it('creates a template with defaults filled in; a fitter can read it', async () => {
    const created = await createTemplate(wallTemplate(), tenant.office);
    expect(created).toMatchObject({
      name: 'Wände mit Fenster',
      description: 'Wandfläche abzüglich eines Fensters',
      parameters: [
        { name: 'L', label: 'Länge', defaultValue: '' },
        { name: 'B', label: 'Breite', defaultValue: '' },
        { name: 'H', label: 'Höhe', defaultValue: '2,50' },
        { name: 'FB', label: 'Fensterbreite', defaultValue: '1,01' },
      ],
      lines: [
        { marker: '*', text: 'Wandflächen', formulaNumber: 91, expression: '' },
        { marker: '', text: 'Wände', formulaNumber: 91, expression: '2*(L+B)*H' },
        { marker: '', text: 'Abzug Fenster', formulaNumber: 0, expression: '-FB*1,26' },
        { marker: 'Z', text: 'Zwischensumme', formulaNumber: 91, expression: '' },
      ],
      version: 1,
    });
    const read = await call(t, { method: 'GET', url: url(created.id), as: tenant.fitter });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('accepts names that are no parameter (survey variables), comments and geometric formulas', async () => {
    const created = await createTemplate({
      name: 'Sockel',
      lines: [
        { marker: '*', text: 'Nur Text: (( ist hier egal' },
        { text: 'Sockelleiste', expression: 'Umfang-Tuerbreite' },
        { text: 'Podest', formulaNumber: 4, expression: '1,20;0,80' },
      ],
    });
    expect(created).toMatchObject({ description: null, parameters: [] });
    expect(created.lines).toHaveLength(3);
  });

  it('refuses line formulas that do not parse, with the line index and the engine message, storing nothing', async () => {
    const before = await templateCount();
    const body = wallTemplate();
    body.lines = [
      { text: 'ok', expression: '2*(L+B)*H' },
      { text: 'Klammer in Formel 0', formulaNumber: 0, expression: '(L+B)*2' },
      { marker: '*', text: 'Kommentar' },
      { text: 'offene Klammer', expression: '2*(L+B' },
      { marker: 'H', text: 'leer' },
      { text: 'zu viele Werte', formulaNumber: 4, expression: '1;2;3;4' },
      { text: 'unbekannte Formel', formulaNumber: 999, expression: '1;2' },
    ];
    const response = await call(t, { method: 'POST', url: listUrl, as: tenant.office, body });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'lines.1.expression', message: 'Klammern sind nur in Formel 91 erlaubt' },
      { path: 'lines.3.expression', message: engineMessage(91, '2*(L+B') },
      { path: 'lines.4.expression', message: engineMessage(91, '') },
      { path: 'lines.5.expression', message: engineMessage(4, '1;2;3;4') },
      { path: 'lines.6.expression', message: 'Formel 999 wird nicht unterstützt' },
    ]);
    expect(await templateCount()).toBe(before);
  });

  it('refuses parameters named like functions or constants of the formulas, storing nothing', async () => {
    const before = await templateCount();
    const response = await call(t, {
      method: 'POST',
      url: listUrl,
      as: tenant.office,
      body: {
        name: 'Kreis',
        parameters: [{ name: 'r' }, { name: 'pi' }, { name: 'wurzel' }],
        lines: [{ expression: 'r*r*pi' }, { expression: '(' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'parameters.1.name', message: '„pi“ ist ein reservierter Name' },
      { path: 'parameters.2.name', message: '„wurzel“ ist ein reservierter Name' },
      { path: 'lines.1.expression', message: engineMessage(91, '(') },
    ]);
    expect(await templateCount()).toBe(before);
  });

  it('refuses invalid fields of the contract, storing nothing', async () => {
    const before = await templateCount();
    const response = await call(t, {
      method: 'POST',
      url: listUrl,
      as: tenant.office,
      body: {
        name: ' ',
        parameters: [{ name: 'L' }, { name: '1x' }],
        lines: [{ marker: 'X', expression: '1' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorPaths(response)).toEqual(['lines.0.marker', 'name', 'parameters.1.name']);
    const twice = await call(t, {
      method: 'POST',
      url: listUrl,
      as: tenant.office,
      body: { name: 'Doppelt', parameters: [{ name: 'L' }, { name: 'L' }], lines: [{ expression: 'L' }] },
    });
    expect(fieldErrorPaths(twice)).toEqual(['parameters']);
    const noLines = await call(t, {
      method: 'POST',
      url: listUrl,
      as: tenant.office,
      body: { name: 'Leer', lines: [] },
    });
    expect(fieldErrorPaths(noLines)).toEqual(['lines']);
    expect(await templateCount()).toBe(before);
  });

  it('needs a signed-in user (401)', async () => {
    const response = await t.app.inject({ method: 'POST', url: listUrl, payload: wallTemplate() });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/quantity-survey-templates', () => {
  it("lists the company's templates by name, creates none by itself, shows none of others", async () => {
    const fresh = await seedTenant(t);
    expect(await list(fresh.fitter)).toEqual([]);
    expect(await templateCount(fresh.companyId)).toBe(0);
    const room = await createTemplate({ name: 'raum', lines: [{ expression: 'L*B' }] }, fresh.office);
    const attic = await createTemplate(
      { name: 'Dachschräge', lines: [{ expression: 'L*B/2' }] },
      fresh.admin,
    );
    const wall = await createTemplate({ name: 'Wand', lines: [{ expression: 'L*H' }] }, fresh.admin);
    await createTemplate({ name: 'Fremde Vorlage', lines: [{ expression: '1' }] }, other.office);
    const items = await list(fresh.fitter);
    expect(items.map((item) => item.id)).toEqual([attic.id, room.id, wall.id]);
    expect(items[0]).toEqual(attic);
  });
});

describe('GET /api/v1/quantity-survey-templates/{id}', () => {
  it("answers 404 for another company's template and an unknown id, 400 for a bad id", async () => {
    const foreign = await createTemplate(
      { name: 'Geheime Vorlage', lines: [{ expression: '1' }] },
      other.office,
    );
    for (const id of [foreign.id, randomUUID()]) {
      const response = await call(t, { method: 'GET', url: url(id), as: tenant.admin });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Geheime Vorlage');
    }
    const bad = await call(t, { method: 'GET', url: url('123'), as: tenant.admin });
    expect(fieldErrorPaths(bad)).toEqual(['id']);
  });
});

describe('PATCH /api/v1/quantity-survey-templates/{id}', () => {
  it('changes the sent fields, keeps absent ones and counts the version up', async () => {
    const created = await createTemplate(wallTemplate());
    const renamed = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.admin,
      body: { name: 'Wände', version: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Wände',
      description: created.description,
      parameters: created.parameters,
      lines: created.lines,
      version: 2,
    });
    const replaced = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: {
        description: null,
        parameters: [{ name: 'U', label: 'Umfang' }],
        lines: [{ text: 'Wand', expression: 'U*2,75' }],
        version: 2,
      },
    });
    expect(replaced.json()).toMatchObject({
      name: 'Wände',
      description: null,
      parameters: [{ name: 'U', label: 'Umfang', defaultValue: '' }],
      lines: [{ marker: '', text: 'Wand', formulaNumber: 91, expression: 'U*2,75' }],
      version: 3,
    });
    const read = await call(t, { method: 'GET', url: url(created.id), as: tenant.office });
    expect(read.json()).toEqual(replaced.json());
  });

  it('answers a stale version with 409 and the current template, changing nothing', async () => {
    const created = await createTemplate(wallTemplate());
    await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: 'Zuerst', version: 1 },
    });
    const stale = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.admin,
      body: { name: 'Zu spät', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: 'Die Aufmaßvorlage wurde inzwischen geändert.',
      current: { id: created.id, name: 'Zuerst', version: 2 },
    });
    const read = await call(t, { method: 'GET', url: url(created.id), as: tenant.office });
    expect(read.json()).toMatchObject({ name: 'Zuerst', version: 2 });
  });

  it('refuses invalid fields and unparsable formulas (400) and other companies (404), changing nothing', async () => {
    const created = await createTemplate(wallTemplate());
    const invalid = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: '', lines: [], version: 1 },
    });
    expect(fieldErrorPaths(invalid)).toEqual(['lines', 'name']);
    const unparsable = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: 'Neu', lines: [{ expression: '1' }, { expression: 'L*' }], version: 1 },
    });
    expect(unparsable.statusCode).toBe(400);
    expect(unparsable.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'lines.1.expression', message: engineMessage(91, 'L*') },
    ]);
    const reserved = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { parameters: [{ name: 'abs' }], version: 1 },
    });
    expect(reserved.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'parameters.0.name', message: '„abs“ ist ein reservierter Name' },
    ]);
    for (const id of [created.id, randomUUID()]) {
      const foreign = await call(t, {
        method: 'PATCH',
        url: url(id),
        as: other.admin,
        body: { name: 'Übernommen', version: 1 },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Wände mit Fenster');
    }
    const read = await call(t, { method: 'GET', url: url(created.id), as: tenant.office });
    expect(read.json()).toEqual(created);
  });
});

describe('DELETE /api/v1/quantity-survey-templates/{id}', () => {
  it('deletes a template, without or with its current version', async () => {
    const first = await createTemplate(wallTemplate());
    const second = await createTemplate(wallTemplate());
    expect((await call(t, { method: 'DELETE', url: url(first.id), as: tenant.admin })).statusCode).toBe(204);
    const withVersion = await call(t, {
      method: 'DELETE',
      url: url(second.id, '?version=1'),
      as: tenant.office,
    });
    expect(withVersion.statusCode).toBe(204);
    for (const id of [first.id, second.id]) {
      expect((await call(t, { method: 'GET', url: url(id), as: tenant.office })).statusCode).toBe(404);
      expect((await call(t, { method: 'DELETE', url: url(id), as: tenant.office })).statusCode).toBe(404);
    }
  });

  it('answers a stale version with 409 and the current template, and a bad one with 400', async () => {
    const created = await createTemplate(wallTemplate());
    await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: 'Geändert', version: 1 },
    });
    const stale = await call(t, { method: 'DELETE', url: url(created.id, '?version=1'), as: tenant.office });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { name: 'Geändert', version: 2 } });
    const bad = await call(t, { method: 'DELETE', url: url(created.id, '?version=0'), as: tenant.office });
    expect(fieldErrorPaths(bad)).toEqual(['version']);
    expect((await call(t, { method: 'GET', url: url(created.id), as: tenant.office })).statusCode).toBe(200);
  });

  it("answers 404 for another company's template and leaves it alone", async () => {
    const foreign = await createTemplate({ name: 'Fremd', lines: [{ expression: '1' }] }, other.office);
    const response = await call(t, { method: 'DELETE', url: url(foreign.id), as: tenant.admin });
    expect(response.statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: url(foreign.id), as: other.office })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/quantity-survey-templates/starter', () => {
  const starter = (as: Tenant['admin']) => call(t, { method: 'POST', url: `${listUrl}/starter`, as });

  it('creates the room templates once and returns all templates of the company', async () => {
    const fresh = await seedTenant(t);
    const othersBefore = await templateCount(other.companyId);
    const own = await createTemplate(
      { name: 'Eigene Vorlage', lines: [{ expression: 'L*B' }] },
      fresh.office,
    );
    const response = await starter(fresh.office);
    expect(response.statusCode, response.body).toBe(200);
    const items = quantitySurveyTemplateListSchema.parse(response.json()).items;
    expect(items.map((item) => item.name)).toEqual([
      'Eigene Vorlage',
      'Raum: Bodenfläche',
      'Raum: Deckenfläche',
      'Raum: Wandflächen abzüglich Tür',
    ]);
    expect(items[0]).toEqual(own);
    expect(items.find((item) => item.name === 'Raum: Wandflächen abzüglich Tür')).toMatchObject({
      parameters: [
        { name: 'L', label: 'Länge', defaultValue: '' },
        { name: 'B', label: 'Breite', defaultValue: '' },
        { name: 'H', label: 'Höhe', defaultValue: '' },
        { name: 'TB', label: 'Türbreite', defaultValue: '0,885' },
        { name: 'TH', label: 'Türhöhe', defaultValue: '2,01' },
      ],
      lines: [
        { marker: '', text: 'Wände', formulaNumber: 91, expression: '2*(L+B)*H' },
        { marker: '', text: 'Abzug Tür', formulaNumber: 0, expression: '-TB*TH' },
      ],
      version: 1,
    });
    expect(await list(fresh.office)).toEqual(items);

    const again = await starter(fresh.office);
    expect(again.json()).toEqual(response.json());
    expect(await templateCount(fresh.companyId)).toBe(4);
    expect(await templateCount(other.companyId)).toBe(othersBefore);
  });

  it('skips starter templates whose name the company already has (ignoring case)', async () => {
    const fresh = await seedTenant(t);
    const ceiling = await createTemplate(
      { name: 'RAUM: DECKENFLÄCHE', lines: [{ expression: 'L*B*1,1' }] },
      fresh.office,
    );
    const items = quantitySurveyTemplateListSchema.parse((await starter(fresh.office)).json()).items;
    expect(items.map((item) => item.name).sort()).toEqual(
      ['RAUM: DECKENFLÄCHE', 'Raum: Bodenfläche', 'Raum: Wandflächen abzüglich Tür'].sort(),
    );
    expect(items.find((item) => item.id === ceiling.id)).toEqual(ceiling);
  });

  it('creates each starter template once when two requests come at the same time', async () => {
    const fresh = await seedTenant(t);
    const responses = await Promise.all([starter(fresh.office), starter(fresh.admin)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await templateCount(fresh.companyId)).toBe(STARTER_TEMPLATES.length);
  });

  it('has starter templates that the template validation accepts', async () => {
    const fresh = await seedTenant(t);
    for (const template of STARTER_TEMPLATES) {
      const response = await call(t, { method: 'POST', url: listUrl, as: fresh.office, body: template });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('needs a signed-in user (401)', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${listUrl}/starter` });
    expect(response.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the template routes with their errors', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/v1/quantity-survey-templates', 'get'],
      ['/api/v1/quantity-survey-templates', 'post'],
      ['/api/v1/quantity-survey-templates/starter', 'post'],
      ['/api/v1/quantity-survey-templates/{id}', 'get'],
      ['/api/v1/quantity-survey-templates/{id}', 'patch'],
      ['/api/v1/quantity-survey-templates/{id}', 'delete'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.responses['401']).toBeDefined();
    }
  });
});

describe('company templates and fitters', () => {
  it('lets a fitter read the templates but not create, change, delete them or add the starter set (403)', async () => {
    const fresh = await seedTenant(t);
    const created = await createTemplate(wallTemplate(), fresh.office);
    const before = await list(fresh.office);
    const refused = [
      await call(t, { method: 'POST', url: listUrl, as: fresh.fitter, body: wallTemplate() }),
      await call(t, { method: 'POST', url: `${listUrl}/starter`, as: fresh.fitter }),
      await call(t, {
        method: 'PATCH',
        url: url(created.id),
        as: fresh.fitter,
        body: { name: 'Umbenannt', version: 1 },
      }),
      await call(t, { method: 'DELETE', url: url(created.id, '?version=1'), as: fresh.fitter }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await list(fresh.fitter)).toEqual(before);
    expect((await call(t, { method: 'GET', url: url(created.id), as: fresh.fitter })).statusCode).toBe(200);
  });
});
