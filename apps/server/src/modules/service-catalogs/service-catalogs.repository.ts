import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serviceCatalogs } from '../../db/schema';
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  matchesSearch,
  type SortChoice,
  type SortKey,
} from '../../lib/list-cursor';

export type CatalogSortField = 'name' | 'updatedAt' | 'createdAt';
export const CATALOG_SORT_FIELDS: readonly CatalogSortField[] = ['name', 'updatedAt', 'createdAt'];

/** What a catalog consists of, as the service hands it over (validated). */
export interface CatalogData {
  name: string;
  trade: string | null;
  description: string | null;
}

// Explicit aliases: Drizzle leaves columns unqualified in a one-table select, so a bare "id" in the subqueries
// would name the counted table's own id. The counts run over the catalog_id indexes, per page row.
const counted = (table: string) =>
  sql<number>`(select count(*) from ${sql.raw(table)} as counted where counted.catalog_id = "service_catalogs"."id")`.mapWith(
    Number,
  );

const catalogColumns = {
  id: serviceCatalogs.id,
  name: serviceCatalogs.name,
  trade: serviceCatalogs.trade,
  description: serviceCatalogs.description,
  articleCount: counted('articles'),
  positionCount: counted('catalog_positions'),
  categoryCount: counted('catalog_categories'),
  version: serviceCatalogs.version,
  createdAt: serviceCatalogs.createdAt,
  updatedAt: serviceCatalogs.updatedAt,
};

export type CatalogRow = NonNullable<Awaited<ReturnType<typeof findCatalog>>>;

function sortKeys({ field, descending }: SortChoice<CatalogSortField>): SortKey[] {
  const first: Record<CatalogSortField, SortKey> = {
    name: { expression: sql`lower(${serviceCatalogs.name})`, type: 'text', descending },
    updatedAt: { expression: serviceCatalogs.updatedAt, type: 'timestamptz', descending },
    createdAt: { expression: serviceCatalogs.createdAt, type: 'timestamptz', descending },
  };
  return [first[field], { expression: serviceCatalogs.id, type: 'uuid', descending }];
}
export const catalogSortKeyCount = 2;

// Catalogs are few per company (tens): the search scans name, trade and description of the company's rows.
const searchText = sql`lower(${serviceCatalogs.name} || ' ' || coalesce(${serviceCatalogs.trade}, '') || ' ' || coalesce(${serviceCatalogs.description}, ''))`;

const filterCondition = (companyId: string, q: string | undefined) =>
  and(eq(serviceCatalogs.companyId, companyId), matchesSearch(searchText, q));

/** Up to `limit` catalogs after the cursor values in the sort's order, each with its cursor values. */
export async function listCatalogs(
  db: Database,
  companyId: string,
  q: string | undefined,
  sort: SortChoice<CatalogSortField>,
  after: string[] | null,
  limit: number,
) {
  const keys = sortKeys(sort);
  const pageIds = db
    .select({ id: serviceCatalogs.id })
    .from(serviceCatalogs)
    .where(and(filterCondition(companyId, q), after == null ? undefined : keysetAfter(keys, after)))
    .orderBy(...keysetOrderBy(keys))
    .limit(limit);
  return db
    .select({ ...catalogColumns, cursorValues: keysetValues(keys) })
    .from(serviceCatalogs)
    .where(inArray(serviceCatalogs.id, pageIds))
    .orderBy(...keysetOrderBy(keys));
}

export async function countCatalogs(db: Database, companyId: string, q: string | undefined) {
  const rows = await db.select({ total: count() }).from(serviceCatalogs).where(filterCondition(companyId, q));
  return rows[0]?.total ?? 0;
}

/** The catalog with its counts, or null (also for another company's catalog). */
export async function findCatalog(db: Database, companyId: string, id: string) {
  const rows = await db
    .select(catalogColumns)
    .from(serviceCatalogs)
    .where(and(eq(serviceCatalogs.id, id), eq(serviceCatalogs.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether the company has this catalog (no counts: for the article routes' 404 check). */
export async function catalogExists(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: serviceCatalogs.id })
    .from(serviceCatalogs)
    .where(and(eq(serviceCatalogs.id, id), eq(serviceCatalogs.companyId, companyId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Locks the catalog row for a change of its content (delete, import). A new match decision, article or position
 * takes a key-share lock on it through its foreign key, so it waits until the lock holder has finished.
 */
export async function lockCatalog(tx: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: serviceCatalogs.id })
    .from(serviceCatalogs)
    .where(and(eq(serviceCatalogs.id, id), eq(serviceCatalogs.companyId, companyId)))
    .for('update')
    .limit(1);
  return rows.length > 0;
}

export async function insertCatalog(tx: Database, companyId: string, data: CatalogData): Promise<string> {
  const rows = await tx
    .insert(serviceCatalogs)
    .values({ companyId, ...data })
    .returning({ id: serviceCatalogs.id });
  const id = rows[0]?.id;
  if (id == null) throw new Error('INSERT … RETURNING returned no row');
  return id;
}

/** Applies the changes if the catalog still has `version`; false when it does not (stale, or not the company's). */
export async function updateCatalog(
  db: Database,
  companyId: string,
  id: string,
  version: number,
  changes: Partial<CatalogData>,
): Promise<boolean> {
  const rows = await db
    .update(serviceCatalogs)
    .set({ ...changes, version: sql`${serviceCatalogs.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(serviceCatalogs.id, id),
        eq(serviceCatalogs.companyId, companyId),
        eq(serviceCatalogs.version, version),
      ),
    )
    .returning({ id: serviceCatalogs.id });
  return rows.length > 0;
}

/** Deletes the catalog; its articles, prices, categories, positions and decisions go with it (cascade). */
export async function deleteCatalog(tx: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(serviceCatalogs)
    .where(and(eq(serviceCatalogs.id, id), eq(serviceCatalogs.companyId, companyId)))
    .returning({ id: serviceCatalogs.id });
  return rows.length > 0;
}

/**
 * Projects that are still open (neither completed nor archived) and have a BoQ item whose accepted match is a
 * position of the catalog: while there are any, the catalog must not be deleted.
 */
export async function openProjectsUsingCatalog(
  db: Database,
  companyId: string,
  catalogId: string,
): Promise<{ number: string; name: string }[]> {
  const result = await db.execute(sql`
    select distinct p.number, p.name
      from boq_match_decisions d
      join catalog_positions cp on cp.id = d.position_id
      join boqs b on b.id = d.boq_id
      join projects p on p.id = b.project_id
     where d.company_id = ${companyId}
       and cp.catalog_id = ${catalogId}
       and d.status = 'accepted'
       and p.status not in ('completed', 'archived')
     order by p.number`);
  return (result as unknown as { rows: { number: string; name: string }[] }).rows;
}
