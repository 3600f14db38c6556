import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { signInViaApi } from '../support/api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { pdfDocument, pngImage } from '../support/sample-files';
import { seedSession } from '../support/session';
import { createUserViaApi } from '../support/users-api';

const SCREENSHOTS = 'test-results/screenshots';

const PHOTO = { name: 'Baustelle Nord.png', mimeType: 'image/png', buffer: pngImage(320, 200) };
const OFFER = {
  name: 'Angebot 2026-014.pdf',
  mimeType: 'application/pdf',
  buffer: pdfDocument('Angebot VenDoc'),
};
const NOTE = {
  name: 'Notiz Bauleitung.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Estrich trocknet bis Freitag.\nFenster EG am Montag.\n', 'utf8'),
};

/** The table of the files page, and the row that shows `name`. */
function filesTable(page: Page) {
  return page.getByRole('table', { name: 'Dateien und Ordner' });
}
function row(page: Page, name: string) {
  return filesTable(page).getByRole('row').filter({ hasText: name });
}
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Aktionen für ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('project files: upload with progress, preview, download, rename, folder, move, delete', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  // A long flow (about 20 s on a quiet machine, over 30 s on a loaded CI machine): three times the default timeout.
  test.slow();
  const client = await createClientViaApi(request, signedIn.accessToken, {
    kind: 'commercial',
    name: uniqueName('Dateien Test GmbH'),
  });
  const project = await createProjectViaApi(request, signedIn.accessToken, {
    name: uniqueName('Sanierung Schulhaus'),
    clientId: client.id,
  });

  await page.goto(`/projects/${project.id}/files`);
  await expect(page.getByRole('heading', { name: 'Dateien', level: 1 })).toBeVisible();
  await expect(page.getByText('Noch keine Dateien')).toBeVisible();
  await expect(page.getByRole('link', { name: `${project.number} ${project.name}` })).toBeVisible();

  // Three files through the picker: each gets its own progress bar, which ends full.
  await page.getByTestId('file-picker').setInputFiles([PHOTO, OFFER, NOTE]);
  for (const file of [PHOTO, OFFER, NOTE]) {
    const bar = page.getByRole('progressbar', { name: `Upload von ${file.name}` });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  }
  await expect(page.getByTestId('upload-item').filter({ hasText: 'Hochgeladen' })).toHaveCount(3);
  for (const file of [PHOTO, OFFER, NOTE]) await expect(row(page, file.name)).toBeVisible();
  await expect(row(page, OFFER.name)).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  // Image preview: the picture really loads from its signed URL.
  await page.getByRole('button', { name: `Bild ${PHOTO.name}` }).click();
  const imageDialog = page.getByRole('dialog', { name: `Vorschau: ${PHOTO.name}` });
  const image = imageDialog.getByRole('img', { name: PHOTO.name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);
  await imageDialog.getByRole('button', { name: 'Schließen' }).click();

  // PDF preview: the frame is served inline as a PDF.
  const pdfResponse = page.waitForResponse((response) => response.url().includes('disposition=inline'));
  await page.getByRole('button', { name: `PDF-Dokument ${OFFER.name}` }).click();
  const pdfDialog = page.getByRole('dialog', { name: `Vorschau: ${OFFER.name}` });
  await expect(pdfDialog.locator('iframe')).toBeVisible();
  const served = await pdfResponse;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/pdf');
  expect(served.headers()['content-disposition']).toMatch(/^inline/);
  await pdfDialog.getByRole('button', { name: 'Schließen' }).click();

  // Download: the browser saves the file under its name with its full content.
  const downloading = page.waitForEvent('download');
  await rowAction(page, NOTE.name, 'Herunterladen');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(NOTE.name);
  const saved = await readFile(await download.path());
  expect(saved.length).toBe(NOTE.buffer.length);
  expect(saved.equals(NOTE.buffer)).toBe(true);

  // Rename.
  await rowAction(page, PHOTO.name, 'Umbenennen');
  const renameDialog = page.getByRole('dialog', { name: 'Datei umbenennen' });
  await renameDialog.getByLabel('Name').fill('Baustelle Nord Fassade.png');
  await renameDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(renameDialog).toBeHidden();
  await expect(row(page, 'Baustelle Nord Fassade.png')).toBeVisible();

  // A folder, and the renamed photo moved into it.
  await page.getByRole('button', { name: 'Neuer Ordner' }).click();
  const folderDialog = page.getByRole('dialog', { name: 'Neuer Ordner' });
  await folderDialog.getByLabel('Ordnername').fill('Fotos');
  await folderDialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('button', { name: 'Fotos öffnen' })).toBeVisible();

  await rowAction(page, 'Baustelle Nord Fassade.png', 'Verschieben');
  const moveDialog = page.getByRole('dialog', { name: '„Baustelle Nord Fassade.png“ verschieben' });
  await moveDialog.getByRole('radio', { name: 'Fotos' }).check();
  await moveDialog.getByRole('button', { name: 'Verschieben' }).click();
  // While a dialog is open the page behind it is hidden from the accessibility tree: wait for it to close.
  await expect(moveDialog).toBeHidden();
  await expect(row(page, 'Baustelle Nord Fassade.png')).toHaveCount(0);
  await expect(row(page, OFFER.name)).toBeVisible();
  await page.getByRole('heading', { name: 'Dateien', level: 1 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/settings-files-project-files.png`, fullPage: true });

  await page.getByRole('button', { name: 'Fotos öffnen' }).click();
  await expect(row(page, 'Baustelle Nord Fassade.png')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Ordnerpfad' })
    .getByRole('button', { name: 'Alle Dateien' })
    .click();

  // Delete, only after confirming.
  await rowAction(page, NOTE.name, 'Löschen');
  const deleteDialog = page.getByRole('dialog', { name: 'Datei löschen?' });
  await expect(deleteDialog).toContainText(NOTE.name);
  await deleteDialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(row(page, NOTE.name)).toHaveCount(0);
  await expect(row(page, OFFER.name)).toBeVisible();

  // On a phone the table becomes a list with large touch targets.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Dateien und Ordner' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/settings-files-project-files-phone.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('company logo: uploaded in the settings, shown in the app bar', async ({
  page,
  signedIn,
  consoleErrors,
}) => {
  expect(signedIn.accessToken).toBeTruthy();
  await page.goto('/companySettings');
  await expect(page.getByRole('tab', { name: 'Firmendaten' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Firmenname')).not.toHaveValue('');
  await page.screenshot({ path: `${SCREENSHOTS}/settings-files-company-settings.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Logo' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'firmenlogo.png',
    mimeType: 'image/png',
    buffer: pngImage(240, 80),
  });
  await expect(page.getByText('Logo gespeichert')).toBeVisible();
  const preview = page.getByRole('group', { name: 'Aktuelles Firmenlogo' }).getByRole('img');
  await expect
    .poll(() => preview.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENSHOTS}/settings-files-company-logo.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Nummernkreise' }).click();
  await expect(page.getByRole('form', { name: 'Rechnungen' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/settings-files-number-ranges.png` });
  await page.getByRole('tab', { name: 'Benutzer' }).click();
  await expect(page.getByRole('table', { name: 'Benutzer' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/settings-files-users.png` });

  await page.goto('/');
  const logo = page.getByRole('banner').getByTestId('company-logo');
  await expect(logo).toBeVisible();
  expect(await logo.getAttribute('src')).toContain('/api/v1/company/logo');
  await expect
    .poll(() => logo.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('banner').screenshot({ path: `${SCREENSHOTS}/settings-files-app-bar-logo.png` });
  expect(consoleErrors).toEqual([]);
});

test('a fitter is not offered the company settings and is refused them', async ({ page, request }) => {
  const admin = await signInViaApi(request);
  const credentials = { userName: `monteur-${Date.now().toString(36)}`, password: 'Baustelle-2026!' };
  await createUserViaApi(request, admin.accessToken, {
    ...credentials,
    displayName: 'Max Monteur',
    role: 'fitter',
  });
  const tokens = await signInViaApi(request, credentials);
  await seedSession(page, { ...tokens, url: serverBaseURL() });

  await page.goto('/');
  await expect(page.getByTestId('current-user')).toContainText('Max Monteur');
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link', { name: 'Kundenübersicht' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Firmeneinstellungen' })).toHaveCount(0);
  const areas = page.getByRole('navigation', { name: 'Bereiche der Anwendung' });
  await expect(areas.getByRole('link', { name: /Kundenübersicht/ })).toBeVisible();
  await expect(areas.getByRole('link', { name: /Firmeneinstellungen/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profil und Passwort' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Firmeneinstellungen' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/companySettings');
  await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
  await expect(page.getByLabel('Firmenname')).toHaveCount(0);
});
