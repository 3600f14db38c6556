import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { catalogCategories, serviceCatalogs } from '../../db/schema';

// ---------------------------------------------------------------------------------------------------------------
// Catalogs

export interface CatalogRow {
  id: string;
  name: string;
  trade: string | null;
  description: string | null;
}

const catalogColumns = {
  id: serviceCatalogs.id,
  name: serviceCatalogs.name,
  trade: serviceCatalogs.trade,
  description: serviceCatalogs.description,
};

/** The catalog with this id in this company (null for another company's). */
export async function findCatalog(db: Database, companyId: string, id: string): Promise<CatalogRow | null> {
  const rows = await db
    .select(catalogColumns)
    .from(serviceCatalogs)
    .where(and(eq(serviceCatalogs.id, id), eq(serviceCatalogs.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Takes the catalog's row lock: changes of one catalog's positions and categories run one after another, which
 * keeps position numbers unique (checked by the service) without a unique index.
 */
export async function lockCatalog(tx: Database, companyId: string, id: string): Promise<CatalogRow | null> {
  const rows = await tx
    .select(catalogColumns)
    .from(serviceCatalogs)
    .where(and(eq(serviceCatalogs.id, id), eq(serviceCatalogs.companyId, companyId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

const categoryColumns = {
  id: catalogCategories.id,
  parentId: catalogCategories.parentId,
  number: catalogCategories.number,
  name: catalogCategories.name,
  seq: catalogCategories.seq,
  version: catalogCategories.version,
};
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

/** The catalog's categories in creation order (the service orders them as a tree). */
export function listCategories(db: Database, catalogId: string) {
  return db
    .select(categoryColumns)
    .from(catalogCategories)
    .where(eq(catalogCategories.catalogId, catalogId))
    .orderBy(asc(catalogCategories.seq), asc(catalogCategories.id));
}

export async function findCategory(db: Database, catalogId: string, id: string): Promise<CategoryRow | null> {
  const rows = await db
    .select(categoryColumns)
    .from(catalogCategories)
    .where(and(eq(catalogCategories.id, id), eq(catalogCategories.catalogId, catalogId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The next sequence number of a catalog's categories or positions (appended at the end). */
export async function nextSeq(
  tx: Database,
  table: 'catalog_categories' | 'catalog_positions',
  catalogId: string,
) {
  const result = await tx.execute(
    sql`select coalesce(max(seq), 0) + 1 as seq from ${sql.identifier(table)} where catalog_id = ${catalogId}`,
  );
  return Number(rowsOf<{ seq: number | string }>(result)[0]?.seq ?? 1);
}

export async function insertCategory(
  tx: Database,
  values: { companyId: string; catalogId: string; parentId: string | null; number: string; name: string },
): Promise<string> {
  const seq = await nextSeq(tx, 'catalog_categories', values.catalogId);
  const [row] = await tx
    .insert(catalogCategories)
    .values({ ...values, seq })
    .returning({ id: catalogCategories.id });
  return row!.id;
}

/** Number and name if `version` is current; false otherwise. */
export async function updateCategory(
  tx: Database,
  catalogId: string,
  id: string,
  version: number,
  changes: { number?: string; name?: string },
): Promise<boolean> {
  const rows = await tx
    .update(catalogCategories)
    .set({ ...changes, version: sql`${catalogCategories.version} + 1` })
    .where(
      and(
        eq(catalogCategories.id, id),
        eq(catalogCategories.catalogId, catalogId),
        eq(catalogCategories.version, version),
      ),
    )
    .returning({ id: catalogCategories.id });
  return rows.length > 0;
}

/** Positions in the category and all its subcategories. */
export async function countPositionsInTree(tx: Database, categoryId: string): Promise<number> {
  const result = await tx.execute(sql`
    with recursive tree(id) as (
      select id from catalog_categories where id = ${categoryId}
      union all
      select c.id from catalog_categories c join tree on c.parent_id = tree.id
    )
    select count(*)::int as n from catalog_positions where category_id in (select id from tree)`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export async function deleteCategory(tx: Database, catalogId: string, id: string): Promise<void> {
  // The parent foreign key cascades to the subcategories.
  await tx
    .delete(catalogCategories)
    .where(and(eq(catalogCategories.id, id), eq(catalogCategories.catalogId, catalogId)));
}

/** Inserts imported categories (ids given, parents first) with one JSON parameter. */
export async function insertCategories(
  tx: Database,
  rows: readonly {
    id: string;
    companyId: string;
    catalogId: string;
    parentId: string | null;
    number: string;
    name: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  const first = await nextSeq(tx, 'catalog_categories', rows[0]!.catalogId);
  const values = JSON.stringify(rows.map((row, index) => ({ ...row, seq: first + index })));
  await tx.execute(sql`
    insert into catalog_categories (id, company_id, catalog_id, parent_id, number, name, seq)
    select v.id, v."companyId", v."catalogId", v."parentId", v.number, v.name, v.seq
      from jsonb_to_recordset(${values}::jsonb) as v(id uuid, "companyId" uuid, "catalogId" uuid,
        "parentId" uuid, number text, name text, seq int)`);
}
