import { expect } from '@playwright/test';
import { orderDocumentSchema } from '@vendoc/contract/order-documents';
import { signInViaApi } from '../support/api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, postViaApi, uniqueName } from '../support/records-api';
import { seedSession } from '../support/session';
import { createUserViaApi } from '../support/users-api';

const CLOSING = 'Bitte überweisen Sie den Betrag ohne Abzug innerhalb von 14 Tagen.';

test('office staff keep a closing text in the settings and insert it into a draft invoice', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const admin = await signInViaApi(request);
  const office = { userName: `buero-${Date.now().toString(36)}`, password: 'Textbaustein-2026!' };
  await createUserViaApi(request, admin.accessToken, { ...office, displayName: 'Bea Büro', role: 'office' });
  const tokens = await signInViaApi(request, office);
  const client = await createClientViaApi(request, tokens.accessToken, {
    kind: 'commercial',
    name: uniqueName('Textbau GmbH'),
  });
  const project = await createProjectViaApi(request, tokens.accessToken, {
    name: uniqueName('Bürohaus'),
    clientId: client.id,
  });
  const invoice = orderDocumentSchema.parse(
    await postViaApi(request, tokens.accessToken, '/api/v1/order-documents', {
      projectId: project.id,
      kind: 'invoice',
    }),
  );
  await seedSession(page, { ...tokens, url: serverBaseURL() });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The office reaches the settings through the user menu and gets the text snippets only.
  await page.goto('/');
  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: 'Firmeneinstellungen' }).click();
  await expect(page.getByRole('tab', { name: 'Textbausteine', selected: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(1);

  const name = uniqueName('Zahlungsziel');
  await page.getByRole('button', { name: 'Schlusstext hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Textbaustein' });
  await dialog.getByRole('textbox', { name: 'Bezeichnung' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Belegarten' }).click();
  await page.getByRole('option', { name: 'Rechnung', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: 'Text' }).fill(CLOSING);
  await dialog.getByRole('switch', { name: 'Standardtext für neue Belege' }).check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  const closings = page.getByRole('list', { name: 'Schluss' });
  const item = closings.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Standard');
  await expect(item).toContainText('Rechnung');
  await page.screenshot({ path: screenshotPath('text-snippets.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item).toBeVisible();
  await page.screenshot({ path: screenshotPath('text-snippets-390.png'), fullPage: true });
  await page.getByRole('button', { name: `${name} bearbeiten` }).click();
  await expect(page.getByRole('dialog', { name: 'Textbaustein bearbeiten' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('text-snippet-dialog-390.png') });
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The draft invoice, made before the snippet existed, takes it over with one click.
  await page.goto(`/vendocOrderDocuments/${invoice.id}`);
  const closingText = page.getByRole('textbox', { name: 'Schlusstext' });
  await expect(closingText).toHaveValue('');
  await page.getByRole('button', { name: 'Textbaustein einfügen (Schluss)' }).click();
  await page.getByRole('menuitem', { name: new RegExp(name) }).click();
  await expect(closingText).toHaveValue(CLOSING);
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert$/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
