import type { z } from 'zod';
import type { ListQuery, ListResponse } from '@vendoc/contract/common';
import type {
  ServiceCatalog,
  serviceCatalogDuplicateSchema,
  serviceCatalogInputSchema,
  serviceCatalogUpdateSchema,
} from '@vendoc/contract/service-catalogs';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-problem';
import { decodeCursor, parseSort, toPage, withCursorGuard } from '../../lib/list-cursor';
import { copyCatalogContent } from './catalog-duplicate.repository';
import {
  CATALOG_SORT_FIELDS,
  catalogSortKeyCount,
  countCatalogs,
  deleteCatalog,
  findCatalog,
  insertCatalog,
  listCatalogs,
  lockCatalog,
  openProjectsUsingCatalog,
  updateCatalog,
  type CatalogData,
  type CatalogRow,
} from './service-catalogs.repository';

// The entry for other modules: position pricing calculates articles with the cost price the article list shows.
export { articleCostSql } from './article-cost';

type CatalogInput = z.output<typeof serviceCatalogInputSchema>;
type CatalogUpdateInput = z.output<typeof serviceCatalogUpdateSchema>;
type CatalogDuplicateInput = z.output<typeof serviceCatalogDuplicateSchema>;

export const CATALOG_NOT_FOUND = 'Den Leistungskatalog gibt es nicht (mehr).';

export function toCatalogResponse(row: CatalogRow): ServiceCatalog {
  return {
    id: row.id,
    name: row.name,
    trade: row.trade,
    description: row.description,
    counts: { articles: row.articleCount, positions: row.positionCount, categories: row.categoryCount },
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of the company's catalogs (search over name, trade and description; sort; cursor) and the total. */
export async function listCatalogsPage(
  db: Database,
  companyId: string,
  query: ListQuery,
): Promise<ListResponse<ServiceCatalog>> {
  const sort = parseSort(query.sort, CATALOG_SORT_FIELDS, { field: 'name', descending: false });
  const sortId = `${sort.descending ? '-' : ''}${sort.field}`;
  const after = query.cursor == null ? null : decodeCursor(query.cursor, sortId, catalogSortKeyCount);
  const [rows, total] = await withCursorGuard(query.cursor, () =>
    Promise.all([
      listCatalogs(db, companyId, query.q, sort, after, query.limit + 1),
      countCatalogs(db, companyId, query.q),
    ]),
  );
  const page = toPage(rows, query.limit, sortId);
  return { items: page.rows.map(toCatalogResponse), nextCursor: page.nextCursor, total };
}

export async function getCatalog(db: Database, companyId: string, id: string): Promise<ServiceCatalog> {
  const row = await findCatalog(db, companyId, id);
  if (row == null) throw notFound(CATALOG_NOT_FOUND);
  return toCatalogResponse(row);
}

export async function createCatalog(
  db: Database,
  companyId: string,
  input: CatalogInput,
): Promise<ServiceCatalog> {
  const data: CatalogData = { name: input.name, trade: input.trade, description: input.description };
  const id = await insertCatalog(db, companyId, data);
  return getCatalog(db, companyId, id);
}

/** Renames or describes the catalog if `version` is current; 409 with the current catalog otherwise. */
export async function updateCatalogRecord(
  db: Database,
  companyId: string,
  id: string,
  input: CatalogUpdateInput,
  sent: ReadonlySet<string>,
): Promise<ServiceCatalog> {
  // Absent fields stay (see sent-fields.ts: the validated body cannot tell absent from cleared).
  const changes: Partial<CatalogData> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (sent.has('trade')) changes.trade = input.trade;
  if (sent.has('description')) changes.description = input.description;
  if (!(await updateCatalog(db, companyId, id, input.version, changes))) {
    const current = await findCatalog(db, companyId, id);
    if (current == null) throw notFound(CATALOG_NOT_FOUND);
    throw conflict('Der Leistungskatalog wurde inzwischen geändert.', toCatalogResponse(current));
  }
  return getCatalog(db, companyId, id);
}

const PROJECTS_NAMED = 5;

/**
 * Deletes the catalog with everything in it, unless BoQs of open projects (neither completed nor archived) have
 * accepted one of its positions: then 409 naming those projects. The catalog row stays locked from the check to
 * the delete, so no decision can be accepted in between (its foreign key waits for the lock).
 */
export async function deleteCatalogRecord(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockCatalog(tx, companyId, id))) throw notFound(CATALOG_NOT_FOUND);
    const projects = await openProjectsUsingCatalog(tx, companyId, id);
    if (projects.length > 0) {
      const named = projects.slice(0, PROJECTS_NAMED).map((project) => `${project.number} ${project.name}`);
      const more = projects.length - named.length;
      throw conflict(
        `Der Leistungskatalog wird in offenen Projekten verwendet und kann nicht gelöscht werden: ${named.join(', ')}${
          more > 0 ? ` und ${more} weitere` : ''
        }.`,
      );
    }
    await deleteCatalog(tx, companyId, id);
  });
}

/**
 * A new catalog with a copy of the source's articles (with price history), discount groups, categories and
 * positions, written in one transaction; the copies' calculations refer to the copied articles.
 */
export async function duplicateCatalog(
  db: Database,
  companyId: string,
  sourceId: string,
  input: CatalogDuplicateInput,
): Promise<ServiceCatalog> {
  const source = await findCatalog(db, companyId, sourceId);
  if (source == null) throw notFound(CATALOG_NOT_FOUND);
  const id = await db.transaction(async (tx) => {
    // Locked, so the copy is of one state of the source (an import or delete waits until it is done).
    if (!(await lockCatalog(tx, companyId, sourceId))) throw notFound(CATALOG_NOT_FOUND);
    const target = await insertCatalog(tx, companyId, {
      name: input.name,
      trade: source.trade,
      description: source.description,
    });
    await copyCatalogContent(tx, sourceId, target);
    return target;
  });
  return getCatalog(db, companyId, id);
}
