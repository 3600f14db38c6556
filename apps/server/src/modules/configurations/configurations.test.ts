import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boqNodeDetailSchema, boqSchema, boqStructureResponseSchema } from '@vendoc/contract/boqs';
import { clientSchema } from '@vendoc/contract/clients';
import {
  configurationListSchema,
  configurationSchema,
  type Configuration,
  type ConfigurationCreate,
} from '@vendoc/contract/configurations';
import { projectSchema } from '@vendoc/contract/projects';
import { constructionSchema } from '@vendoc/contract/quantity-surveys';
import { articles, configurations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import {
  createPosition,
  MARKUPS,
  seedWindowCatalog,
  WINDOW_AREA,
  WINDOW_PARAMETERS,
} from '../catalog-positions/catalog-positions-test-support';

// Configurations (issue 16): a catalog position with options and parameter values for a construction or a smart
// note; the price follows the catalog until the configuration is added to a BoQ, then the item keeps it.

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let secondProjectId: string;
let otherProjectId: string;
let constructionId: string;
let noteId: string;
let catalogId: string;
let positionId: string;
let glassId: string;
let boqId: string;
let titleId: string;

const AREA = WINDOW_AREA;

async function newProject(as: Tenant['admin'], name: string): Promise<string> {
  const client = await call(t, {
    method: 'POST',
    url: '/api/v1/clients',
    as,
    body: { kind: 'commercial', name: `Kunde von ${name}` },
  });
  const project = await call(t, {
    method: 'POST',
    url: '/api/v1/projects',
    as,
    body: { name, clientId: clientSchema.parse(client.json()).id },
  });
  expect(project.statusCode, project.body).toBe(201);
  return projectSchema.parse(project.json()).id;
}

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await newProject(tenant.admin, 'Schule am Park');
  secondProjectId = await newProject(tenant.admin, 'Kita Nord');
  otherProjectId = await newProject(other.admin, 'Fremdes Projekt');
  const construction = await call(t, {
    method: 'POST',
    url: `/api/v1/projects/${projectId}/constructions`,
    as: tenant.office,
    body: { name: 'Raum 1.04' },
  });
  expect(construction.statusCode, construction.body).toBe(201);
  constructionId = constructionSchema.parse(construction.json()).id;
  const note = await call(t, {
    method: 'POST',
    url: '/api/v1/smart-notes',
    as: tenant.fitter,
    body: { projectId, type: 'note', title: 'Fenster Raum 1.04 tauschen' },
  });
  expect(note.statusCode, note.body).toBe(201);
  noteId = note.json<{ id: string }>().id;

  const seeded = await seedWindowCatalog(t.db, tenant.companyId);
  ({ catalogId, glassId } = seeded);
  const { frameId, rateId } = seeded;
  const position = await createPosition(t, tenant.office, catalogId, {
    number: '01.0010',
    shortText: 'Kunststofffenster nach Maß',
    unit: 'St',
    calculation: {
      components: [
        { id: 'frame', kind: 'article', articleId: frameId, quantity: '1' },
        { id: 'glass', kind: 'article', articleId: glassId, quantity: '1' },
        { id: 'fitting', kind: 'labour', wageRateId: rateId, minutes: '90' },
      ],
      markups: MARKUPS,
    },
    variants: {
      groups: [
        {
          id: 'colour',
          name: 'Farbe',
          options: [
            { id: 'white', name: 'Weiß', effect: { kind: 'none' }, isDefault: true },
            {
              id: 'anthracite',
              name: 'Anthrazit',
              textAddition: 'Farbe Anthrazit',
              effect: { kind: 'perUnit', amount: '25.00' },
            },
          ],
        },
      ],
      exclusions: [],
    },
    parameters: WINDOW_PARAMETERS,
    formulas: { quantity: null, components: { glass: AREA, fitting: `60 + ${AREA} * 24` } },
  });
  positionId = position.id;

  const boq = await call(t, {
    method: 'POST',
    url: `/api/v1/projects/${projectId}/boqs`,
    as: tenant.office,
    body: { name: 'Angebot Fenster' },
  });
  expect(boq.statusCode, boq.body).toBe(201);
  boqId = boqSchema.parse(boq.json()).id;
  const title = await call(t, {
    method: 'POST',
    url: `/api/v1/boqs/${boqId}/nodes`,
    as: tenant.office,
    body: { kind: 'title', parentId: null, shortText: 'Fenster' },
  });
  expect(title.statusCode, title.body).toBe(201);
  titleId = boqStructureResponseSchema.parse(title.json()).node!.id;
});
afterAll(async () => {
  await t?.close();
});

const listUrl = (project = projectId) => `/api/v1/projects/${project}/configurations`;
const url = (id: string, action = '') => `/api/v1/configurations/${id}${action}`;

const windowOf = (overrides: Partial<ConfigurationCreate> = {}): ConfigurationCreate => ({
  constructionId,
  catalogId,
  positionId,
  name: 'Fenster links',
  optionIds: [],
  values: { breite: '1200', hoehe: '1400' },
  ...overrides,
});

