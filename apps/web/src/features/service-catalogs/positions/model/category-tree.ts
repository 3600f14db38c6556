import type { CatalogCategory } from '@vendoc/contract/service-catalogs';

/** A category with its depth (0 at the top), in the order the tree shows it. */
export interface CategoryRow {
  category: CatalogCategory;
  depth: number;
}

/**
 * The categories depth first (each followed by its subcategories), keeping the server's order among siblings.
 * A category whose parent is missing (deleted meanwhile) is shown at the top rather than lost.
 */
export function categoryRows(categories: readonly CatalogCategory[]): CategoryRow[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<string | null, CatalogCategory[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    const siblings = children.get(parent) ?? [];
    siblings.push(category);
    children.set(parent, siblings);
  }
  const rows: CategoryRow[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const category of children.get(parentId) ?? []) {
      rows.push({ category, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** "01 Fenster" or "Fenster" when the category has no number. */
export function categoryLabel(category: CatalogCategory): string {
  return category.number ? `${category.number} ${category.name}` : category.name;
}
