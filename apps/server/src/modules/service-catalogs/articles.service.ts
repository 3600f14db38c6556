import type { z } from 'zod';
import type { ListResponse } from '@vendoc/contract/common';
import {
  ARTICLE_SORTS,
  type Article,
  type ArticleDetail,
  type articleInputSchema,
  type articleListQuerySchema,
  type articleUpdateSchema,
  type PRICE_UNITS,
} from '@vendoc/contract/service-catalogs';
import { decimalEquals } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/http-problem';
import { decodeCursor, parseSort, toPage, withCursorGuard } from '../../lib/list-cursor';
import { recalculatePositions } from '../catalog-positions/catalog-positions.service';
import {
  articleSortKeyCount,
  countArticles,
  listArticles,
  listArticlesWithTotal,
  scansAllMatches,
} from './article-list.repository';
import {
  countPositionsUsingArticle,
  deleteArticle,
  findArticle,
  insertArticle,
  insertPrice,
  listPrices,
  lockArticle,
  positionsUsingArticle,
  updateArticle,
  type ArticleData,
  type ArticleRow,
} from './articles.repository';
import { costPriceText } from './article-cost';
import { businessDate } from './business-date';
import { catalogExists } from './service-catalogs.repository';
import { CATALOG_NOT_FOUND } from './service-catalogs.service';

type ArticleInput = z.output<typeof articleInputSchema>;
type ArticleUpdateInput = z.output<typeof articleUpdateSchema>;
type ArticleListQuery = z.output<typeof articleListQuerySchema>;
type PriceUnit = (typeof PRICE_UNITS)[number];

export const ARTICLE_NOT_FOUND = 'Den Artikel gibt es nicht (mehr).';

const duplicateNumber = (number: string) =>
  conflict(`Die Artikelnummer „${number}“ gibt es in diesem Katalog schon.`);

