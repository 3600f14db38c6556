import type { Locator, Page } from '@playwright/test';

/** The BoQ's tree table on the positions page. */
export function boqGrid(page: Page): Locator {
  return page.getByRole('treegrid');
}

/** The row of the tree table whose OZ cell is exactly `oz`. */
export function boqRow(page: Page, oz: string): Locator {
  return boqGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell').first().getByText(oz, { exact: true }) });
}

/** A cell of a row: 0 OZ, 1 Kurztext, 2 Menge, 3 Einheit, 4 EP, 5 GP. */
export function boqCell(page: Page, oz: string, column: number): Locator {
  return boqRow(page, oz).getByRole('gridcell').nth(column);
}
