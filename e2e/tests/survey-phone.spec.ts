import { expect } from '@playwright/test';
import { signInViaApi } from '../support/api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { gaebSample, getNodesViaApi, importBoqViaApi } from '../support/boqs-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, postViaApi, uniqueName } from '../support/records-api';
import { seedSession } from '../support/session';
import { createConstructionViaApi, createSurveyViaApi, getSurveyViaApi } from '../support/surveys-api';
import { createUserViaApi } from '../support/users-api';

// Issue 15: surveys are readable on the phone. A read-only (approved) survey shows each line's position as a fitter
// reads it: OZ, short text and unit, beside the formula and its result.

test('an approved survey on a phone: each line names its position with short text and unit', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const admin = await signInViaApi(request);
  const credentials = { userName: `monteur-lesen-${Date.now().toString(36)}`, password: 'Baustelle-2026!' };
  const fitter = await createUserViaApi(request, admin.accessToken, {
    ...credentials,
    displayName: 'Lea Lesend',
    role: 'fitter',
  });
  const client = await createClientViaApi(request, admin.accessToken, {
    kind: 'commercial',
    name: uniqueName('Bau GmbH'),
  });
  const project = await createProjectViaApi(request, admin.accessToken, {
    name: uniqueName('Turnhalle'),
    clientId: client.id,
    memberIds: [fitter.id],
  });
  const { boqId } = await importBoqViaApi(request, admin.accessToken, project.id, gaebSample('boq.x83'));
  const item = (await getNodesViaApi(request, admin.accessToken, boqId)).find(
    (node) => node.oz === '01.02.0010',
  );
  if (!item) throw new Error('item 01.02.0010 missing in the sample');
  const construction = await createConstructionViaApi(request, admin.accessToken, project.id, {
    name: 'Halle',
  });
  const survey = await createSurveyViaApi(request, admin.accessToken, {
    projectId: project.id,
    constructionId: construction.id,
    name: 'Aufmaß Halle',
    boqId,
  });
  const sheetId = (await getSurveyViaApi(request, admin.accessToken, survey.id)).sheets[0]!.id;
  for (const [row, expression, text] of [
    ['A0', '12,5*3', 'Baugrube Nord'],
    ['B0', '4*2,25', 'Baugrube Süd'],
  ] as const) {
    await postViaApi(request, admin.accessToken, `/api/v1/quantity-surveys/${survey.id}/lines`, {
      sheetId,
      row,
      oz: '01.02.0010',
      text,
      expression,
    });
  }
  let version = (await getSurveyViaApi(request, admin.accessToken, survey.id)).version;
  for (const status of ['submitted', 'approved'] as const) {
    const changed = await request.post(`${serverBaseURL()}/api/v1/quantity-surveys/${survey.id}/status`, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
      data: { status, version },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    version = ((await changed.json()) as { version: number }).version;
  }

  await seedSession(page, { ...(await signInViaApi(request, credentials)), url: serverBaseURL() });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.id}/constructions/${construction.id}/quantitySurveys/${survey.id}`);
  const row = page.getByRole('row', { name: 'Zeile 0001A0' });
  const summary = row.getByTestId('line-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(`01.02.0010 ${item.shortText}`);
  if (item.unit) await expect(summary).toContainText(`(${item.unit})`);
  await expect(summary).toContainText('Baugrube Nord');
  await expect(row.getByRole('textbox', { name: 'Formel 0001A0' })).toHaveValue('12,5*3');
  await expect(row.getByTestId('line-result')).toHaveText('37,500');
  // The cells to edit give way to the summary: nothing to change on a locked survey.
  await expect(row.getByRole('combobox', { name: 'OZ 0001A0' })).toBeHidden();
  await page.screenshot({ path: screenshotPath('survey-read-only-390.png') });
  await expectNoSeriousAxeViolations(page, 'an approved survey (390 x 844)');

  // At a desk the columns show them as before.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(summary).toBeHidden();
  await expect(row.getByRole('combobox', { name: 'OZ 0001A0' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
