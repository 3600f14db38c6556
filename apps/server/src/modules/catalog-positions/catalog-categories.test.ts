import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogCategory } from '@vendoc/contract/service-catalogs';
import { catalogCategories } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../files/files-test-support';
import { createPosition, errorPaths, seedCatalog, send } from './catalog-positions-test-support';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let fitter: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let catalogId: string;
let otherCatalogId: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'office' });
  fitter = await signedInUser(t, { role: 'fitter', companyId: office.companyId });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  catalogId = await seedCatalog(t.db, office.companyId);
  otherCatalogId = await seedCatalog(t.db, office.companyId, 'Zweiter Katalog');
});
afterAll(async () => {
  await t?.close();
});

const url = (id = catalogId) => `/service-catalogs/${id}/categories`;
const create = async (body: object, id = catalogId) => {
  const response = await send(t, office, 'POST', url(id), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CatalogCategory>();
};
const stored = async () => (await t.db.select().from(catalogCategories)).length;

describe('categories', () => {
  it('lists the tree with parents before their children', async () => {
    const walls = await create({ number: '01', name: 'Wände' });
    const ceilings = await create({ number: '02', name: 'Decken' });
    const metal = await create({ number: '01', name: 'Metallständerwände', parentId: walls.id });
    const response = await send(t, fitter, 'GET', url());
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: CatalogCategory[] }>().items).toEqual([
      { id: walls.id, parentId: null, number: '01', name: 'Wände', version: 1 },
      { id: metal.id, parentId: walls.id, number: '01', name: 'Metallständerwände', version: 1 },
      { id: ceilings.id, parentId: null, number: '02', name: 'Decken', version: 1 },
    ]);
  });

  it('refuses bad input, a parent of another catalog (400), fitters (403) and strangers (404)', async () => {
    const before = await stored();
    expect((await send(t, office, 'POST', url(), { name: '' })).statusCode).toBe(400);
    const foreignParent = await create({ name: 'Fremd' }, otherCatalogId);
    const misplaced = await send(t, office, 'POST', url(), { name: 'X', parentId: foreignParent.id });
    expect(misplaced.statusCode).toBe(400);
    expect(errorPaths(misplaced)).toEqual(['parentId']);
    expect((await send(t, fitter, 'POST', url(), { name: 'X' })).statusCode).toBe(403);
    expect((await send(t, stranger, 'POST', url(), { name: 'X' })).statusCode).toBe(404);
    expect((await send(t, stranger, 'GET', url())).statusCode).toBe(404);
    expect(await stored()).toBe(before + 1);
  });

  it('renames with a version check (409 with current)', async () => {
    const category = await create({ number: '03', name: 'Böden' });
    const categoryUrl = `${url()}/${category.id}`;
    const renamed = await send(t, office, 'PATCH', categoryUrl, {
      version: 1,
      name: 'Estrich',
      number: '04',
    });
    expect(renamed.json<CatalogCategory>()).toMatchObject({ name: 'Estrich', number: '04', version: 2 });
    const stale = await send(t, office, 'PATCH', categoryUrl, { version: 1, name: 'Alt' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: CatalogCategory }>().current).toMatchObject({ name: 'Estrich', version: 2 });
    expect((await send(t, office, 'PATCH', categoryUrl, { version: 2, name: '' })).statusCode).toBe(400);
    expect((await send(t, fitter, 'PATCH', categoryUrl, { version: 2, name: 'X' })).statusCode).toBe(403);
    expect((await send(t, stranger, 'PATCH', categoryUrl, { version: 2, name: 'X' })).statusCode).toBe(404);
    // Addressed through another catalog of the same company: not found either.
    expect(
      (await send(t, office, 'PATCH', `${url(otherCatalogId)}/${category.id}`, { version: 2, name: 'X' }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes subcategories with the category, but not while the tree holds positions (409)', async () => {
    const top = await create({ number: '08', name: 'Türen' });
    const sub = await create({ number: '01', name: 'Zargen', parentId: top.id });
    const position = await createPosition(t, office, catalogId, {
      shortText: 'Zarge',
      unit: 'St',
      categoryId: sub.id,
    });
    expect(position.number).toBe('08.01.0010');
    const refused = await send(t, office, 'DELETE', `${url()}/${top.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toContain('Türen');
    expect((await send(t, fitter, 'DELETE', `${url()}/${top.id}`)).statusCode).toBe(403);
    expect((await send(t, stranger, 'DELETE', `${url()}/${top.id}`)).statusCode).toBe(404);

    await send(t, office, 'DELETE', `/service-catalogs/${catalogId}/positions/${position.id}`);
    expect((await send(t, office, 'DELETE', `${url()}/${top.id}`)).statusCode).toBe(204);
    const items = (await send(t, office, 'GET', url())).json<{ items: CatalogCategory[] }>().items;
    expect(items.map((item) => item.id)).not.toContain(sub.id);
    expect((await send(t, office, 'DELETE', `${url()}/${top.id}`)).statusCode).toBe(404);
  });
});
