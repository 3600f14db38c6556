import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { boqItems } from '@vendoc/gaeb/boq-walk';
import { readGaeb } from '@vendoc/gaeb/reader';
import { decimalEquals } from '@vendoc/money/decimal';
import { boqCell, boqGrid, boqRow } from '../support/boq-grid';
import { ensureCompanyAddressViaApi, gaebSample, importBoqViaApi, listBoqsViaApi } from '../support/boqs-api';
import { signInViaApi } from '../support/api';
import { serverBaseURL } from '../support/env';
import { seedSession } from '../support/session';
import { createUserViaApi } from '../support/users-api';
import { test } from '../support/fixtures';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { screenshotPath } from '../support/paths';

/** The tender sample with titles, long texts, text complements and every item kind. */
const TENDER = gaebSample('boq.x83');

const grid = boqGrid;
const row = boqRow;
const cell = boqCell;

async function newProject(page: Page, request: Parameters<typeof createClientViaApi>[0], token: string) {
  const client = await createClientViaApi(request, token, {
    kind: 'public',
    name: uniqueName('Stadt Musterstadt'),
  });
  return createProjectViaApi(request, token, { name: uniqueName('Neubau Testhalle'), clientId: client.id });
}

test('import a tender, read a long text, price an item by keyboard and export the offer as X84', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const project = await newProject(page, request, signedIn.accessToken);
  await page.goto(`/projects/${project.id}/positions`);
  await expect(page.getByRole('heading', { name: 'Positionen', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Noch kein Leistungsverzeichnis' })).toBeVisible();

  // Import through the dialog: upload, then the summary of what was read.
  await page.getByRole('button', { name: 'LV importieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'LV importieren' });
  await dialog.getByTestId('import-file-input').setInputFiles(TENDER);
  await expect(dialog.getByText('boq.x83')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  const done = page.getByRole('dialog', { name: 'LV importiert' });
  const summary = done.getByTestId('import-summary');
  await expect(summary).toContainText('X83 Angebotsaufforderung');
  await expect(summary.getByRole('definition')).toHaveText([
    'boq.x83',
    'X83 Angebotsaufforderung',
    '3.3',
    '3',
    '6',
  ]);
  await expect(summary).toContainText('Keine Hinweise beim Lesen.');
  await done.screenshot({ path: screenshotPath('positions-import-summary.png') });
  await done.getByRole('button', { name: 'LV öffnen' }).click();
  await expect(done).toBeHidden();

  // The tree with titles, subtotals and the kind marks.
  await expect(page.getByRole('heading', { name: 'Leistungsverzeichnis Testhalle', level: 2 })).toBeVisible();
  await expect(row(page, '01')).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, '01.02.0010')).toHaveAttribute('aria-level', '3');
  await expect(cell(page, '01.02.0020', 1)).toContainText('Pauschal');
  await expect(cell(page, '03.0030', 1)).toContainText('Bedarfsposition');
  await expect(cell(page, '03.0040.1', 1)).toContainText('Alternative 1.2');
  await expect(cell(page, '03.0050', 1)).toContainText('Stundenlohn');
  await expect(page.getByTestId('boq-net')).toHaveText('0,00 €');

  // The long text of a position, with its owner's text complement.
  await cell(page, '01.02.0010', 1).click();
  const panel = page.getByRole('complementary', { name: 'Details der Zeile' });
  await expect(panel.getByRole('heading', { name: 'Boden loesen', level: 2 })).toBeVisible();
  const longText = panel.getByRole('region', { name: 'Langtext' });
  await expect(longText).toContainText('Boden loesen und lagern.');
  await expect(longText).toContainText('Bodenklasse 3-5.');
  await expect(longText.locator('mark.complement').first()).toContainText('3-5');

  // A price for the lump sum first, so the edit below changes a total that is not zero.
  const saved = () => page.waitForResponse((response) => response.request().method() === 'PATCH');
  await cell(page, '01.02.0020', 4).click();
  let answer = saved();
  await page.keyboard.type('2.500');
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(200);
  await expect(cell(page, '01.02.0020', 5)).toHaveText('2.500,00');
  await expect(cell(page, '01', 5)).toHaveText('2.500,00');
  await expect(page.getByTestId('boq-net')).toHaveText('2.500,00 €');

  // Unit price of 01.02.0010 by keyboard: arrows to the cell, typing starts the editor, Enter commits.
  await cell(page, '01.02.0010', 2).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('12,5');
  await expect(page.getByRole('textbox', { name: 'EP 01.02.0010' })).toHaveValue('12,5');
  answer = saved();
  await page.keyboard.press('Enter');
  // At once (the subtotals of both titles and the totals), and still after the server's answer.
  await expect(cell(page, '01.02.0010', 5)).toHaveText('1.250,00');
  await expect(cell(page, '01.02', 5)).toHaveText('3.750,00');
  await expect(cell(page, '01', 5)).toHaveText('3.750,00');
  await expect(page.getByTestId('boq-net')).toHaveText('3.750,00 €');
  await expect(page.getByTestId('boq-vat')).toHaveText('712,50 €');
  await expect(page.getByTestId('boq-gross')).toHaveText('4.462,50 €');
  expect((await answer).status()).toBe(200);
  await expect(cell(page, '01', 5)).toHaveText('3.750,00');
  const [stored] = await listBoqsViaApi(request, signedIn.accessToken, project.id);
  expect(stored?.totals).toMatchObject({ net: '3750.00', vat: '712.50', gross: '4462.50' });

  // A number in the wrong notation is refused with a message; Escape leaves the value as it was.
  await cell(page, '03.0050', 4).click();
  await page.keyboard.type('48.5');
  await page.keyboard.press('Enter');
  await expect(grid(page).getByRole('alert')).toHaveText(
    'Keine gültige Zahl. Bitte so eingeben: 1.234,5 oder 1234,5',
  );
  await page.screenshot({ path: screenshotPath('positions-invalid-number.png') });
  await page.keyboard.press('Escape');
  await expect(cell(page, '03.0050', 4)).toHaveText('');

  await cell(page, '01.02.0010', 1).click();
  await expect(longText).toContainText('Boden loesen und lagern.');
  await page.screenshot({ path: screenshotPath('positions-desktop.png') });

  // Export X84: the downloaded file holds the new unit price for that OZ (the bidder's address is required).
  await ensureCompanyAddressViaApi(request, signedIn.accessToken);
  await page.getByRole('button', { name: 'Exportieren' }).click();
  await page.screenshot({ path: screenshotPath('positions-export-menu.png') });
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /GAEB X84 Angebot/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.X84$/i);
  const bytes = await readFile(await download.path());
  const { document } = readGaeb(new Uint8Array(bytes));
  expect(document.phase).toBe('84');
  const items = document.award?.boq ? boqItems(document.award.boq) : [];
  const priced = items.find((item) => item.oz === '01.02.0010');
  expect(priced?.kind).toBe('item');
  expect(priced && priced.kind === 'item' && priced.up !== null && decimalEquals(priced.up, '12.5')).toBe(
    true,
  );
  const lumpSum = items.find((item) => item.oz === '01.02.0020');
  expect(lumpSum && lumpSum.kind === 'item' && lumpSum.up !== null && decimalEquals(lumpSum.up, '2500')).toBe(
    true,
  );

  // Tablet: the panel moves below the table.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(panel).toBeVisible();
  await page.screenshot({ path: screenshotPath('positions-tablet.png') });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('positions-tablet-panel.png') });
  expect(consoleErrors).toEqual([]);
});

