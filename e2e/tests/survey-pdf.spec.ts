import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { printSurveyPdf, pdfText } from '../support/survey-pdf';
import { createClientViaApi, createProjectViaApi, postViaApi, uniqueName } from '../support/records-api';
import { createSurveyViaApi, getSurveyViaApi } from '../support/surveys-api';

test('print a quantity survey sheet as PDF and find its lines in the text', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}, testInfo) => {
  const token = signedIn.accessToken;
  const client = await createClientViaApi(request, token, {
    kind: 'private',
    name: uniqueName('Familie Roth'),
  });
  const project = await createProjectViaApi(request, token, {
    name: uniqueName('Dachgeschoss'),
    clientId: client.id,
  });
  const survey = await createSurveyViaApi(request, token, {
    projectId: project.id,
    name: 'Aufmaß Trockenbau',
  });
  const sheetId = (await getSurveyViaApi(request, token, survey.id)).sheets[0]!.id;
  for (const line of [
    { text: 'Ständerwand Flur', expression: '3,25*2,60' },
    { text: 'Abzug Tür Bad', expression: '-0,885*2,01' },
  ]) {
    await postViaApi(request, token, `/api/v1/quantity-surveys/${survey.id}/lines`, {
      sheetId,
      oz: null,
      ...line,
    });
  }

  await page.goto(`/projects/${project.id}/constructions/none/quantitySurveys/${survey.id}`);
  await expect(page.getByRole('textbox', { name: 'Formel 0001B0', exact: true })).toHaveValue('-0,885*2,01');

  const { url, pdf } = await printSurveyPdf(page, async () => {
    await page.getByRole('button', { name: 'Drucken' }).click();
    await page.getByRole('menuitem', { name: 'Aktuelles Blatt drucken' }).click();
  });
  expect(url.searchParams.get('sheets')).toBe('1');

  const text = await pdfText(pdf, testInfo.outputPath('survey.pdf'));
  expect(text).toContain('Ständerwand Flur');
  expect(text).toContain('Abzug Tür Bad');
  expect(text).toContain('3,25*2,60');
  expect(consoleErrors).toEqual([]);
});
