import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type {
  ArticleDetail,
  ArticleInput,
  CalculationView,
  DatanormImportResponse,
  ServiceCatalog,
  VariantsView,
} from '@vendoc/contract/service-catalogs';
import { sampleBytes } from '@vendoc/datanorm/test-support/samples';
import type { Database } from '../../db/client';
import { boqMatchDecisions, boqNodes, boqs, catalogPositions, projects } from '../../db/schema';
import { call } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import { multipartBody, seedProject } from '../files/files-test-support';

export interface Caller {
  headers: { authorization: string };
}

/** Bytes of a shared DATANORM sample. */
export const datanormSample = (name: string): Buffer => Buffer.from(sampleBytes(name));

export async function createCatalog(
  t: TestApp,
  as: Caller,
  body: { name: string; trade?: string; description?: string } = { name: 'Trockenbau' },
): Promise<ServiceCatalog> {
  const response = await call(t, { method: 'POST', url: '/api/v1/service-catalogs', as, body });
  if (response.statusCode !== 201) throw new Error(`catalog: ${response.statusCode} ${response.body}`);
  return response.json<ServiceCatalog>();
}

export async function createArticle(
  t: TestApp,
  as: Caller,
  catalogId: string,
  body: ArticleInput,
): Promise<ArticleDetail> {
  const response = await call(t, {
    method: 'POST',
    url: `/api/v1/service-catalogs/${catalogId}/articles`,
    as,
    body,
  });
  if (response.statusCode !== 201) throw new Error(`article: ${response.statusCode} ${response.body}`);
  return response.json<ArticleDetail>();
}

export async function getArticle(t: TestApp, as: Caller, id: string): Promise<ArticleDetail> {
  const response = await call(t, { method: 'GET', url: `/api/v1/articles/${id}`, as });
  if (response.statusCode !== 200) throw new Error(`article: ${response.statusCode} ${response.body}`);
  return response.json<ArticleDetail>();
}

/** A calculation of the given articles (quantity per unit of the position) with a material markup. */
export function articleCalculation(
  parts: { articleId: string; quantity: string }[],
  materialMarkup = '0',
): CalculationView {
  return {
    components: parts.map((part, index) => ({
      id: `c${index + 1}`,
      kind: 'article',
      articleId: part.articleId,
      quantity: part.quantity,
    })),
    markups: { material: materialMarkup, labour: '0', equipment: '0', subcontractor: '0' },
  };
}

/** A variant group whose one option replaces component c1 by the given article. */
export function replacingVariant(articleId: string): VariantsView {
  return {
    groups: [
      {
        id: 'g1',
        name: 'Ausführung',
        options: [
          {
            id: 'o1',
            name: 'Edelstahl',
            textAddition: '',
            isDefault: false,
            effect: {
              kind: 'replaceComponents',
              replaces: ['c1'],
              components: [{ id: 'v1', kind: 'article', articleId, quantity: '1' }],
            },
          },
        ],
      },
    ],
    exclusions: [],
  };
}