export function toArticleResponse(row: ArticleRow): Article {
  return {
    id: row.id,
    catalogId: row.catalogId,
    catalogName: row.catalogName,
    number: row.number,
    shortText: row.shortText,
    longText: row.longText,
    unit: row.unit,
    priceUnit: String(row.priceUnit) as PriceUnit,
    purchasePrice: row.purchasePrice,
    listPrice: row.listPrice,
    costPrice: costPriceText(row.costPrice),
    costPriceBasis: row.costPriceBasis,
    discountGroup: row.discountGroup,
    productGroup: row.productGroup,
    supplier: row.supplier,
    manufacturer: row.manufacturer,
    ean: row.ean,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A page of articles, of one catalog or (catalogId null) of all the company's catalogs: search over number
 * prefix, short text, manufacturer and EAN; sort; cursor; total of the filtered list.
 */
export async function listArticlesPage(
  db: Database,
  companyId: string,
  catalogId: string | null,
  query: ArticleListQuery,
): Promise<ListResponse<Article>> {
  if (catalogId != null && !(await catalogExists(db, companyId, catalogId)))
    throw notFound(CATALOG_NOT_FOUND);
  const sort = parseSort(query.sort, ARTICLE_SORTS, { field: 'number', descending: false });
  const sortId = `${sort.descending ? '-' : ''}${sort.field}`;
  const after = query.cursor == null ? null : decodeCursor(query.cursor, sortId, articleSortKeyCount);
  const filter = { companyId, q: query.q, ...(catalogId == null ? {} : { catalogId }) };
  const [rows, total] = await withCursorGuard(query.cursor, async () => {
    if (!scansAllMatches(query.q, sort)) {
      return Promise.all([listArticles(db, filter, sort, after, query.limit + 1), countArticles(db, filter)]);
    }
    const found = await listArticlesWithTotal(db, filter, sort, after, query.limit + 1);
    // An empty page (no matches, or a cursor at the end) carries no total.
    const counted = found.total ?? (after == null ? 0 : await countArticles(db, filter));
    return [found.rows, counted] as const;
  });
  const page = toPage(rows, query.limit, sortId);
  return { items: page.rows.map(toArticleResponse), nextCursor: page.nextCursor, total };
}

/** The article with its price history (newest first) and the number of positions using it. */
export async function getArticle(db: Database, companyId: string, id: string): Promise<ArticleDetail> {
  const row = await findArticle(db, companyId, id);
  if (row == null) throw notFound(ARTICLE_NOT_FOUND);
  const [prices, usedByPositions] = await Promise.all([
    listPrices(db, id),
    countPositionsUsingArticle(db, row.catalogId, id),
  ]);
  return {
    ...toArticleResponse(row),
    prices: prices.map((price) => ({
      id: price.id,
      validFrom: price.validFrom,
      purchasePrice: price.purchasePrice,
      listPrice: price.listPrice,
      source: price.source,
      createdAt: price.createdAt.toISOString(),
    })),
    usedByPositions,
  };
}

/**
 * Creates an article in the catalog; with a purchase or list price, the first price-history entry is written too
 * (valid from `priceValidFrom`, else today). A number the catalog already has: 409.
 */
export async function createArticle(
  db: Database,
  companyId: string,
  catalogId: string,
  input: ArticleInput,
  now: Date,
): Promise<ArticleDetail> {
  if (!(await catalogExists(db, companyId, catalogId))) throw notFound(CATALOG_NOT_FOUND);
  const data: ArticleData = {
    shortText: input.shortText,
    longText: input.longText,
    unit: input.unit,
    priceUnit: Number(input.priceUnit),
    purchasePrice: input.purchasePrice,
    listPrice: input.listPrice,
    discountGroup: input.discountGroup,
    productGroup: input.productGroup,
    supplier: input.supplier,
    manufacturer: input.manufacturer,
    ean: input.ean ?? null,
  };
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const created = await insertArticle(tx, companyId, catalogId, input.number, data);
      if (data.purchasePrice != null || data.listPrice != null) {
        await insertPrice(tx, companyId, created, {
          validFrom: input.priceValidFrom ?? businessDate(now),
          purchasePrice: data.purchasePrice,
          listPrice: data.listPrice,
          source: 'manual',
        });
      }
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber(input.number);
    throw error;
  }
  return getArticle(db, companyId, id);
}

const samePrice = (a: string | null, b: string | null) =>
  a == null || b == null ? a === b : decimalEquals(a, b);

// Optional text fields of the PATCH body: the validated body has them as null when absent (see sent-fields.ts).
const CLEARABLE_FIELDS = [
  'longText',
  'discountGroup',
  'productGroup',
  'supplier',
  'manufacturer',
  'ean',
] as const;

/**
 * Changes an article if `version` is current (409 with the current article otherwise). A changed purchase or list
 * price adds a price-history entry valid from `priceValidFrom` (today when absent). An entry valid from a future
 * date is only recorded: the article's current prices stay until someone enters them (nothing applies future
 * prices by itself yet). When what its cost price is made of changed (purchase or list price, discount group,
 * price unit), every position using the article is recalculated in the same transaction.
 */
export async function updateArticleRecord(
  db: Database,
  companyId: string,
  id: string,
  input: ArticleUpdateInput,
  sent: ReadonlySet<string>,
  now: Date,
): Promise<ArticleDetail> {
  const today = businessDate(now);
  let outcome: 'updated' | 'stale';
  try {
    outcome = await db.transaction(async (tx) => {
      const current = await lockArticle(tx, companyId, id);
      if (current == null) throw notFound(ARTICLE_NOT_FOUND);
      if (current.version !== input.version) return 'stale';

      const changes: Partial<ArticleData> & { number?: string } = {};
      if (input.number !== undefined) changes.number = input.number;
      if (input.shortText !== undefined) changes.shortText = input.shortText;
      if (input.unit !== undefined) changes.unit = input.unit;
      if (input.priceUnit !== undefined) changes.priceUnit = Number(input.priceUnit);
      for (const field of CLEARABLE_FIELDS) {
        if (sent.has(field)) changes[field] = input[field] ?? null;
      }

      const purchasePrice = input.purchasePrice === undefined ? current.purchasePrice : input.purchasePrice;
      const listPrice = input.listPrice === undefined ? current.listPrice : input.listPrice;
      const pricesChanged =
        !samePrice(purchasePrice, current.purchasePrice) || !samePrice(listPrice, current.listPrice);
      const validFrom = input.priceValidFrom ?? today;
      const pricesTakeEffect = pricesChanged && validFrom <= today;
      if (pricesChanged) {
        await insertPrice(tx, companyId, id, { validFrom, purchasePrice, listPrice, source: 'manual' });
      }
      if (pricesTakeEffect) {
        changes.purchasePrice = purchasePrice;
        changes.listPrice = listPrice;
      }
      await updateArticle(tx, id, changes);

      // What the cost price (article-cost.ts) is made of: the EK, else the list price and its discount group.
      const costChanged =
        pricesTakeEffect ||
        (changes.discountGroup !== undefined && changes.discountGroup !== current.discountGroup) ||
        (changes.priceUnit !== undefined && changes.priceUnit !== current.priceUnit);
      if (costChanged) await recalculatePositions(tx, companyId, { articleIds: [id] });
      return 'updated';
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber(input.number ?? '');
    throw error;
  }
  if (outcome === 'stale') {
    throw conflict('Der Artikel wurde inzwischen geändert.', await getArticle(db, companyId, id));
  }
  return getArticle(db, companyId, id);
}

const POSITIONS_NAMED = 10;

/** Deletes an article no position uses; 409 naming the positions otherwise. */
export async function deleteArticleRecord(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const article = await lockArticle(tx, companyId, id);
    if (article == null) throw notFound(ARTICLE_NOT_FOUND);
    const numbers = await positionsUsingArticle(tx, article.catalogId, id, POSITIONS_NAMED + 1);
    if (numbers.length > 0) {
      const named = numbers.slice(0, POSITIONS_NAMED).join(', ');
      const more = numbers.length > POSITIONS_NAMED ? ' und weiteren' : '';
      throw conflict(
        `Der Artikel „${article.number}“ wird in der Kalkulation der Positionen ${named}${more} verwendet und kann nicht gelöscht werden.`,
      );
    }
    await deleteArticle(tx, id);
  });
}
