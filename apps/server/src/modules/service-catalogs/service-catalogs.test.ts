import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serviceCatalogListSchema,
  serviceCatalogSchema,
  type ArticleDetail,
  type ServiceCatalog,
} from '@vendoc/contract/service-catalogs';
import { catalogCategories } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import {
  articleCalculation,
  articlesByNumber,
  countRows,
  createArticle,
  createCatalog,
  decideMatch,
  getArticle,
  insertPosition,
  positionRow,
  replacingVariant,
} from './service-catalogs-test-support';

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

const url = (id: string, rest = '') => `/api/v1/service-catalogs/${id}${rest}`;

describe('POST and GET /api/v1/service-catalogs', () => {
  it('creates a catalog with zero counts; a fitter can read it', async () => {
    const created = await createCatalog(t, tenant.office, {
      name: '  Sanitär 2026 ',
      trade: 'Sanitär',
      description: 'Preise ab Januar',
    });
    expect(serviceCatalogSchema.parse(created)).toMatchObject({
      name: 'Sanitär 2026',
      trade: 'Sanitär',
      description: 'Preise ab Januar',
      counts: { articles: 0, positions: 0, categories: 0 },
      version: 1,
    });
    const read = await call(t, { method: 'GET', url: url(created.id), as: tenant.fitter });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('refuses a missing name with a field error and stores nothing', async () => {
    const before = await countRows(t.db, 'service_catalogs');
    const response = await call(t, {
      method: 'POST',
      url: '/api/v1/service-catalogs',
      as: tenant.office,
      body: { name: '   ', trade: 'x'.repeat(101) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(response)).toEqual(['name', 'trade']);
    expect(await countRows(t.db, 'service_catalogs')).toBe(before);
  });

  it('forbids a fitter to create (403)', async () => {
    const response = await call(t, {
      method: 'POST',
      url: '/api/v1/service-catalogs',
      as: tenant.fitter,
      body: { name: 'Elektro' },
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another company's catalog and for an unknown id", async () => {
    const foreign = await createCatalog(t, other.office, { name: 'Fremd' });
    for (const id of [foreign.id, randomUUID()]) {
      const response = await call(t, { method: 'GET', url: url(id), as: tenant.admin });
      expect(response.statusCode).toBe(404);
    }
  });

  it('counts articles, positions and categories', async () => {
    const catalog = await createCatalog(t, tenant.office, { name: 'Zählkatalog' });
    const article = await createArticle(t, tenant.office, catalog.id, {
      number: 'Z-1',
      shortText: 'Schraube',
      unit: 'Stk',
    });
    await insertPosition(t.db, {
      companyId: tenant.companyId,
      catalogId: catalog.id,
      number: '01.0010',
      calculation: articleCalculation([{ articleId: article.id, quantity: '4' }]),
    });
    await t.db
      .insert(catalogCategories)
      .values({ companyId: tenant.companyId, catalogId: catalog.id, name: 'Wände' });
    const read = await call(t, { method: 'GET', url: url(catalog.id), as: tenant.office });
    expect(read.json<ServiceCatalog>().counts).toEqual({ articles: 1, positions: 1, categories: 1 });
  });
});

describe('GET /api/v1/service-catalogs (list)', () => {
  let listTenant: Tenant;
  beforeAll(async () => {
    listTenant = await seedTenant(t);
    for (const [name, trade, description] of [
      ['Trockenbau Standard', 'Trockenbau', null],
      ['Maler', 'Malerarbeiten', 'Innenanstriche'],
      ['alt: Trockenbau 2019', 'Trockenbau', 'nicht mehr verwenden'],
      ['Elektro', 'Elektro', 'Trockenbau-Schalterdosen'],
    ] as const) {
      await createCatalog(t, listTenant.office, {
        name,
        trade,
        ...(description == null ? {} : { description }),
      });
    }
    await createCatalog(t, other.office, { name: 'Trockenbau der Konkurrenz' });
  });

  const list = async (query: string) => {
    const response = await call(t, {
      method: 'GET',
      url: `/api/v1/service-catalogs?${query}`,
      as: listTenant.fitter,
    });
    expect(response.statusCode, response.body).toBe(200);
    return serviceCatalogListSchema.parse(response.json());
  };

  it('sorts by name case-insensitively and pages with a cursor', async () => {
    const first = await list('limit=3');
    expect(first.total).toBe(4);
    expect(first.items.map((c) => c.name)).toEqual(['alt: Trockenbau 2019', 'Elektro', 'Maler']);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((c) => c.name)).toEqual(['Trockenbau Standard']);
    expect(second.nextCursor).toBeNull();
  });

  it("searches name, trade and description, never another company's catalogs", async () => {
    const found = await list('q=trockenbau&sort=-name');
    expect(found.items.map((c) => c.name)).toEqual([
      'Trockenbau Standard',
      'Elektro',
      'alt: Trockenbau 2019',
    ]);
    expect(found.total).toBe(3);
    expect((await list('q=innen')).items.map((c) => c.name)).toEqual(['Maler']);
  });

  it('sorts by createdAt descending', async () => {
    const found = await list('sort=-createdAt');
    expect(found.items.map((c) => c.name)).toEqual([
      'Elektro',
      'alt: Trockenbau 2019',
      'Maler',
      'Trockenbau Standard',
    ]);
  });

  it('refuses an unknown sort and a tampered cursor (400)', async () => {
    for (const query of ['sort=trade', 'cursor=abc']) {
      const response = await call(t, {
        method: 'GET',
        url: `/api/v1/service-catalogs?${query}`,
        as: listTenant.office,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('PATCH /api/v1/service-catalogs/{id}', () => {
  it('renames and keeps absent fields; clears a field sent empty', async () => {
    const catalog = await createCatalog(t, tenant.office, {
      name: 'Fliesen',
      trade: 'Fliesenleger',
      description: 'Bad und Küche',
    });
    const renamed = await call(t, {
      method: 'PATCH',
      url: url(catalog.id),
      as: tenant.office,
      body: { name: 'Fliesen 2026', version: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Fliesen 2026',
      trade: 'Fliesenleger',
      description: 'Bad und Küche',
      version: 2,
    });
    const cleared = await call(t, {
      method: 'PATCH',
      url: url(catalog.id),
      as: tenant.admin,
      body: { description: '', version: 2 },
    });
    expect(cleared.json()).toMatchObject({ name: 'Fliesen 2026', trade: 'Fliesenleger', description: null });
  });

  it('answers 409 with the current catalog for a stale version', async () => {
    const catalog = await createCatalog(t, tenant.office, { name: 'Dach' });
    await call(t, {
      method: 'PATCH',
      url: url(catalog.id),
      as: tenant.office,
      body: { name: 'Dach A', version: 1 },
    });
    const stale = await call(t, {
      method: 'PATCH',
      url: url(catalog.id),
      as: tenant.office,
      body: { name: 'Dach B', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, current: { name: 'Dach A', version: 2 } });
  });

  it('answers 400 for bad input, 403 for a fitter and 404 for another company', async () => {
    const catalog = await createCatalog(t, tenant.office, { name: 'Putz' });
    const bad = await call(t, {
      method: 'PATCH',
      url: url(catalog.id),
      as: tenant.office,
      body: { name: '', version: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorPaths(bad)).toEqual(['name', 'version']);
    const fitter = await call(t, {
      method: 'PATCH',
      url: url(catalog.id),
      as: tenant.fitter,
      body: { name: 'X', version: 1 },
    });
    expect(fitter.statusCode).toBe(403);
    const foreign = await call(t, {
      method: 'PATCH',
      url: url(catalog.id),
      as: other.office,
      body: { name: 'X', version: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    const unchanged = await call(t, { method: 'GET', url: url(catalog.id), as: tenant.office });
    expect(unchanged.json()).toMatchObject({ name: 'Putz', version: 1 });
  });
});

describe('DELETE /api/v1/service-catalogs/{id}', () => {
  async function catalogWithPosition(name: string) {
    const catalog = await createCatalog(t, tenant.office, { name });
    const article = await createArticle(t, tenant.office, catalog.id, {
      number: 'A-1',
      shortText: 'Gipskarton',
      unit: 'm2',
      purchasePrice: '3.20',
    });
    const positionId = await insertPosition(t.db, {
      companyId: tenant.companyId,
      catalogId: catalog.id,
      number: '01.0010',
      calculation: articleCalculation([{ articleId: article.id, quantity: '2' }]),
    });
    return { catalog, positionId };
  }

  it('refuses while BoQs of open projects accepted its positions, naming the projects', async () => {
    const { catalog, positionId } = await catalogWithPosition('In Gebrauch');
    await decideMatch(t.db, tenant.companyId, positionId, catalog.id, {
      projectName: 'Schule Nord',
      status: 'offer',
    });
    const response = await call(t, { method: 'DELETE', url: url(catalog.id), as: tenant.office });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toMatch(
      /^Der Leistungskatalog wird in offenen Projekten verwendet .*: P-\w+ Schule Nord\.$/,
    );
    expect(await countRows(t.db, 'articles', catalog.id)).toBe(1);
  });

  it('deletes when only completed or archived projects accepted, or decisions were rejections', async () => {
    const { catalog, positionId } = await catalogWithPosition('Abgeschlossen');
    await decideMatch(t.db, tenant.companyId, positionId, catalog.id, {
      projectName: 'Fertig',
      status: 'completed',
    });
    await decideMatch(t.db, tenant.companyId, positionId, catalog.id, {
      projectName: 'Archiv',
      status: 'archived',
    });
    await decideMatch(t.db, tenant.companyId, positionId, catalog.id, {
      projectName: 'Abgelehnt',
      status: 'order',
      accepted: false,
    });
    const response = await call(t, { method: 'DELETE', url: url(catalog.id), as: tenant.admin });
    expect(response.statusCode, response.body).toBe(204);
    expect(await countRows(t.db, 'articles', catalog.id)).toBe(0);
    expect(await countRows(t.db, 'catalog_positions', catalog.id)).toBe(0);
    const gone = await call(t, { method: 'GET', url: url(catalog.id), as: tenant.admin });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 403 for a fitter and 404 for another company (nothing deleted)', async () => {
    const catalog = await createCatalog(t, tenant.office, { name: 'Bleibt' });
    expect((await call(t, { method: 'DELETE', url: url(catalog.id), as: tenant.fitter })).statusCode).toBe(
      403,
    );
    expect((await call(t, { method: 'DELETE', url: url(catalog.id), as: other.admin })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: url(catalog.id), as: tenant.office })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/service-catalogs/{id}/duplicate', () => {
  it('copies articles with price history, discount groups, categories and positions with new ids', async () => {
    const source = await createCatalog(t, tenant.office, { name: 'Vorlage', trade: 'Trockenbau' });
    const board = await createArticle(t, tenant.office, source.id, {
      number: 'GK-125',
      shortText: 'Gipskartonplatte 12,5 mm',
      unit: 'm2',
      purchasePrice: '3.10',
      listPrice: '5.00',
      priceValidFrom: '2026-01-01',
    });
    const updated = await call(t, {
      method: 'PATCH',
      url: `/api/v1/articles/${board.id}`,
      as: tenant.office,
      body: { purchasePrice: '3.40', priceValidFrom: '2026-03-01', version: 1 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const profile = await createArticle(t, tenant.office, source.id, {
      number: 'CW-50',
      shortText: 'CW-Profil 50',
      unit: 'm',
      purchasePrice: '1.20',
    });
    const steel = await createArticle(t, tenant.office, source.id, {
      number: 'CW-50-VA',
      shortText: 'CW-Profil 50 Edelstahl',
      unit: 'm',
      purchasePrice: '4.80',
    });
    await t.db
      .execute(sql`insert into article_discount_groups (company_id, catalog_id, discount_group, percent)
      values (${tenant.companyId}, ${source.id}, 'TB1', 35)`);
    const [walls] = await t.db
      .insert(catalogCategories)
      .values({ companyId: tenant.companyId, catalogId: source.id, number: '01', name: 'Wände' })
      .returning({ id: catalogCategories.id });
    const [partitions] = await t.db
      .insert(catalogCategories)
      .values({
        companyId: tenant.companyId,
        catalogId: source.id,
        parentId: walls!.id,
        number: '01.01',
        name: 'Trennwände',
      })
      .returning({ id: catalogCategories.id });
    const positionId = await insertPosition(t.db, {
      companyId: tenant.companyId,
      catalogId: source.id,
      number: '01.01.0010',
      categoryId: partitions!.id,
      calculation: articleCalculation([
        { articleId: board.id, quantity: '2' },
        { articleId: profile.id, quantity: '1.8' },
      ]),
      variants: replacingVariant(steel.id),
      calculatedPrice: '8.96',
    });

    const response = await call(t, {
      method: 'POST',
      url: url(source.id, '/duplicate'),
      as: tenant.office,
      body: { name: 'Vorlage (Kopie)' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = serviceCatalogSchema.parse(response.json());
    expect(copy).toMatchObject({
      name: 'Vorlage (Kopie)',
      trade: 'Trockenbau',
      counts: { articles: 3, positions: 1, categories: 2 },
      version: 1,
    });
    expect(copy.id).not.toBe(source.id);

    const copiedArticles = await articlesByNumber(t.db, copy.id);
    const copiedBoard = copiedArticles.get('GK-125')!;
    const copiedProfile = copiedArticles.get('CW-50')!;
    const copiedSteel = copiedArticles.get('CW-50-VA')!;
    expect([copiedBoard.id, copiedProfile.id, copiedSteel.id]).not.toContain(board.id);
    expect(copiedBoard).toMatchObject({ purchase_price: '3.40', list_price: '5.00' });
    const boardDetail: ArticleDetail = await getArticle(t, tenant.office, copiedBoard.id);
    expect(boardDetail.catalogName).toBe('Vorlage (Kopie)');
    expect(boardDetail.prices.map((p) => [p.validFrom, p.purchasePrice, p.listPrice])).toEqual([
      ['2026-03-01', '3.40', '5.00'],
      ['2026-01-01', '3.10', '5.00'],
    ]);
    expect(await countRows(t.db, 'article_discount_groups', copy.id)).toBe(1);

    const categories = await t.db.execute(sql`
      select c.id, c.name, c.number, p.name as parent_name, c.parent_id
        from catalog_categories c left join catalog_categories p on p.id = c.parent_id
        where c.catalog_id = ${copy.id} order by c.number`);
    const categoryRows = (
      categories as unknown as {
        rows: {
          id: string;
          name: string;
          number: string;
          parent_name: string | null;
          parent_id: string | null;
        }[];
      }
    ).rows;
    expect(categoryRows.map((c) => [c.number, c.name, c.parent_name])).toEqual([
      ['01', 'Wände', null],
      ['01.01', 'Trennwände', 'Wände'],
    ]);
    expect(categoryRows.map((c) => c.id)).not.toContain(walls!.id);
    expect(categoryRows[1]!.parent_id).toBe(categoryRows[0]!.id);

    const positions = await t.db.execute(sql`select id from catalog_positions where catalog_id = ${copy.id}`);
    const copiedPositionId = (positions as unknown as { rows: { id: string }[] }).rows[0]!.id;
    expect(copiedPositionId).not.toBe(positionId);
    const copied = await positionRow(t.db, copiedPositionId);
    expect(copied).toMatchObject({ number: '01.01.0010', category_id: categoryRows[1]!.id });
    expect(copied!.calculation.components.map((c) => (c.kind === 'article' ? c.articleId : null))).toEqual([
      copiedBoard.id,
      copiedProfile.id,
    ]);
    const option = copied!.variants.groups[0]!.options[0]!;
    expect(option.effect.kind === 'replaceComponents' && option.effect.components[0]).toMatchObject({
      articleId: copiedSteel.id,
    });
    expect(copied!.calculated_price).toBe('8.96');

    // The source is untouched.
    const original = await positionRow(t.db, positionId);
    expect(original!.calculation.components.map((c) => (c.kind === 'article' ? c.articleId : null))).toEqual([
      board.id,
      profile.id,
    ]);
  });

  it('answers 400 without a name, 403 for a fitter, 404 for another company (nothing created)', async () => {
    const source = await createCatalog(t, tenant.office, { name: 'Quelle' });
    const before = await countRows(t.db, 'service_catalogs');
    const cases = [
      { as: tenant.office, body: {}, status: 400 },
      { as: tenant.fitter, body: { name: 'Kopie' }, status: 403 },
      { as: other.office, body: { name: 'Kopie' }, status: 404 },
    ];
    for (const { as, body, status } of cases) {
      const response = await call(t, { method: 'POST', url: url(source.id, '/duplicate'), as, body });
      expect(response.statusCode).toBe(status);
    }
    expect(await countRows(t.db, 'service_catalogs')).toBe(before);
  });
});
