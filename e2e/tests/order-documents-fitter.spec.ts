import { expect } from '@playwright/test';
import { signInViaApi } from '../support/api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, postViaApi, uniqueName } from '../support/records-api';
import { seedSession } from '../support/session';
import { createUserViaApi } from '../support/users-api';

test("a fitter on a phone sees the delivery notes of the team's projects only, without amounts", async ({
  page,
  request,
  consoleErrors,
}) => {
  const admin = await signInViaApi(request);
  const credentials = { userName: `monteur-ls-${Date.now().toString(36)}`, password: 'Baustelle-2026!' };
  const fitter = await createUserViaApi(request, admin.accessToken, {
    ...credentials,
    displayName: 'Mia Monteurin',
    role: 'fitter',
  });
  const client = await createClientViaApi(request, admin.accessToken, {
    kind: 'commercial',
    name: uniqueName('Bau GmbH'),
  });
  const ours = await createProjectViaApi(request, admin.accessToken, {
    name: uniqueName('Neubau Kita'),
    clientId: client.id,
    memberIds: [fitter.id],
  });
  const theirs = await createProjectViaApi(request, admin.accessToken, {
    name: uniqueName('Umbau Rathaus'),
    clientId: client.id,
  });
  // a new document's title is its project's name
  for (const [projectId, kind] of [
    [ours.id, 'delivery_note'],
    [ours.id, 'offer'],
    [theirs.id, 'delivery_note'],
  ] as const)
    await postViaApi(request, admin.accessToken, '/api/v1/order-documents', { projectId, kind });

  await seedSession(page, { ...(await signInViaApi(request, credentials)), url: serverBaseURL() });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vendocOrderDocuments');
  const table = page.getByRole('table', { name: 'Auftragsdokumente' });
  await expect(table.getByRole('cell', { name: ours.name })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('columnheader', { name: 'Brutto' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Summen nach Status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('order-documents-fitter-390.png'), fullPage: true });

  await table.getByRole('cell', { name: ours.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferschein (Entwurf)');
  await page.screenshot({ path: screenshotPath('order-document-fitter-390.png') });
  expect(consoleErrors).toEqual([]);
});