test('a file that is not GAEB is refused with the reason, and nothing is stored', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  const project = await newProject(page, request, signedIn.accessToken);
  await page.goto(`/projects/${project.id}/positions`);
  await page.getByRole('button', { name: 'LV importieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'LV importieren' });
  await dialog.getByTestId('import-file-input').setInputFiles(gaebSample('nonconforming.x83'));
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Import abgelehnt:');
  // The server's reason names what is wrong (more than the generic German fallback), in the estimator's words.
  await expect(refusal).not.toContainText('Die Datei ist keine lesbare GAEB-Datei.');
  await expect(refusal).toContainText(
    '„nonconforming.x83“ ist keine lesbare GAEB-Datei (GAEB DA XML, GAEB 2000 oder GAEB 90): Position 0010: die ' +
      'Kennung (Attribut ID) fehlt; über sie finden Angebote und Verweise die Position (Zeile 11, Spalte 11)',
  );
  await dialog.screenshot({ path: screenshotPath('positions-import-refused.png') });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('heading', { name: 'Noch kein Leistungsverzeichnis' })).toBeVisible();
  // The refused upload is answered 422, which the browser logs as a failed resource: nothing else.
  expect(consoleErrors.filter((error) => !error.includes('422'))).toEqual([]);
});

test('fitters read the BoQ but do not change it; the tree collapses and filters', async ({
  page,
  request,
}) => {
  const admin = await signInViaApi(request);
  const project = await newProject(page, request, admin.accessToken);
  await importBoqViaApi(request, admin.accessToken, project.id, TENDER);
  const credentials = { userName: `monteur-lv-${Date.now().toString(36)}`, password: 'Baustelle-2026!' };
  await createUserViaApi(request, admin.accessToken, {
    ...credentials,
    displayName: 'Mia Monteurin',
    role: 'fitter',
  });
  await seedSession(page, { ...(await signInViaApi(request, credentials)), url: serverBaseURL() });

  const me = page.waitForResponse((response) => response.url().endsWith('/api/v1/me'));
  await page.goto(`/projects/${project.id}/positions`);
  expect(((await (await me).json()) as { user: { role: string } }).user.role).toBe('fitter');
  await expect(row(page, '01.02.0010')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportieren' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'LV importieren' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Position hinzufügen' })).toHaveCount(0);
  await cell(page, '01.02.0010', 4).click();
  await page.keyboard.type('7');
  await expect(page.getByRole('textbox', { name: 'EP 01.02.0010' })).toHaveCount(0);
  const panel = page.getByRole('complementary', { name: 'Details der Zeile' });
  await expect(panel.getByRole('region', { name: 'Langtext' })).toContainText('Boden loesen und lagern.');
  await expect(panel.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Alle zuklappen' }).click();
  await expect(grid(page).getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Alle aufklappen' }).click();
  await expect(row(page, '03.0050')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Suchen' }).fill('bodenbelag');
  await expect(grid(page).getByRole('row')).toHaveCount(4); // header, 03, 03.0040, 03.0040.1
  await page.getByRole('searchbox', { name: 'Suchen' }).fill('01.02.0020');
  await expect(grid(page).getByRole('row')).toHaveCount(4); // header, 01, 01.02, 01.02.0020
  await page.getByRole('searchbox', { name: 'Suchen' }).fill('');

  // The phone: a fitter's view of the same BoQ.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('positions-phone.png'), fullPage: true });
});
