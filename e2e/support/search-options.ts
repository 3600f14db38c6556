import { expect, type Page } from '@playwright/test';

/**
 * Clicks the suggestion containing `text` once the list is the server's answer to what was typed.
 *
 * A search box keeps showing its previous suggestions until the answer arrives and then replaces them; a click on
 * the previous list can land while it is being replaced and pick nothing. The list is the answer when every option
 * contains what was typed.
 */
export async function chooseSearchOption(page: Page, text: string): Promise<void> {
  // The open suggestion list; a native select's options are options too, but not in a listbox.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: text }).first()).toBeVisible();
  await expect(options.filter({ hasNotText: text })).toHaveCount(0);
  await options.filter({ hasText: text }).first().click();
}
