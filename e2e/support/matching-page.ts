import { expect, type Locator, type Page } from '@playwright/test';
import { chooseSearchOption } from './search-options';

/**
 * On /serviceCatalogs/{id}/positionMatching: chooses the project (by its name) and expects its BoQ `boqName` to be
 * chosen for the user; the matching tree grid.
 */
export async function chooseMatchingBoq(page: Page, projectName: string, boqName: string): Promise<Locator> {
  const selection = page.getByRole('group', { name: 'Projekt und Leistungsverzeichnis' });
  await selection.getByRole('combobox', { name: 'Projekt' }).fill(projectName);
  await chooseSearchOption(page, projectName);
  await expect(selection.getByRole('combobox', { name: 'Leistungsverzeichnis' })).toContainText(boqName);
  return page.getByRole('treegrid', { name: /^Positionszuordnung / });
}

/** The matching grid's row of the item with this OZ. */
export function matchingRow(page: Page, matching: Locator, oz: string): Locator {
  return matching
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell').first().getByText(oz, { exact: true }) });
}

/** "Preise übernehmen", confirmed; the dialog that says what was applied. */
export async function applyMatchedPrices(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Preise übernehmen' }).click();
  await page
    .getByRole('dialog', { name: 'Preise übernehmen?' })
    .getByRole('button', { name: 'Preise übernehmen' })
    .click();
  return page.getByRole('dialog', { name: 'Preise übernommen' });
}
