import { expect, type Locator, type Page } from '@playwright/test';
import { gaebSample } from '../support/boqs-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { getSurveyViaApi } from '../support/surveys-api';

// Issue 12: a survey names the BoQ it measures. Two tenders in one project, the older one measured: its OZ are
// found, not "nicht im LV"; after "LV wechseln" they are looked up in the other BoQ.
// The shared samples hold no Flechtingen file: baukodoz-example.X83 (OZ 01.0010 …) stands in for the Flechtingen
// tender, boq.x83 (OZ 01.02.0010 …) is the other, newer BoQ the survey used to take silently.

async function importTender(
  request: Parameters<typeof createClientViaApi>[0],
  token: string,
  projectId: string,
  sample: string,
  name: string,
): Promise<string> {
  const response = await request.post(`${serverBaseURL()}/api/v1/projects/${projectId}/boqs/import`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { kind: 'tender', name, file: gaebSample(sample) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { boqId: string }).boqId;
}

function lineRow(page: Page, address: string): Locator {
  return page.getByRole('row', { name: `Zeile ${address}` });
}

const surveyIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? '';

test('a survey measures the BoQ chosen at creation, shown in the header, and switched with "LV wechseln"', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = signedIn.accessToken;
  const client = await createClientViaApi(request, token, { kind: 'public', name: uniqueName('Gemeinde') });
  const project = await createProjectViaApi(request, token, {
    name: uniqueName('Flechtingen Schule'),
    clientId: client.id,
  });
  const flechtingen = await importTender(
    request,
    token,
    project.id,
    'baukodoz-example.X83',
    'LV Flechtingen',
  );
  const testhalle = await importTender(request, token, project.id, 'boq.x83', 'LV Testhalle');

  // "Neues Aufmaß" without construction: two tenders and no contract, so the BoQ has to be chosen.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: /Aufmaße ohne Bauteil/ }).click();
  await page.getByRole('button', { name: 'Neues Aufmaß' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Neues Aufmaß ohne Bauteil' });
  await dialog.getByRole('textbox', { name: 'Name des Aufmaßes' }).fill('Aufmaß Flechtingen');
  const boqField = dialog.getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
  await expect(boqField).toHaveText('Bitte wählen');
  await expect(
    dialog.getByText('Das Projekt hat mehrere LVs und keinen Auftrag: bitte wählen, welches gemessen wird.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Aufmaß beginnen' }).click();
  await expect(dialog.getByText('Bitte das LV wählen, dessen Positionen gemessen werden.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('survey-boq-create-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('survey-boq-create-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  await boqField.click();
  const options = page.getByRole('option');
  await expect(options).toHaveText([/^LV Testhalle/, /^LV Flechtingen/, /^Ohne LV/]);
  await page.getByRole('option', { name: /^LV Flechtingen/ }).click();
  await expect(boqField).toHaveText('LV Flechtingen (Ausschreibung)');
  await dialog.getByRole('button', { name: 'Aufmaß beginnen' }).click();
  await expect(page).toHaveURL(/\/constructions\/none\/quantitySurveys\/[0-9a-f-]+/);
  await expect(page.getByRole('heading', { name: 'Aufmaß Flechtingen', level: 1 })).toBeVisible();
  const header = page.getByRole('group', { name: 'Gemessenes LV' });
  await expect(header).toContainText('LV Flechtingen (Ausschreibung)');
  expect((await getSurveyViaApi(request, token, surveyIdOf(page))).boq?.id).toBe(flechtingen);

  // A line of the Flechtingen tender's 01.0010: found in its BoQ.
  await page.getByRole('button', { name: 'Neue Zeile' }).click();
  await page.getByRole('combobox', { name: 'OZ 0001A0' }).fill('01.0010');
  await page.getByRole('textbox', { name: 'Formel 0001A0', exact: true }).fill('12,5');
  await page.getByRole('textbox', { name: 'Formel 0001A0', exact: true }).press('Enter');
  await expect(lineRow(page, '0001A0')).toContainText('12,500');
  await expect
    .poll(async () => (await getSurveyViaApi(request, token, surveyIdOf(page))).lines.length)
    .toBeGreaterThan(0);
  await expect(lineRow(page, '0001A0').getByRole('img', { name: 'nicht im LV' })).toHaveCount(0);
  await header.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('survey-boq-header-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(header.getByRole('button', { name: 'LV wechseln' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('survey-boq-header-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // "LV wechseln" to the other tender: 01.0010 is not in it.
  await header.getByRole('button', { name: 'LV wechseln' }).click();
  const change = page.getByRole('dialog', { name: 'Welches LV misst das Aufmaß?' });
  const changeField = change.getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
  await expect(changeField).toHaveText('LV Flechtingen (Ausschreibung)');
  await changeField.click();
  await page.getByRole('option', { name: /^LV Testhalle/ }).click();
  await change.getByRole('button', { name: 'LV übernehmen' }).click();
  await expect(change).toBeHidden();
  await expect(header).toContainText('LV Testhalle (Ausschreibung)');
  await expect(lineRow(page, '0001A0').getByRole('img', { name: 'nicht im LV' })).toBeVisible();
  expect((await getSurveyViaApi(request, token, surveyIdOf(page))).boq?.id).toBe(testhalle);

  // After a reload the header still names it.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Gemessenes LV' })).toContainText(
    'LV Testhalle (Ausschreibung)',
  );
  expect(consoleErrors).toEqual([]);
});
