import type { z } from 'zod';
import type {
  CatalogCategory,
  catalogCategoryInputSchema,
  catalogCategoryUpdateSchema,
} from '@vendoc/contract/service-catalogs';
import type { Database } from '../../db/client';
import { conflict, notFound, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import {
  countPositionsInTree,
  deleteCategory,
  findCatalog,
  findCategory,
  insertCategory,
  listCategories,
  lockCatalog,
  updateCategory,
  type CatalogRow,
  type CategoryRow,
} from './catalog-categories.repository';

type CategoryInput = z.output<typeof catalogCategoryInputSchema>;
type CategoryUpdate = z.output<typeof catalogCategoryUpdateSchema>;

export const CATALOG_NOT_FOUND = 'Den Leistungskatalog gibt es nicht (mehr).';
export const CATEGORY_NOT_FOUND = 'Die Kategorie gibt es nicht (mehr).';

/** The catalog of the caller's company; 404 for an unknown id or another company's catalog. */
export async function requireCatalog(db: Database, auth: AuthContext, id: string): Promise<CatalogRow> {
  const catalog = await findCatalog(db, auth.companyId, id);
  if (catalog === null) throw notFound(CATALOG_NOT_FOUND);
  return catalog;
}

/** Locks the catalog for a change of its positions or categories; 404 as requireCatalog. */
export async function lockOwnCatalog(tx: Database, auth: AuthContext, id: string): Promise<CatalogRow> {
  const catalog = await lockCatalog(tx, auth.companyId, id);
  if (catalog === null) throw notFound(CATALOG_NOT_FOUND);
  return catalog;
}

const toCategoryResponse = (row: CategoryRow): CatalogCategory => ({
  id: row.id,
  parentId: row.parentId,
  number: row.number,
  name: row.name,
  version: row.version,
});

/** Categories as a tree in document order: each parent before its children, siblings in creation order. */
export function treeOrder<Row extends { id: string; parentId: string | null }>(rows: readonly Row[]): Row[] {
  const children = new Map<string | null, Row[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    // A parent that is not in the list cannot happen (same catalog, cascade); treat it as a root to be safe.
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  const ordered: Row[] = [];
  const visit = (parent: string | null) => {
    for (const row of children.get(parent) ?? []) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

export async function listCatalogCategories(
  db: Database,
  auth: AuthContext,
  catalogId: string,
): Promise<{ items: CatalogCategory[] }> {
  await requireCatalog(db, auth, catalogId);
  const rows = await listCategories(db, catalogId);
  return { items: treeOrder(rows).map(toCategoryResponse) };
}

export async function createCategory(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  input: CategoryInput,
): Promise<CatalogCategory> {
  const id = await db.transaction(async (tx) => {
    await lockOwnCatalog(tx, auth, catalogId);
    if (input.parentId !== null && (await findCategory(tx, catalogId, input.parentId)) === null) {
      throw validationProblem([
        { path: 'parentId', message: 'Die übergeordnete Kategorie gibt es in diesem Katalog nicht' },
      ]);
    }
    return insertCategory(tx, {
      companyId: auth.companyId,
      catalogId,
      parentId: input.parentId,
      number: input.number,
      name: input.name,
    });
  });
  const row = await findCategory(db, catalogId, id);
  return toCategoryResponse(row!);
}

/** Number and name; 409 with the current category when `version` is stale. */
export async function updateCategoryRecord(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  categoryId: string,
  input: CategoryUpdate,
): Promise<CatalogCategory> {
  await requireCatalog(db, auth, catalogId);
  const { version, ...changes } = input;
  const updated = await db.transaction((tx) => updateCategory(tx, catalogId, categoryId, version, changes));
  const row = await findCategory(db, catalogId, categoryId);
  if (row === null) throw notFound(CATEGORY_NOT_FOUND);
  if (!updated) throw conflict('Die Kategorie wurde inzwischen geändert.', toCategoryResponse(row));
  return toCategoryResponse(row);
}

/**
 * Deletes the category with its subcategories. Refused (409) while the category or a subcategory holds
 * positions: deleting them with it would lose calculations by accident, and moving them silently to "no
 * category" would scramble the numbering; the user moves or deletes them first.
 */
export async function deleteCategoryRecord(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  categoryId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnCatalog(tx, auth, catalogId);
    const category = await findCategory(tx, catalogId, categoryId);
    if (category === null) throw notFound(CATEGORY_NOT_FOUND);
    const positions = await countPositionsInTree(tx, categoryId);
    if (positions > 0) {
      throw conflict(
        `Die Kategorie „${category.name}“ enthält noch ${positions === 1 ? 'eine Position' : `${positions} Positionen`} (auch in Unterkategorien). Bitte die Positionen zuerst verschieben oder löschen.`,
      );
    }
    await deleteCategory(tx, catalogId, categoryId);
  });
}
