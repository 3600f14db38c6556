import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleListSchema, type Article, type ArticleList } from '@vendoc/contract/service-catalogs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { createArticle, createCatalog } from './service-catalogs-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let tools: string;
let fixings: string;

// number, short text, purchase, list, manufacturer, EAN
const TOOLS = [
  ['BOH-6', 'Bohrer SDS-plus 6 mm', '3.10', '5.90', 'Bosch', '3165140012345'],
  ['BOH-8', 'Bohrer SDS-plus 8 mm', '3.40', '6.50', 'Bosch', null],
  ['SAEG-1', 'Säge für Gipskarton', null, '12.00', 'Knipex', null],
  ['100-A', 'Akku-Schrauber 18 V', '89.00', null, 'Makita', null],
] as const;
const FIXINGS = [
  ['DUE-6', 'Dübel 6 x 30', '2.20', '4.10', 'Fischer', '4006209000001'],
  ['DUE-8', 'Dübel 8 x 40 (100 % Nylon)', '3.30', '5.20', 'Fischer', null],
  ['BOH-DUE', 'Bohrdübel-Set', '9.99', '14.99', 'Bosch', null],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  tools = (await createCatalog(t, tenant.office, { name: 'Werkzeug' })).id;
  fixings = (await createCatalog(t, tenant.office, { name: 'Befestigung' })).id;
  for (const [catalogId, rows] of [
    [tools, TOOLS],
    [fixings, FIXINGS],
  ] as const) {
    for (const [number, shortText, purchasePrice, listPrice, manufacturer, ean] of rows) {
      await createArticle(t, tenant.office, catalogId, {
        number,
        shortText,
        unit: 'Stk',
        purchasePrice,
        listPrice,
        manufacturer,
        ean,
      });
    }
  }
  const foreign = await createCatalog(t, other.office, { name: 'Konkurrenz' });
  await createArticle(t, other.office, foreign.id, {
    number: 'BOH-6',
    shortText: 'Bohrer der Konkurrenz',
    unit: 'Stk',
    manufacturer: 'Bosch',
  });
});
afterAll(async () => {
  await t?.close();
});

async function list(url: string, as: Tenant['office'] = tenant.fitter): Promise<ArticleList> {
  const response = await call(t, { method: 'GET', url, as });
  expect(response.statusCode, response.body).toBe(200);
  return articleListSchema.parse(response.json());
}

const numbers = (items: readonly Article[]) => items.map((item) => item.number);

/** Every page of a list, following the cursor. */
async function allPages(url: string, limit: number): Promise<Article[]> {
  const items: Article[] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const page: ArticleList = await list(
      `${url}${separator}limit=${limit}${cursor == null ? '' : `&cursor=${cursor}`}`,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor != null);
  return items;
}

describe('GET /api/v1/service-catalogs/{id}/articles', () => {
  it("lists the catalog's articles by number with the total", async () => {
    const page = await list(`/api/v1/service-catalogs/${tools}/articles`);
    expect(numbers(page.items)).toEqual(['100-A', 'BOH-6', 'BOH-8', 'SAEG-1']);
    expect(page.total).toBe(4);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({ catalogName: 'Werkzeug', manufacturer: 'Makita' });
  });

  it('searches number prefix, short text, manufacturer and EAN; every term must match', async () => {
    const base = `/api/v1/service-catalogs/${tools}/articles`;
    expect(numbers((await list(`${base}?q=boh`)).items)).toEqual(['BOH-6', 'BOH-8']);
    expect(numbers((await list(`${base}?q=gipskarton`)).items)).toEqual(['SAEG-1']);
    expect(numbers((await list(`${base}?q=makita`)).items)).toEqual(['100-A']);
    expect(numbers((await list(`${base}?q=3165140012345`)).items)).toEqual(['BOH-6']);
    expect(numbers((await list(`${base}?q=bosch%208%20mm`)).items)).toEqual(['BOH-8']);
    // "6" is no prefix of any number here and no text contains it except "6 mm".
    expect(numbers((await list(`${base}?q=6`)).items)).toEqual(['BOH-6']);
  });

  it('treats LIKE wildcards in the search literally', async () => {
    const page = await list(`/api/v1/articles?q=${encodeURIComponent('100 %')}`);
    expect(numbers(page.items)).toEqual(['DUE-8']);
    expect((await list(`/api/v1/articles?q=_`)).total).toBe(0);
  });

  it('sorts by the EK shown (the list price where there is none), list prices with missing ones last', async () => {
    // SAEG-1 has no EK: its list price 12.00 is what the EK column shows and positions calculate with.
    const ascending = await list(`/api/v1/service-catalogs/${tools}/articles?sort=purchasePrice`);
    expect(numbers(ascending.items)).toEqual(['BOH-6', 'BOH-8', 'SAEG-1', '100-A']);
    expect(ascending.items.find((item) => item.number === 'SAEG-1')).toMatchObject({
      purchasePrice: null,
      costPrice: '12.00',
      costPriceBasis: 'listPrice',
    });
    const descending = await list(`/api/v1/service-catalogs/${tools}/articles?sort=-purchasePrice`);
    expect(numbers(descending.items)).toEqual(['100-A', 'SAEG-1', 'BOH-8', 'BOH-6']);
    const byList = await list(`/api/v1/service-catalogs/${tools}/articles?sort=-listPrice`);
    expect(numbers(byList.items)).toEqual(['100-A', 'SAEG-1', 'BOH-8', 'BOH-6']);
  });

  it('pages every sort with a stable cursor: all rows once, in order', async () => {
    for (const sort of ['number', '-number', 'shortText', 'purchasePrice', '-listPrice', '-updatedAt']) {
      const whole = await list(`/api/v1/articles?sort=${sort}&limit=500`);
      const paged = await allPages(`/api/v1/articles?sort=${sort}`, 2);
      expect(numbers(paged), sort).toEqual(numbers(whole.items));
      expect(paged).toHaveLength(7);
    }
  });

  it('answers 404 for another company’s catalog and 400 for a bad sort, limit or cursor', async () => {
    const foreign = await call(t, {
      method: 'GET',
      url: `/api/v1/service-catalogs/${fixings}/articles`,
      as: other.office,
    });
    expect(foreign.statusCode).toBe(404);
    for (const query of ['sort=ean', 'limit=501', 'cursor=eyJzIjoibnVtYmVyIiwidiI6WyJ4Il19']) {
      const response = await call(t, {
        method: 'GET',
        url: `/api/v1/service-catalogs/${tools}/articles?${query}`,
        as: tenant.office,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('answers 400 for a cursor whose price is not a number', async () => {
    const cursor = Buffer.from(JSON.stringify({ s: 'purchasePrice', v: ['abc', 'x'] })).toString('base64url');
    const response = await call(t, {
      method: 'GET',
      url: `/api/v1/articles?sort=purchasePrice&cursor=${cursor}`,
      as: tenant.office,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/articles (company-wide)', () => {
  it("searches every catalog of the company and never another company's articles", async () => {
    const page = await list('/api/v1/articles?q=bosch');
    expect(page.items.map((item) => [item.number, item.catalogName])).toEqual([
      ['BOH-6', 'Werkzeug'],
      ['BOH-8', 'Werkzeug'],
      ['BOH-DUE', 'Befestigung'],
    ]);
    expect(page.total).toBe(3);
    const foreign = await list('/api/v1/articles?q=konkurrenz');
    expect(foreign.total).toBe(0);
    const theirs = await list('/api/v1/articles', other.fitter);
    expect(theirs.items.map((item) => item.shortText)).toEqual(['Bohrer der Konkurrenz']);
  });
});