async function create(
  body: ConfigurationCreate = windowOf(),
  as: Tenant['admin'] = tenant.office,
): Promise<Configuration> {
  const response = await call(t, { method: 'POST', url: listUrl(), as, body });
  expect(response.statusCode, response.body).toBe(201);
  return configurationSchema.parse(response.json());
}

async function stored(): Promise<number> {
  const rows = await t.db.select({ n: count() }).from(configurations);
  return rows[0]?.n ?? 0;
}

describe('configurations', () => {
  it('configures a window for a construction: text, quantity and price at the catalog of now', async () => {
    const made = await create();
    // material (250.00 + 1.68 × 45.00) × 1.15 = 374.44; fitting 100.32 min × 58.50 / 60 × 1.20 = 117.3744;
    // net 491.8144 -> 491.81.
    expect(made).toMatchObject({
      projectId,
      constructionId,
      smartNoteId: null,
      name: 'Fenster links',
      values: { breite: '1200', hoehe: '1400' },
      problems: [],
      added: null,
      version: 1,
    });
    expect(made.configured).toMatchObject({ quantity: '1.000', unitPrice: '491.81', total: '491.81' });
    expect(made.configured!.longText).toContain('Breite: 1.200 mm');

    const listed = await call(t, {
      method: 'GET',
      url: `${listUrl()}?constructionId=${constructionId}`,
      as: tenant.fitter,
    });
    expect(listed.statusCode).toBe(200);
    expect(configurationListSchema.parse(listed.json()).items.map((item) => item.id)).toContain(made.id);
  });

  it('a fitter configures from a smart note, but not for a construction', async () => {
    const fromNote = await create(windowOf({ constructionId: null, smartNoteId: noteId }), tenant.fitter);
    expect(fromNote.smartNoteId).toBe(noteId);
    const byNote = await call(t, {
      method: 'GET',
      url: `${listUrl()}?smartNoteId=${noteId}`,
      as: tenant.office,
    });
    expect(configurationListSchema.parse(byNote.json()).items.map((item) => item.id)).toEqual([fromNote.id]);

    const before = await stored();
    const refused = await call(t, { method: 'POST', url: listUrl(), as: tenant.fitter, body: windowOf() });
    expect(refused.statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });

  it('refuses bad parameters, excluded or unknown options and a wrong owner, each at its field, storing nothing', async () => {
    const before = await stored();
    const cases: [ConfigurationCreate, string[]][] = [
      [windowOf({ values: { breite: '2500', hoehe: '1405' } }), ['values.breite', 'values.hoehe']],
      [windowOf({ optionIds: ['gold'] }), ['optionIds.0']],
      [windowOf({ constructionId: null }), ['constructionId']],
      [windowOf({ smartNoteId: noteId }), ['constructionId']],
      [windowOf({ constructionId: '00000000-0000-4000-8000-000000000000' }), ['constructionId']],
      [windowOf({ positionId: '00000000-0000-4000-8000-000000000000' }), ['positionId']],
    ];
    for (const [body, paths] of cases) {
      const response = await call(t, { method: 'POST', url: listUrl(), as: tenant.office, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(fieldErrorPaths(response), JSON.stringify(body)).toEqual(paths);
    }
    // The construction belongs to another project of the company.
    const elsewhere = await call(t, {
      method: 'POST',
      url: listUrl(secondProjectId),
      as: tenant.office,
      body: windowOf(),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(fieldErrorPaths(elsewhere)).toEqual(['constructionId']);
    expect(await stored()).toBe(before);
  });

  it('follows the catalog until it is added; the added item keeps its price', async () => {
    const made = await create();
    await t.db.update(articles).set({ purchasePrice: '5000.00' }).where(eq(articles.id, glassId));
    // glass 1.68 × 50.00 = 84.00: material 334.00 × 1.15 = 384.10; net 501.4744 -> 501.47.
    const now = await call(t, { method: 'GET', url: url(made.id), as: tenant.office });
    expect(configurationSchema.parse(now.json()).configured!.unitPrice).toBe('501.47');

    const added = await call(t, {
      method: 'POST',
      url: url(made.id, '/add-to-boq'),
      as: tenant.office,
      body: { boqId, parentId: titleId, version: made.version },
    });
    expect(added.statusCode, added.body).toBe(200);
    const result = configurationSchema.parse(added.json());
    expect(result.added).toMatchObject({ boqId });
    const item = await call(t, {
      method: 'GET',
      url: `/api/v1/boqs/${boqId}/nodes/${result.added!.nodeId}`,
      as: tenant.office,
    });
    expect(item.statusCode).toBe(200);
    const node = boqNodeDetailSchema.parse(item.json());
    expect(node).toMatchObject({
      shortText: 'Kunststofffenster nach Maß',
      qty: '1.000',
      unit: 'St',
      unitPrice: '501.47',
      total: '501.47',
    });
    expect(node.longText.flatMap((block) => ('inlines' in block ? block.inlines : []))).toEqual(
      expect.arrayContaining([expect.objectContaining({ text: 'Breite: 1.200 mm' })]),
    );

    // The catalog changes again: the added configuration and the BoQ item keep 501.47.
    await t.db.update(articles).set({ purchasePrice: '6000.00' }).where(eq(articles.id, glassId));
    const later = await call(t, { method: 'GET', url: url(made.id), as: tenant.office });
    expect(configurationSchema.parse(later.json()).configured!.unitPrice).toBe('501.47');

    // Added once: neither added again nor changed; a duplicate is open and priced anew.
    const again = await call(t, {
      method: 'POST',
      url: url(made.id, '/add-to-boq'),
      as: tenant.office,
      body: { boqId, parentId: titleId, version: result.version },
    });
    expect(again.statusCode).toBe(409);
    const change = await call(t, {
      method: 'PATCH',
      url: url(made.id),
      as: tenant.office,
      body: { values: { breite: '800' }, version: result.version },
    });
    expect(change.statusCode).toBe(409);
    const copy = await call(t, { method: 'POST', url: url(made.id, '/duplicate'), as: tenant.office });
    expect(copy.statusCode).toBe(201);
    const copied = configurationSchema.parse(copy.json());
    expect(copied).toMatchObject({ name: 'Fenster links (Kopie)', added: null, values: made.values });
    // glass 1.68 × 60.00 = 100.80: material 350.80 × 1.15 = 403.42; net 520.7944 -> 520.79.
    expect(copied.configured!.unitPrice).toBe('520.79');
  });

  it('changes options and values with the version; a stale version is 409, a bad value 400', async () => {
    const made = await create();
    const changed = await call(t, {
      method: 'PATCH',
      url: url(made.id),
      as: tenant.office,
      body: { optionIds: ['anthracite'], values: { breite: '1000', hoehe: '1250' }, version: made.version },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = configurationSchema.parse(changed.json());
    expect(body.version).toBe(made.version + 1);
    expect(body.configured!.longText).toContain('Farbe Anthrazit');
    const stale = await call(t, {
      method: 'PATCH',
      url: url(made.id),
      as: tenant.office,
      body: { name: 'alt', version: made.version },
    });
    expect(stale.statusCode).toBe(409);
    const bad = await call(t, {
      method: 'PATCH',
      url: url(made.id),
      as: tenant.office,
      body: { values: { breite: 'breit' }, version: body.version },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorPaths(bad)).toEqual(['values.breite']);
  });

  it('adds only to a BoQ of its project, and only for the office', async () => {
    const made = await create();
    const fitterAdds = await call(t, {
      method: 'POST',
      url: url(made.id, '/add-to-boq'),
      as: tenant.fitter,
      body: { boqId, parentId: titleId, version: made.version },
    });
    expect(fitterAdds.statusCode).toBe(403);
    const boq = await call(t, {
      method: 'POST',
      url: `/api/v1/projects/${secondProjectId}/boqs`,
      as: tenant.office,
      body: { name: 'Anderes LV' },
    });
    const foreignBoq = await call(t, {
      method: 'POST',
      url: url(made.id, '/add-to-boq'),
      as: tenant.office,
      body: { boqId: boqSchema.parse(boq.json()).id, parentId: null, version: made.version },
    });
    expect(foreignBoq.statusCode).toBe(400);
    expect(fieldErrorPaths(foreignBoq)).toEqual(['boqId']);
    const still = await call(t, { method: 'GET', url: url(made.id), as: tenant.office });
    expect(configurationSchema.parse(still.json()).added).toBeNull();
  });

  it('another company sees none of it: 404, never a leak', async () => {
    const made = await create();
    for (const [method, target, body] of [
      ['GET', url(made.id), undefined],
      ['PATCH', url(made.id), { name: 'x', version: 1 }],
      ['POST', url(made.id, '/duplicate'), undefined],
      ['POST', url(made.id, '/add-to-boq'), { boqId, parentId: titleId, version: 1 }],
      ['DELETE', url(made.id), undefined],
      ['GET', listUrl(), undefined],
    ] as const) {
      const response = await call(t, { method, url: target, as: other.admin, body });
      expect(response.statusCode, `${method} ${target}`).toBe(404);
      expect(response.body).not.toContain('Fenster');
    }
    // Their own project with our construction and position: refused at the fields, nothing stored.
    const before = await stored();
    const borrowed = await call(t, {
      method: 'POST',
      url: listUrl(otherProjectId),
      as: other.admin,
      body: windowOf(),
    });
    expect(borrowed.statusCode).toBe(400);
    expect(fieldErrorPaths(borrowed)).toEqual(['constructionId']);
    expect(await stored()).toBe(before);
  });

  it('deletes a configuration', async () => {
    const made = await create();
    const removed = await call(t, { method: 'DELETE', url: url(made.id), as: tenant.office });
    expect(removed.statusCode).toBe(204);
    const gone = await call(t, { method: 'GET', url: url(made.id), as: tenant.office });
    expect(gone.statusCode).toBe(404);
  });
});
