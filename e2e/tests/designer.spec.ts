import { expect } from '@playwright/test';
import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { designerProperty as property, selectDesignerElement as selectElement } from '../support/designer';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { uniqueName } from '../support/records-api';

// The page designer against the real server (issue 13): a template from the DIN 5008 starter, edited with the
// pointer and the keyboard, previewed as PDF, kept across a reload.

test.beforeEach(async ({ page }) => {
  // Whole editing sessions (create, edit, save, preview, reload) take about 30 s on a busy machine: three times
  // the default test timeout; every step still waits for its condition.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('designer: create from the starter, drag, resize by keyboard, add a field, undo/redo, preview, reload', async ({
  page,
  signedIn,
  consoleErrors,
}) => {
  void signedIn;
  const name = uniqueName('Angebot Test');
  await page.goto('/designer');
  await expect(page.getByRole('list', { name: 'Angebot' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('designer-list.png') });

  await page.getByRole('button', { name: 'Neue Vorlage' }).click();
  await page.getByRole('combobox', { name: 'Belegart' }).click();
  await page.getByRole('option', { name: 'Angebot', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Speichern' }).click();
  const canvas = page.getByTestId('designer-page');
  await expect(canvas).toBeVisible();
  await expect(page).toHaveURL(/\/designer\/[0-9a-f-]{36}$/);

  // drag the logo 20 mm to the left (grid snapping: 5 mm steps)
  const logo = canvas.getByLabel('Logo', { exact: true });
  await logo.click();
  const xBefore = Number((await property(page, 'X (mm)').inputValue()).replace(',', '.'));
  const box = await logo.boundingBox();
  if (!box) throw new Error('logo not on the canvas');
  const pxPerMm = 96 / 25.4;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + 10 - 20 * pxPerMm, box.y + 10, { steps: 10 });
  await page.mouse.up();
  await expect(property(page, 'X (mm)')).toHaveValue(String(xBefore - 20));
  const logoX = xBefore - 20;

  // resize the address window by keyboard: Alt+Arrow grows it by 1 mm, Shift moves it by 10 mm
  await selectElement(page, 'Anschrift');
  const width = Number(await property(page, 'Breite (mm)').inputValue());
  await canvas.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(property(page, 'Breite (mm)')).toHaveValue(String(width + 2));

  // add a data field from the palette and pick the client's name
  await page
    .getByRole('region', { name: 'Elemente einfügen' })
    .getByRole('button', { name: 'Datenfeld' })
    .click();
  await page.getByRole('combobox', { name: 'Datenfeld' }).click();
  await page.getByRole('option', { name: 'Kundenname' }).click();
  // without sample data the canvas shows the fields' paths
  await page.getByRole('button', { name: 'Musterdaten' }).click();
  await expect(canvas.getByText('{{client.name}}', { exact: true })).toBeVisible();

  // undo takes the field choice back, redo brings it again
  await canvas.focus();
  await page.keyboard.press('Control+z');
  await expect(canvas.getByText('{{client.name}}', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Control+y');
  await expect(canvas.getByText('{{client.name}}', { exact: true })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Gespeichert');
  await page.screenshot({ path: screenshotPath('designer-editor.png') });

  // the preview renders the editor's template (with the moved logo) to a PDF shown in the page
  const previewResponse = page.waitForResponse((response) => response.url().endsWith('/preview'));
  await page.getByRole('button', { name: 'Vorschau' }).click();
  const response = await previewResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const sent = response.request().postDataJSON() as { template: DesignerTemplate };
  expect(sent.template.firstPage.elements.find((element) => element.name === 'Logo')?.x).toBe(logoX);
  await expect(page.getByTitle('Vorschau')).toBeVisible();
  await page.getByRole('button', { name: 'Schließen' }).click();

  // a reload shows the saved template
  await page.reload();
  await expect(canvas).toBeVisible();
  await selectElement(page, 'Logo');
  await expect(property(page, 'X (mm)')).toHaveValue(String(logoX));
  await selectElement(page, 'Anschrift');
  await expect(property(page, 'Breite (mm)')).toHaveValue(String(width + 2));
  await page.getByRole('button', { name: 'Musterdaten' }).click();
  await expect(canvas.getByText('{{client.name}}', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
