import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleDetailSchema, type ArticleInput } from '@vendoc/contract/service-catalogs';
import { decimalEquals } from '@vendoc/money/decimal';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { businessDate } from './business-date';
import {
  articleCalculation,
  countRows,
  createArticle,
  createCatalog,
  getArticle,
  insertPosition,
  positionRow,
  replacingVariant,
} from './service-catalogs-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let catalogId: string;
let foreignCatalogId: string;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  catalogId = (await createCatalog(t, tenant.office, { name: 'Trockenbau' })).id;
  foreignCatalogId = (await createCatalog(t, other.office, { name: 'Fremd' })).id;
});
afterAll(async () => {
  await t?.close();
});

const DOWEL: ArticleInput = {
  number: 'HIL-8-40',
  shortText: 'Dübel 8 x 40 mm',
  longText: 'Nylondübel für Beton und Vollstein',
  unit: 'Stk',
  priceUnit: '100',
  purchasePrice: '4.35',
  listPrice: '7.90',
  discountGroup: 'D1',
  productGroup: 'BEF',
  supplier: 'Baustoff Müller',
  manufacturer: 'Hilti',
  ean: '4006209123456',
};

const articlesUrl = (id = catalogId) => `/api/v1/service-catalogs/${id}/articles`;

describe('POST /api/v1/service-catalogs/{id}/articles', () => {
  it('creates an article with its first price-history entry (valid from today)', async () => {
    const created = await createArticle(t, tenant.office, catalogId, DOWEL);
    expect(articleDetailSchema.parse(created)).toMatchObject({
      ...DOWEL,
      catalogId,
      catalogName: 'Trockenbau',
      version: 1,
      usedByPositions: 0,
    });
    expect(created.prices).toEqual([
      expect.objectContaining({
        validFrom: businessDate(new Date()),
        purchasePrice: '4.35',
        listPrice: '7.90',
        source: 'manual',
      }),
    ]);
    const read = await call(t, { method: 'GET', url: `/api/v1/articles/${created.id}`, as: tenant.fitter });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('takes priceValidFrom; without a price there is no history entry; defaults apply', async () => {
    const dated = await createArticle(t, tenant.office, catalogId, {
      number: 'D-1',
      shortText: 'Datiert',
      unit: 'm',
      listPrice: '2.5',
      priceValidFrom: '2026-01-01',
    });
    expect(dated.prices.map((p) => [p.validFrom, p.purchasePrice, p.listPrice])).toEqual([
      ['2026-01-01', null, '2.5'],
    ]);
    const bare = await createArticle(t, tenant.office, catalogId, {
      number: 'D-2',
      shortText: 'Ohne',
      unit: 'm',
    });
    expect(bare).toMatchObject({
      priceUnit: '1',
      purchasePrice: null,
      listPrice: null,
      ean: null,
      prices: [],
    });
  });

  it('answers 409 with a German detail for a number the catalog has; another catalog may have it', async () => {
    const response = await call(t, { method: 'POST', url: articlesUrl(), as: tenant.office, body: DOWEL });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toBe(
      'Die Artikelnummer „HIL-8-40“ gibt es in diesem Katalog schon.',
    );
    const second = await createCatalog(t, tenant.office, { name: 'Zweiter' });
    await createArticle(t, tenant.office, second.id, DOWEL);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await countRows(t.db, 'articles');
    const response = await call(t, {
      method: 'POST',
      url: articlesUrl(),
      as: tenant.office,
      body: {
        number: '',
        shortText: 'x',
        unit: 'Stk',
        priceUnit: '5',
        purchasePrice: '1,50',
        ean: '12345',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorPaths(response)).toEqual(['ean', 'number', 'priceUnit', 'purchasePrice']);
    expect(await countRows(t.db, 'articles')).toBe(before);
  });

  it("answers 403 for a fitter and 404 for another company's catalog", async () => {
    const body = { number: 'X-1', shortText: 'x', unit: 'm' };
    expect((await call(t, { method: 'POST', url: articlesUrl(), as: tenant.fitter, body })).statusCode).toBe(
      403,
    );
    const foreign = await call(t, {
      method: 'POST',
      url: articlesUrl(foreignCatalogId),
      as: tenant.office,
      body,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await countRows(t.db, 'articles', foreignCatalogId)).toBe(0);
  });
});

describe('GET/PATCH /api/v1/articles/{id}', () => {
  it("answers 404 for another company's article, also for PATCH and DELETE", async () => {
    const foreign = await createArticle(t, other.office, foreignCatalogId, {
      number: 'F-1',
      shortText: 'Fremd',
      unit: 'm',
    });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(t, {
        method,
        url: `/api/v1/articles/${foreign.id}`,
        as: tenant.admin,
        ...(method === 'PATCH' ? { body: { shortText: 'gekapert', version: 1 } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await getArticle(t, other.office, foreign.id)).shortText).toBe('Fremd');
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/articles/${randomUUID()}`, as: tenant.admin }))
        .statusCode,
    ).toBe(404);
  });

  it('changes fields, keeps absent ones, clears empty ones, and writes no history without a price change', async () => {
    const article = await createArticle(t, tenant.office, catalogId, { ...DOWEL, number: 'P-1' });
    const response = await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.office,
      body: { shortText: 'Dübel 8 x 50 mm', manufacturer: '', purchasePrice: '4.350', version: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      shortText: 'Dübel 8 x 50 mm',
      manufacturer: null,
      ean: DOWEL.ean,
      supplier: DOWEL.supplier,
      purchasePrice: '4.35',
      version: 2,
    });
    expect((await getArticle(t, tenant.office, article.id)).prices).toHaveLength(1);
  });

  it('a price change adds a history entry (newest first); a future date is recorded but not applied', async () => {
    const article = await createArticle(t, tenant.office, catalogId, {
      ...DOWEL,
      number: 'P-2',
      priceValidFrom: '2026-01-01',
    });
    const changed = await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.office,
      body: { purchasePrice: '4.60', version: 1 },
    });
    expect(changed.json()).toMatchObject({ purchasePrice: '4.60', listPrice: '7.90', version: 2 });
    const future = await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.office,
      body: { listPrice: '8.50', purchasePrice: '4.90', priceValidFrom: '2099-01-01', version: 2 },
    });
    expect(future.statusCode, future.body).toBe(200);
    const detail = articleDetailSchema.parse(future.json());
    expect(detail).toMatchObject({ purchasePrice: '4.60', listPrice: '7.90', version: 3 });
    expect(detail.prices.map((p) => [p.validFrom, p.purchasePrice, p.listPrice, p.source])).toEqual([
      ['2099-01-01', '4.90', '8.50', 'manual'],
      [businessDate(new Date()), '4.60', '7.90', 'manual'],
      ['2026-01-01', '4.35', '7.90', 'manual'],
    ]);
  });

  it('answers 409 with the current article for a stale version, and 409 for a taken number', async () => {
    const article = await createArticle(t, tenant.office, catalogId, { ...DOWEL, number: 'P-3' });
    await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.office,
      body: { shortText: 'Erste Änderung', version: 1 },
    });
    const stale = await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.office,
      body: { shortText: 'Zweite Änderung', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      current: { shortText: 'Erste Änderung', version: 2, prices: [{}] },
    });
    const taken = await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.office,
      body: { number: 'HIL-8-40', version: 2 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ detail: string }>().detail).toContain('„HIL-8-40“');
    expect((await getArticle(t, tenant.office, article.id)).number).toBe('P-3');
  });

  it('answers 400 for bad input and 403 for a fitter (nothing changed)', async () => {
    const article = await createArticle(t, tenant.office, catalogId, { ...DOWEL, number: 'P-4' });
    const bad = await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.office,
      body: { unit: '', priceValidFrom: '01.01.2026', version: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorPaths(bad)).toEqual(['priceValidFrom', 'unit']);
    const fitter = await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.fitter,
      body: { shortText: 'x', version: 1 },
    });
    expect(fitter.statusCode).toBe(403);
    expect((await getArticle(t, tenant.office, article.id)).version).toBe(1);
  });
});

describe('articles used by positions', () => {
  it('a purchase price or price unit change recalculates the positions in the same request', async () => {
    const board = await createArticle(t, tenant.office, catalogId, {
      number: 'GK-1',
      shortText: 'Gipskarton',
      unit: 'm2',
      purchasePrice: '3.00',
    });
    const screws = await createArticle(t, tenant.office, catalogId, {
      number: 'SCR-1',
      shortText: 'Schrauben',
      unit: 'Stk',
      priceUnit: '100',
      purchasePrice: '5.00',
    });
    const positionId = await insertPosition(t.db, {
      companyId: tenant.companyId,
      catalogId,
      number: '02.0010',
      // 2 m² board and 20 screws per m², 10 % material markup.
      calculation: articleCalculation(
        [
          { articleId: board.id, quantity: '2' },
          { articleId: screws.id, quantity: '20' },
        ],
        '10',
      ),
    });
    const detail = await getArticle(t, tenant.office, board.id);
    expect(detail.usedByPositions).toBe(1);

    const patched = await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${board.id}`,
      as: tenant.office,
      body: { purchasePrice: '3.50', version: 1 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // (2 × 3.50 + 20 × 5.00 / 100) × 1.10 = 8.80
    const afterPrice = await positionRow(t.db, positionId);
    expect(decimalEquals(afterPrice!.calculated_price!, '8.80')).toBe(true);

    await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${screws.id}`,
      as: tenant.office,
      body: { priceUnit: '1000', version: 1 },
    });
    // (2 × 3.50 + 20 × 5.00 / 1000) × 1.10 = 7.81
    const afterUnit = await positionRow(t.db, positionId);
    expect(decimalEquals(afterUnit!.calculated_price!, '7.81')).toBe(true);
  });

  it('refuses to delete an article a calculation or a variant option uses, naming the positions', async () => {
    const used = await createArticle(t, tenant.office, catalogId, {
      number: 'U-1',
      shortText: 'Ständer',
      unit: 'm',
    });
    const inVariant = await createArticle(t, tenant.office, catalogId, {
      number: 'U-2',
      shortText: 'Ständer verzinkt',
      unit: 'm',
    });
    await insertPosition(t.db, {
      companyId: tenant.companyId,
      catalogId,
      number: '03.0020',
      calculation: articleCalculation([{ articleId: used.id, quantity: '1' }]),
    });
    await insertPosition(t.db, {
      companyId: tenant.companyId,
      catalogId,
      number: '03.0030',
      calculation: articleCalculation([{ articleId: used.id, quantity: '2' }]),
      variants: replacingVariant(inVariant.id),
    });
    const refused = await call(t, {
      method: 'DELETE',
      url: `/api/v1/articles/${used.id}`,
      as: tenant.office,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'Der Artikel „U-1“ wird in der Kalkulation der Positionen 03.0020, 03.0030 verwendet und kann nicht gelöscht werden.',
    );
    const variantRefused = await call(t, {
      method: 'DELETE',
      url: `/api/v1/articles/${inVariant.id}`,
      as: tenant.office,
    });
    expect(variantRefused.statusCode).toBe(409);
    expect(variantRefused.json<{ detail: string }>().detail).toContain('03.0030');
    expect((await getArticle(t, tenant.office, used.id)).usedByPositions).toBe(2);
    expect((await getArticle(t, tenant.office, inVariant.id)).usedByPositions).toBe(1);
  });

  it('deletes an unused article; 403 for a fitter', async () => {
    const article = await createArticle(t, tenant.office, catalogId, { ...DOWEL, number: 'DEL-1' });
    const fitter = await call(t, {
      method: 'DELETE',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.fitter,
    });
    expect(fitter.statusCode).toBe(403);
    const deleted = await call(t, {
      method: 'DELETE',
      url: `/api/v1/articles/${article.id}`,
      as: tenant.office,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/articles/${article.id}`, as: tenant.office })).statusCode,
    ).toBe(404);
  });
});
