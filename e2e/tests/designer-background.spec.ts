import { expect, type Locator } from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { createSurveyViaApi } from '../support/surveys-api';
import { pdfText } from '../support/survey-pdf';
import { createTemplateViaApi } from '../support/templates-api';

// A letterhead PDF uploaded in the designer (issue 13): drawn on the canvas by pdf.js and printed under the
// preview's content by the server. And the preview of a quantity survey sheet layout with a real survey.

/** A two-page A4 letterhead: a coloured band with a line that differs per page. */
async function letterheadPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const line of ['Briefkopf Seite Eins', 'Briefkopf Seite Zwei']) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawRectangle({ x: 0, y: 780, width: 595.28, height: 62, color: rgb(0.1, 0.3, 0.6) });
    page.drawText(line, { x: 40, y: 800, size: 22, font, color: rgb(1, 1, 1) });
  }
  return Buffer.from(await pdf.save());
}

/** How many pixels of the canvas are not white (the page drawn, not just cleared). */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200) inked += 1;
    }
    return inked;
  });
}

test.beforeEach(async ({ page }) => {
  // Whole editing sessions (create, edit, save, preview, reload) take about 30 s on a busy machine: three times
  // the default test timeout; every step still waits for its condition.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('designer: upload a letterhead PDF, see its chosen page on the canvas and in the preview', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}, testInfo) => {
  const template = await createTemplateViaApi(request, signedIn.accessToken, {
    kind: 'offer',
    name: uniqueName('Angebot Briefpapier'),
  });
  await page.goto(`/designer/${template.id}`);
  const sheet = page.getByRole('region', { name: 'Briefpapier' });
  await expect(sheet.getByText('Kein Briefpapier')).toBeVisible();

  await sheet.getByTestId('import-file-input').setInputFiles({
    name: 'briefbogen.pdf',
    mimeType: 'application/pdf',
    buffer: await letterheadPdf(),
  });
  await expect(sheet.getByText('PDF-Briefpapier')).toBeVisible();
  const drawn = page.getByTestId('designer-page').getByTestId('page-background-pdf');
  await expect(drawn).toHaveAttribute('data-rendered-page', '1');
  expect(await inkedPixels(drawn)).toBeGreaterThan(10_000);

  await sheet.getByRole('combobox', { name: 'Seite des PDFs' }).click();
  await page.getByRole('option', { name: 'Seite 2 von 2' }).click();
  await expect(drawn).toHaveAttribute('data-rendered-page', '2');
  await expect(page.getByTestId('save-status')).toHaveText('Gespeichert');
  await page.screenshot({ path: screenshotPath('designer-background.png') });

  const previewResponse = page.waitForResponse((response) => response.url().endsWith('/preview'));
  await page.getByRole('button', { name: 'Vorschau' }).click();
  const response = await previewResponse;
  expect(response.status()).toBe(200);
  const text = await pdfText(await response.body(), testInfo.outputPath('preview.pdf'));
  expect(text).toContain('Briefkopf Seite Zwei');
  expect(text).not.toContain('Briefkopf Seite Eins');
  await page.getByRole('button', { name: 'Schließen' }).click();

  // the letterhead is kept: after a reload it is drawn again
  await page.reload();
  await expect(drawn).toHaveAttribute('data-rendered-page', '2');
  expect(consoleErrors).toEqual([]);
});

test('designer: the preview of a quantity survey sheet layout renders a chosen survey', async ({
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
  const projectName = uniqueName('Dachgeschoss');
  const project = await createProjectViaApi(request, token, { name: projectName, clientId: client.id });
  const survey = await createSurveyViaApi(request, token, {
    projectId: project.id,
    name: 'Aufmaß Trockenbau',
  });
  const template = await createTemplateViaApi(request, token, {
    kind: 'quantitySurveySheet',
    name: uniqueName('Aufmaßblatt'),
  });
  await page.goto(`/designer/${template.id}`);

  const firstPreview = page.waitForResponse((response) => response.url().endsWith('/preview'));
  await page.getByRole('button', { name: 'Vorschau' }).click();
  expect((await firstPreview).request().postDataJSON()).not.toHaveProperty('source');
  const dialog = page.getByRole('dialog', { name: 'Vorschau' });
  await dialog.getByRole('radio', { name: 'Aufmaß' }).check();
  await dialog.getByRole('combobox', { name: 'Projekt' }).fill(projectName);
  // The list is the server's answer to the search: wait until it has replaced the first page of projects, so the
  // click does not land on an option that is being swapped out.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(projectName) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Projekt' })).toHaveValue(new RegExp(projectName));
  const surveyPreview = page.waitForResponse((response) => response.url().endsWith('/preview'));
  await dialog.getByRole('combobox', { name: 'Aufmaß' }).click();
  await page.getByRole('option', { name: 'Aufmaß Trockenbau' }).click();
  const response = await surveyPreview;
  expect(response.request().postDataJSON()).toMatchObject({
    source: { type: 'quantitySurvey', id: survey.id },
  });
  expect(response.status()).toBe(200);
  // the server rendered the chosen survey, not the sample data: its project and client are on the sheet
  const text = await pdfText(await response.body(), testInfo.outputPath('survey-preview.pdf'));
  expect(text).toContain(projectName);
  expect(text).toContain(client.name);
  await expect(dialog.getByTitle('Vorschau')).toBeVisible();
  await page.screenshot({ path: screenshotPath('designer-preview-survey.png') });
  expect(consoleErrors).toEqual([]);
});
