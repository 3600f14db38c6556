import { expect, type Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { serverBaseURL } from '../support/env';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { seedSession } from '../support/session';

/** Picks a client in the project form's client field by typing part of its name. */
async function pickClient(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Neues Projekt' });
  await dialog.getByRole('combobox', { name: 'Kunde' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

test('create a client, create a project for it, open it and move its status on', async ({
  page,
  signedIn: _signedIn,
  consoleErrors,
}) => {
  // A long user script (two dialogs, two pages): more time than the default on a busy machine.
  test.slow();
  const clientName = uniqueName('Hanse Wohnbau GmbH');
  await page.goto('/clientOverview');
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenübersicht' })).toBeVisible();

  await page.getByRole('button', { name: 'Neuer Kunde' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Neuer Kunde' });
  await clientDialog.getByRole('textbox', { name: 'Firmenname' }).fill(clientName);
  await clientDialog.getByRole('textbox', { name: 'Telefon' }).fill('040 5550123');
  await clientDialog.getByRole('textbox', { name: 'E-Mail' }).fill('einkauf@hanse-wohnbau.de');
  await clientDialog.getByRole('textbox', { name: 'Zahlungsziel (Tage netto)' }).fill('30');
  await clientDialog.getByRole('textbox', { name: 'Skonto %' }).fill('2,5');
  await clientDialog.getByRole('textbox', { name: 'Skonto Tage' }).fill('10');
  await clientDialog.getByRole('button', { name: 'Ansprechpartner hinzufügen' }).click();
  const contact = clientDialog.getByRole('group', { name: 'Ansprechpartner 1' });
  await contact.getByRole('textbox', { name: 'Name' }).fill('Jana Petersen');
  await contact.getByRole('textbox', { name: 'Funktion' }).fill('Projektleitung');
  await clientDialog.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  const address = clientDialog.getByRole('group', { name: 'Adresse 1' });
  await address.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Speicherstadt 12');
  await address.getByRole('textbox', { name: 'PLZ' }).fill('20457');
  await address.getByRole('textbox', { name: 'Ort' }).fill('Hamburg');
  await page.screenshot({ path: screenshotPath('client-dialog.png') });
  await clientDialog.getByRole('button', { name: 'Anlegen', exact: true }).click();

  await expect(clientDialog).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(clientName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Gewerblich');
  await expect(row).toContainText('Hamburg');
  await page.screenshot({ path: screenshotPath('client-overview.png') });

  // The client's stored payment terms come back in German notation.
  await row.click();
  const editDialog = page.getByRole('dialog', { name: /Kunde K-\d+ bearbeiten/ });
  await expect(editDialog.getByRole('textbox', { name: 'Skonto %' })).toHaveValue('2,50');
  await editDialog.getByRole('button', { name: 'Abbrechen' }).click();

  const projectName = uniqueName('Wohnanlage Elbblick');
  await page.goto('/');
  await page.getByRole('button', { name: 'Neues Projekt' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'Neues Projekt' });
  await projectDialog.getByRole('textbox', { name: 'Projektname' }).fill(projectName);
  await pickClient(page, clientName);
  await projectDialog.getByRole('button', { name: 'Adresse des Kunden übernehmen' }).click();
  await projectDialog.getByLabel('Beginn').fill('2026-04-01');
  await projectDialog.getByLabel('Ende').fill('2026-09-30');
  await page.screenshot({ path: screenshotPath('project-form.png') });
  await projectDialog.getByRole('button', { name: 'Anlegen', exact: true }).click();

  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByText(clientName)).toBeVisible();
  await expect(page.getByText('01.04.2026 – 30.09.2026')).toBeVisible();
  await expect(page.getByText('Speicherstadt 12')).toBeVisible();

  await page.getByRole('button', { name: 'Status weiter: Angebot' }).click();
  await expect(page.getByRole('button', { name: 'Status weiter: Auftrag' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('project-page.png') });
  const areas = page.getByRole('navigation', { name: 'Bereiche des Projekts' });
  await areas.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('project-page-areas.png') });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Status weiter: Auftrag' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a client created from inside the project form is picked for the project', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.slow();
  const clientName = uniqueName('Gemeinde Rellingen');
  const projectName = uniqueName('Sanierung Grundschule');
  await page.goto('/');
  await page.getByRole('button', { name: 'Neues Projekt' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'Neues Projekt' });
  await projectDialog.getByRole('textbox', { name: 'Projektname' }).fill(projectName);
  await projectDialog.getByRole('button', { name: 'Neuen Kunden anlegen' }).click();

  const clientDialog = page.getByRole('dialog', { name: 'Neuer Kunde' });
  await clientDialog.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Öffentlich' }).click();
  await clientDialog.getByRole('textbox', { name: 'Firmenname' }).fill(clientName);
  await clientDialog.getByRole('textbox', { name: 'Leitweg-ID' }).fill('01051234-1234567890-12');
  await clientDialog.getByRole('button', { name: 'Anlegen', exact: true }).click();
  await expect(clientDialog).toHaveCount(0);

  await expect(projectDialog.getByRole('combobox', { name: 'Kunde' })).toHaveValue(new RegExp(clientName));
  await projectDialog.getByRole('button', { name: 'Anlegen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByText(clientName)).toBeVisible();
});

test('two tabs editing the same project: the second save shows the conflict and reloads the first change', async ({
  page,
  context,
  request,
  signedIn,
}) => {
  const client = await createClientViaApi(request, signedIn.accessToken, {
    kind: 'commercial',
    name: uniqueName('Nordbau KG'),
  });
  const project = await createProjectViaApi(request, signedIn.accessToken, {
    name: uniqueName('Lagerhalle Süd'),
    clientId: client.id,
  });
  const second = await context.newPage();
  await seedSession(second, { ...signedIn, url: serverBaseURL() });

  for (const tab of [page, second]) {
    await tab.goto(`/projects/${project.id}`);
    await expect(tab.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await tab.getByRole('button', { name: 'Bearbeiten' }).click();
  }

  const firstDialog = page.getByRole('dialog', { name: `Projekt ${project.number} bearbeiten` });
  const firstName = `${project.name} (1. Bauabschnitt)`;
  await firstDialog.getByRole('textbox', { name: 'Projektname' }).fill(firstName);
  await firstDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(firstDialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();

  const secondDialog = second.getByRole('dialog', { name: `Projekt ${project.number} bearbeiten` });
  await secondDialog.getByRole('textbox', { name: 'Beschreibung' }).fill('Zufahrt über Tor 3');
  await secondDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    secondDialog.getByText('Das Projekt wurde inzwischen von jemand anderem geändert.'),
  ).toBeVisible();
  await expect(secondDialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();

  await secondDialog.getByRole('button', { name: 'Neu laden' }).click();
  await expect(secondDialog.getByRole('textbox', { name: 'Projektname' })).toHaveValue(firstName);
  await expect(secondDialog.getByRole('textbox', { name: 'Beschreibung' })).toHaveValue('');
  await secondDialog.getByRole('textbox', { name: 'Beschreibung' }).fill('Zufahrt über Tor 3');
  await secondDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(secondDialog).toHaveCount(0);
  await expect(second.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(second.getByText('Zufahrt über Tor 3')).toBeVisible();
});

test('search on the home page finds a project', async ({ page, request, signedIn, consoleErrors }) => {
  const client = await createClientViaApi(request, signedIn.accessToken, {
    kind: 'private',
    name: uniqueName('Familie Hansen'),
  });
  const wanted = await createProjectViaApi(request, signedIn.accessToken, {
    name: uniqueName('Carport Birkenweg'),
    clientId: client.id,
  });
  const other = await createProjectViaApi(request, signedIn.accessToken, {
    name: uniqueName('Wintergarten'),
    clientId: client.id,
  });

  await page.goto('/');
  const list = page.getByRole('list', { name: 'Projektliste' });
  await expect(list.getByRole('link', { name: new RegExp(other.name) })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Projekte suchen' }).fill(wanted.name);
  await expect(list.getByRole('link', { name: new RegExp(other.name) })).toHaveCount(0);
  await expect(list.getByRole('link', { name: new RegExp(wanted.name) })).toBeVisible();
  await expect(page).toHaveURL(/\?q=/);
  await page.screenshot({ path: screenshotPath('home-project-search.png') });

  await list.getByRole('link', { name: new RegExp(wanted.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: wanted.name })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Projekte suchen' })).toHaveValue(wanted.name);
  expect(consoleErrors).toEqual([]);
});
