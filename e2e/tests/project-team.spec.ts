import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { signInViaApi } from '../support/api';
import { serverBaseURL } from '../support/env';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { seedSession } from '../support/session';
import { createUserViaApi } from '../support/users-api';

test("office adds a fitter to a project's team in the form; reload shows the team", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const admin = await signInViaApi(request);
  const suffix = Date.now().toString(36);
  const fitterName = `Fritz Team ${suffix}`;
  await createUserViaApi(request, admin.accessToken, {
    userName: `monteur-team-${suffix}`,
    password: 'Baustelle-2026!',
    displayName: fitterName,
    role: 'fitter',
  });
  const office = { userName: `buero-team-${suffix}`, password: 'Buero-2026!' };
  await createUserViaApi(request, admin.accessToken, { ...office, displayName: 'Olga Büro', role: 'office' });
  const officeTokens = await signInViaApi(request, office);
  const client = await createClientViaApi(request, officeTokens.accessToken, {
    kind: 'commercial',
    name: uniqueName('Rheinbau GmbH'),
  });
  const project = await createProjectViaApi(request, officeTokens.accessToken, {
    name: uniqueName('Wohnanlage Rheinblick'),
    clientId: client.id,
  });
  await seedSession(page, { ...officeTokens, url: serverBaseURL() });

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: `Projekt ${project.number} bearbeiten` });
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: `${fitterName} (Monteur)` }).click();
  await expect(dialog.getByRole('button', { name: fitterName })).toBeVisible();
  await page.screenshot({ path: screenshotPath('project-form-team.png') });
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/projects/${project.id}`) && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  const reopened = page.getByRole('dialog', { name: `Projekt ${project.number} bearbeiten` });
  await expect(reopened.getByRole('button', { name: fitterName })).toBeVisible();
  await reopened.getByRole('button', { name: 'Abbrechen' }).click();

  // The client form: the construction invoice codes beside §13b and the retention, with their explanation.
  await page.goto('/clientOverview');
  await page.getByRole('button', { name: 'Neuer Kunde' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Neuer Kunde' });
  const codes = clientDialog.getByRole('checkbox', {
    name: 'Bauleistungs-Rechnungsarten (875/876/877) verwenden',
  });
  await expect(codes).not.toBeChecked();
  await codes.check();
  await codes.scrollIntoViewIfNeeded();
  await expect(clientDialog.getByText(/nur 326 \(Teilrechnung\) und 380 \(Rechnung\)/)).toBeVisible();
  await page.screenshot({ path: screenshotPath('client-form-invoice-codes.png') });
  expect(consoleErrors).toEqual([]);
});
