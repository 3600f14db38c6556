import type { Page } from '@playwright/test';

/** A property panel field of the page designer ("X (mm)"). */
export function designerProperty(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** A property panel field's number ("12,5" as 12.5). */
export async function designerNumber(page: Page, name: string): Promise<number> {
  return Number((await designerProperty(page, name).inputValue()).replace(',', '.'));
}

/** Selects an element by its name in the designer's element list. */
export async function selectDesignerElement(page: Page, name: string) {
  await page.getByRole('list', { name: 'Elemente' }).getByRole('button', { name, exact: true }).click();
}
