import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { articlePrices, articles, serviceCatalogs } from '../../db/schema';
import { articleCostSql } from './article-cost';

const cost = articleCostSql(articles);

/** The columns of an article as the API shows it (with its catalog's name). */
export const articleColumns = {
  id: articles.id,
  catalogId: articles.catalogId,
  catalogName: serviceCatalogs.name,
  number: articles.number,
  shortText: articles.shortText,
  longText: articles.longText,
  unit: articles.unit,
  priceUnit: articles.priceUnit,
  purchasePrice: articles.purchasePrice,
  listPrice: articles.listPrice,
  /** The price positions calculate with and where it comes from (article-cost.ts). */
  costPrice: cost.price,
  costPriceBasis: cost.basis,
  discountGroup: articles.discountGroup,
  productGroup: articles.productGroup,
  supplier: articles.supplier,
  manufacturer: articles.manufacturer,
  ean: articles.ean,
  version: articles.version,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

export type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

/** What an article consists of besides catalog and number (validated, prices as decimal strings). */
export interface ArticleData {
  shortText: string;
  longText: string | null;
  unit: string;
  priceUnit: number;
  purchasePrice: string | null;
  listPrice: string | null;
  discountGroup: string | null;
  productGroup: string | null;
  supplier: string | null;
  manufacturer: string | null;
  ean: string | null;
}

export interface PriceEntry {
  validFrom: string;
  purchasePrice: string | null;
  listPrice: string | null;
  source: 'manual' | 'datanorm';
}

/** The article with this id in this company, or null (also for another company's). */
export async function findArticle(db: Database, companyId: string, id: string) {
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .innerJoin(serviceCatalogs, eq(serviceCatalogs.id, articles.catalogId))
    .where(and(eq(articles.id, id), eq(articles.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks the article row for a change; null when the company has no such article. */
export async function lockArticle(tx: Database, companyId: string, id: string) {
  const rows = await tx
    .select({
      id: articles.id,
      catalogId: articles.catalogId,
      number: articles.number,
      priceUnit: articles.priceUnit,
      purchasePrice: articles.purchasePrice,
      listPrice: articles.listPrice,
      discountGroup: articles.discountGroup,
      version: articles.version,
    })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.companyId, companyId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** Price history, newest first (by valid-from date, then by when it was recorded). */
export function listPrices(db: Database, articleId: string) {
  return db
    .select({
      id: articlePrices.id,
      validFrom: articlePrices.validFrom,
      purchasePrice: articlePrices.purchasePrice,
      listPrice: articlePrices.listPrice,
      source: articlePrices.source,
      createdAt: articlePrices.createdAt,
    })
    .from(articlePrices)
    .where(eq(articlePrices.articleId, articleId))
    .orderBy(desc(articlePrices.validFrom), desc(articlePrices.createdAt), desc(articlePrices.id));
}

export async function insertArticle(
  tx: Database,
  companyId: string,
  catalogId: string,
  number: string,
  data: ArticleData,
): Promise<string> {
  const rows = await tx
    .insert(articles)
    .values({ companyId, catalogId, number, ...data })
    .returning({ id: articles.id });
  const id = rows[0]?.id;
  if (id == null) throw new Error('INSERT … RETURNING returned no row');
  return id;
}

/** Applies the changes and moves the version on (the caller holds the row lock and has checked the version). */
export async function updateArticle(
  tx: Database,
  id: string,
  changes: Partial<ArticleData> & { number?: string },
): Promise<void> {
  await tx
    .update(articles)
    .set({ ...changes, version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
    .where(eq(articles.id, id));
}

export async function insertPrice(
  tx: Database,
  companyId: string,
  articleId: string,
  entry: PriceEntry,
): Promise<void> {
  await tx.insert(articlePrices).values({ companyId, articleId, ...entry });
}

export async function deleteArticle(tx: Database, id: string): Promise<void> {
  await tx.delete(articles).where(eq(articles.id, id));
}

/**
 * Whether a position's calculation or one of its variant options' replacement components uses the article (the
 * SQL form of @vendoc/calculation's usesArticle), for positions aliased `p` and an article id expression.
 */
export const positionUsesArticle = (articleId: unknown) => sql`(
  p.calculation->'components' @> jsonb_build_array(jsonb_build_object('articleId', cast(${articleId} as text)))
  or jsonb_path_exists(p.variants, '$.groups[*].options[*].effect.components[*] ? (@.articleId == $id)',
    jsonb_build_object('id', cast(${articleId} as text))))`;

/**
 * Numbers of the positions that use the article, in their order; an article only prices positions of its own
 * catalog, so only those are searched.
 */
export async function positionsUsingArticle(
  db: Database,
  catalogId: string,
  articleId: string,
  limit: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    select p.number from catalog_positions p
      where p.catalog_id = ${catalogId} and ${positionUsesArticle(articleId)}
      order by p.seq, p.number
      limit ${limit}`);
  return rowsOf<{ number: string }>(result).map((row) => row.number);
}

export async function countPositionsUsingArticle(
  db: Database,
  catalogId: string,
  articleId: string,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as total from catalog_positions p
      where p.catalog_id = ${catalogId} and ${positionUsesArticle(articleId)}`);
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}