/** A catalog position inserted directly (the position routes are another module's). */
export async function insertPosition(
  db: Database,
  position: {
    companyId: string;
    catalogId: string;
    number: string;
    calculation: CalculationView;
    variants?: VariantsView;
    categoryId?: string | null;
    calculatedPrice?: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(catalogPositions)
    .values({
      companyId: position.companyId,
      catalogId: position.catalogId,
      categoryId: position.categoryId ?? null,
      number: position.number,
      shortText: `Position ${position.number}`,
      unit: 'm2',
      calculation: position.calculation,
      variants: position.variants ?? { groups: [], exclusions: [] },
      calculatedPrice: position.calculatedPrice ?? null,
    })
    .returning({ id: catalogPositions.id });
  if (row == null) throw new Error('no position inserted');
  return row.id;
}

export async function positionRow(db: Database, id: string) {
  const result = await db.execute(sql`
    select catalog_id, category_id, number, calculation, variants, calculated_price::text as calculated_price
      from catalog_positions where id = ${id}`);
  return (
    result as unknown as {
      rows: {
        catalog_id: string;
        category_id: string | null;
        number: string;
        calculation: CalculationView;
        variants: VariantsView;
        calculated_price: string | null;
      }[];
    }
  ).rows[0];
}

/**
 * A project (with the given status) whose BoQ has one item that accepted (or rejected) the position: the
 * minimal rows a match decision needs, inserted directly.
 */
export async function decideMatch(
  db: Database,
  companyId: string,
  positionId: string,
  catalogId: string,
  options: { projectName: string; status: (typeof projects.$inferSelect)['status']; accepted?: boolean },
): Promise<{ projectId: string }> {
  const projectId = await seedProject(db, companyId, options.projectName);
  await db
    .update(projects)
    .set({ status: options.status })
    .where(sql`${projects.id} = ${projectId}`);
  const [boq] = await db
    .insert(boqs)
    .values({
      companyId,
      projectId,
      name: 'LV',
      kind: 'tender',
      phase: '83',
      gaebVersion: '3.3',
      document: {},
      vatPercent: '19',
      totals: {},
    })
    .returning({ id: boqs.id });
  if (boq == null) throw new Error('no BoQ inserted');
  const [node] = await db
    .insert(boqNodes)
    .values({
      companyId,
      boqId: boq.id,
      seq: 1,
      depth: 0,
      list: 'itemlist',
      kind: 'item',
      oz: '0010',
      shortText: 'Trennwand',
      marks: {},
      data: {},
    })
    .returning({ id: boqNodes.id });
  if (node == null) throw new Error('no node inserted');
  await db.insert(boqMatchDecisions).values({
    companyId,
    boqId: boq.id,
    nodeId: node.id,
    catalogId,
    positionId,
    status: options.accepted === false ? 'rejected' : 'accepted',
  });
  return { projectId };
}

/** POST …/articles/import with one file part. */
export function postDatanorm(
  t: TestApp,
  as: Caller,
  catalogId: string,
  file: { name: string; content: Buffer | string },
): Promise<LightMyRequestResponse> {
  const body = multipartBody([
    { name: 'file', filename: file.name, contentType: 'application/octet-stream', content: file.content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/service-catalogs/${catalogId}/articles/import`,
    payload: body.payload,
    headers: { ...as.headers, ...body.headers },
  });
}

export async function importDatanormFile(
  t: TestApp,
  as: Caller,
  catalogId: string,
  file: { name: string; content: Buffer | string },
): Promise<DatanormImportResponse> {
  const response = await postDatanorm(t, as, catalogId, file);
  if (response.statusCode !== 200) throw new Error(`import: ${response.statusCode} ${response.body}`);
  return response.json<DatanormImportResponse>();
}

/** Every article of the catalog by number, straight from the database. */
export async function articlesByNumber(db: Database, catalogId: string) {
  const result = await db.execute(sql`
    select id, number, short_text, long_text, unit, price_unit, purchase_price::text as purchase_price,
        list_price::text as list_price, discount_group, product_group, ean, manufacturer, supplier, text_key,
        version
      from articles where catalog_id = ${catalogId}`);
  const rows = (
    result as unknown as {
      rows: {
        id: string;
        number: string;
        short_text: string;
        long_text: string | null;
        unit: string;
        price_unit: number;
        purchase_price: string | null;
        list_price: string | null;
        discount_group: string | null;
        product_group: string | null;
        ean: string | null;
        manufacturer: string | null;
        supplier: string | null;
        text_key: string | null;
        version: number;
      }[];
    }
  ).rows;
  return new Map(rows.map((row) => [row.number, row]));
}

export async function countRows(db: Database, table: string, catalogId?: string): Promise<number> {
  const where = catalogId == null ? sql`` : sql` where catalog_id = ${catalogId}`;
  const result = await db.execute(sql`select count(*)::int as n from ${sql.raw(table)}${where}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
