import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { validateWithXmllint } from '@vendoc/gaeb/test-support/xmllint';
import { calculateSurvey } from '@vendoc/quantity-survey/calculate';
import { readX31 } from '@vendoc/quantity-survey/x31/read';
import { writeX31 } from '@vendoc/quantity-survey/x31/write';
import type { SurveyLine } from '@vendoc/quantity-survey/model';
import { importBoqViaApi } from '../support/boqs-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { getSurveyTotalsViaApi, getSurveyViaApi, listSurveysViaApi } from '../support/surveys-api';
import { pdfText, printSurveyPdf } from '../support/survey-pdf';
import { tenderX83 } from '../support/tender-files';

/** A contract BoQ of a painter: walls, ceilings, skirting. */
const CONTRACT = tenderX83('Malerarbeiten', { number: '01', label: 'Malerarbeiten' }, [
  {
    number: '0010',
    shortText: 'Wandflächen streichen',
    longText: 'Dispersionsfarbe, zweimal',
    qty: '120.000',
    unit: 'm2',
  },
  { number: '0020', shortText: 'Deckenflächen streichen', longText: 'Weiß', qty: '40.000', unit: 'm2' },
  { number: '0030', shortText: 'Sockelleisten', longText: 'Holz', qty: '30.000', unit: 'm' },
]);

async function projectWithContract(
  request: Parameters<typeof createClientViaApi>[0],
  token: string,
): Promise<{ id: string; name: string }> {
  const client = await createClientViaApi(request, token, {
    kind: 'private',
    name: uniqueName('Familie Berger'),
  });
  const project = await createProjectViaApi(request, token, {
    name: uniqueName('Sanierung Altbau'),
    clientId: client.id,
  });
  await importBoqViaApi(request, token, project.id, CONTRACT, 'contract');
  return { id: project.id, name: project.name };
}

/** The formula input of the line at `address` ("0001C0"). */
function formula(page: Page, address: string): Locator {
  return page.getByRole('textbox', { name: `Formel ${address}`, exact: true });
}

/** The result shown in the line at `address`. */
function lineRow(page: Page, address: string): Locator {
  return page.getByRole('row', { name: `Zeile ${address}` });
}

test('templates: create the room templates, write one with a parameter, a formula error is shown before saving', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const project = await projectWithContract(request, signedIn.accessToken);
  await page.goto(`/projects/${project.id}/quantitySurveyTemplates`);
  // A fresh server: the company has no templates yet (this test runs first in the file).
  await page.getByRole('button', { name: 'Vorlagen für Räume anlegen' }).click();
  await expect(page.getByText('Raum: Wandflächen abzüglich Tür')).toBeVisible();
  await expect(page.getByText('Raum: Deckenfläche')).toBeVisible();
  await expect(page.getByText('Raum: Bodenfläche')).toBeVisible();

  await page.getByRole('button', { name: 'Neue Vorlage' }).click();
  const editor = page.getByRole('dialog', { name: 'Neue Aufmaßvorlage' });
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill('Fensterlaibung');
  await editor.getByRole('button', { name: 'Parameter hinzufügen' }).click();
  await editor.getByRole('textbox', { name: 'Name von Parameter 1' }).fill('U');
  await editor.getByRole('textbox', { name: 'Bezeichnung von Parameter 1' }).fill('Umfang');
  await editor.getByRole('textbox', { name: 'Vorschlag von Parameter 1' }).fill('4,8');
  await editor.getByRole('textbox', { name: 'Text von Zeile 1' }).fill('Laibung');
  const lineFormula = editor.getByRole('textbox', { name: 'Formel von Zeile 1' });
  await lineFormula.fill('U*(0,25');
  await expect(editor.getByText(/Klammer/).first()).toBeVisible();
  await lineFormula.fill('U*0,25');
  // 4.8 · 0.25 = 1.2 with the suggested value.
  await expect(editor.getByText('1,200').first()).toBeVisible();
  await editor.getByRole('button', { name: /Anlegen|Speichern/ }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Fensterlaibung' })).toBeVisible();
  const templates = (await (
    await request.get(`${serverBaseURL()}/api/v1/quantity-survey-templates`, {
      headers: { Authorization: `Bearer ${signedIn.accessToken}` },
    })
  ).json()) as { items: { name: string; parameters: { name: string }[]; lines: { expression: string }[] }[] };
  const saved = templates.items.find((template) => template.name === 'Fensterlaibung');
  expect(saved?.parameters.map((parameter) => parameter.name)).toEqual(['U']);
  expect(saved?.lines.map((line) => line.expression)).toEqual(['U*0,25']);
  await page.screenshot({ path: screenshotPath('quantity-survey-templates.png') });
  expect(consoleErrors).toEqual([]);
});

test('measure a room: construction, survey from a template, ten lines by keyboard, sums, print, X31, approve and transfer', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = signedIn.accessToken;
  const project = await projectWithContract(request, token);
  // The company's starter templates (idempotent; the templates page test creates them through the page).
  const starter = await request.post(`${serverBaseURL()}/api/v1/quantity-survey-templates/starter`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(starter.status()).toBe(200);

  // A construction on the project page, and a survey under it.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Neues Bauteil' }).click();
  const constructionDialog = page.getByRole('dialog', { name: 'Neues Bauteil' });
  await constructionDialog.getByRole('textbox', { name: 'Name' }).fill('Bad 1. OG');
  await constructionDialog.getByRole('textbox', { name: 'Geschoss' }).fill('1. OG');
  await constructionDialog.getByRole('textbox', { name: 'Raum' }).fill('Bad');
  await constructionDialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(constructionDialog).toBeHidden();
  await page
    .getByRole('button', { name: /Bad 1\. OG/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Neues Aufmaß' }).first().click();
  await page.screenshot({ path: screenshotPath('project-constructions.png'), fullPage: true });
  const surveyDialog = page.getByRole('dialog', { name: 'Neues Aufmaß für „Bad 1. OG“' });
  await surveyDialog.getByRole('textbox', { name: 'Name des Aufmaßes' }).fill('Aufmaß Bad');
  await surveyDialog.getByRole('button', { name: 'Aufmaß beginnen' }).click();
  await expect(page).toHaveURL(/\/constructions\/[0-9a-f-]+\/quantitySurveys\/[0-9a-f-]+/);
  await expect(page.getByRole('heading', { name: 'Aufmaß Bad', level: 1 })).toBeVisible();

  // A room template: walls 2*(L+B)*H minus a door.
  await page.getByRole('button', { name: 'Vorlage anwenden' }).click();
  const apply = page.getByRole('dialog', { name: 'Vorlage anwenden' });
  await apply.getByRole('combobox', { name: 'Vorlage' }).click();
  await page.getByRole('option', { name: /Wandflächen abzüglich Tür/ }).click();
  await apply.getByRole('combobox', { name: 'Position (OZ)' }).fill('01.0010');
  await apply.getByRole('textbox', { name: /\(L\)|^L\b|Länge/ }).fill('4,25');
  await apply.getByRole('textbox', { name: /\(B\)|^B\b|Breite/ }).fill('3,10');
  await apply.getByRole('textbox', { name: /\(H\)|^H\b|Höhe/ }).fill('2,50');
  await apply.getByRole('button', { name: 'Anwenden' }).click();
  await expect(apply).toBeHidden();
  // 2 · (4.25 + 3.10) · 2.5 = 36.75; door −0.885 · 2.01 = −1.77885 → −1.779.
  await expect(lineRow(page, '0001A0')).toContainText('36,750');
  await expect(lineRow(page, '0001B0')).toContainText('-1,779');

  // Ten lines by keyboard only: Enter in a formula saves the line and opens the next one, OZ copied.
  const typed: [string, string][] = [
    ['2,40*2,75', '6,600'], // 2.40 · 2.75
    ['-1,01*2,135', '-2,156'], // deduction: −2.15635
    ['L*H', '10,625'], // the template's sheet variables: 4.25 · 2.5
    ['1,5x2', '3,000'],
    ['(3,20+1,10)*2,5', '10,750'], // 4.30 · 2.5
    ['7', '7,000'],
    ['0,5*0,5', '0,250'],
    ['B*H', '7,750'], // 3.10 · 2.5
    ['12/8', '1,500'],
    ['-0,76*2,01', '-1,528'], // deduction: −1.5276
  ];
  await formula(page, '0001B0').focus();
  await page.keyboard.press('Enter');
  const addresses = [
    '0001C0',
    '0001D0',
    '0001E0',
    '0001F0',
    '0001G0',
    '0001H0',
    '0001I0',
    '0001J0',
    '0001K0',
    '0001L0',
  ];
  for (const [index, [expression, result]] of typed.entries()) {
    const address = addresses[index] ?? '';
    await expect(formula(page, address)).toBeFocused();
    await page.keyboard.type(expression);
    await expect(lineRow(page, address)).toContainText(result);
    await page.keyboard.press('Enter');
  }
  // Template 36.750 − 1.779 = 34.971; typed 6.600 − 2.156 + 10.625 + 3 + 10.750 + 7 + 0.250 + 7.750 + 1.500
  // − 1.528 = 43.791; position 01.0010 in all: 78.762.
  await page.getByRole('tab', { name: 'Summen' }).click();
  const sums = page.getByRole('table', { name: /Gesamtes Aufmaß/ });
  await expect(sums.getByRole('row').filter({ hasText: '01.0010' })).toContainText('78,762');
  await page.screenshot({ path: screenshotPath('quantity-survey-editor.png') });

  // Everything is on the server, with the same result.
  await expect
    .poll(async () => {
      const totals = await getSurveyTotalsViaApi(request, token, surveyIdOf(page));
      return totals.positions.find((position) => position.oz === '01.0010')?.quantity;
    })
    .toBe('78.762');
  const stored = await getSurveyViaApi(request, token, surveyIdOf(page));
  expect(stored.lines.filter((line) => line.expression !== '')).toHaveLength(12);

  // Print the sheet: a PDF of the current sheet, rendered by the server, in a new tab.
  const printed = await printSurveyPdf(page, async () => {
    await page.getByRole('button', { name: 'Drucken' }).click();
    await page.getByRole('menuitem', { name: 'Aktuelles Blatt drucken' }).click();
  });
  expect(printed.url.searchParams.get('sheets')).toBe('1');
  // Printing from the browser's menu prints the print view only.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Einreichen' })).toBeHidden();
  await page.screenshot({ path: screenshotPath('quantity-survey-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Export X31: valid against the official schema, and the quantities read back equal.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'X31 exportieren' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.X31$/i);
  const xml = await readFile(await download.path(), 'utf8');
  const validation = validateWithXmllint(xml, '31');
  expect(validation.output).toContain('validates');
  expect(validation.valid).toBe(true);
  const read = readX31(xml);
  const recalculated = calculateSurvey({ lines: read.lines, variables: read.variables });
  expect(recalculated.positions.find((position) => position.oz === '01.0010')?.quantity).toBe('78.762');

  // Submit, approve, transfer: the contract BoQ gets the measured quantity.
  await page.getByRole('button', { name: 'Einreichen' }).click();
  await expect(page.getByText('Eingereicht', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.getByText('Freigegeben – gesperrt')).toBeVisible();
  await expect(formula(page, '0001C0')).not.toBeEditable();
  await page.getByRole('button', { name: 'Mengen ins LV übernehmen' }).click();
  await expect(page.getByText('Mengen ins LV übernommen')).toBeVisible();
  const surveys = await listSurveysViaApi(request, token, project.id);
  expect(surveys[0]?.transferredAt).not.toBeNull();
  const boqs = (await (
    await request.get(`${serverBaseURL()}/api/v1/projects/${project.id}/boqs`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { id: string }[] };
  const nodes = (await (
    await request.get(`${serverBaseURL()}/api/v1/boqs/${boqs.items[0]?.id}/nodes?limit=200`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { oz: string; measuredQty: string | null }[] };
  expect(nodes.items.find((node) => node.oz === '01.0010')?.measuredQty).toBe('78.762');
  expect(consoleErrors).toEqual([]);
});

/** The survey id of the editor's URL. */
function surveyIdOf(page: Page): string {
  const match = /quantitySurveys\/([0-9a-f-]+)/.exec(page.url());
  if (!match?.[1]) throw new Error(`not on a survey editor: ${page.url()}`);
  return match[1];
}

test('start measuring at once: new client, project and construction on the fly, then the sheets page lists and prints the sheet', async ({
  page,
  signedIn,
  consoleErrors,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  void signedIn;
  const clientName = uniqueName('Hausverwaltung Krüger');
  const projectName = uniqueName('Wohnung 3 OG links');
  await page.goto('/projects/new/quantitySurvey');
  await page.getByRole('radio', { name: 'Neuer Kunde' }).check();
  await page.getByRole('textbox', { name: 'Name des Kunden' }).fill(clientName);
  await page.getByRole('radio', { name: 'Neues Projekt' }).check();
  await page.getByRole('textbox', { name: 'Name des Projekts' }).fill(projectName);
  await page.getByRole('radio', { name: 'Neues Bauteil' }).check();
  await page.getByRole('textbox', { name: 'Name des Bauteils' }).fill('Küche');
  await page.getByRole('textbox', { name: 'Name des Aufmaßes' }).fill('Aufmaß Küche');
  await page.screenshot({ path: screenshotPath('quantity-survey-new.png') });
  await page.getByRole('button', { name: 'Aufmaß beginnen' }).click();
  await expect(page.getByRole('heading', { name: 'Aufmaß Küche', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/constructions\/[0-9a-f-]+\/quantitySurveys\/[0-9a-f-]+/);

  // The first line: 3.5 · 2 = 7.
  await page.getByRole('button', { name: 'Neue Zeile' }).click();
  await expect(formula(page, '0001A0')).toBeFocused();
  await page.keyboard.type('3,5*2');
  await expect(lineRow(page, '0001A0')).toContainText('7,000');
  await page.keyboard.press('Enter');
  await expect(formula(page, '0001B0')).toBeFocused();

  // On a tablet the formula and its result stay in the first line of each row.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(formula(page, '0001A0')).toBeVisible();
  await expect(lineRow(page, '0001A0')).toContainText('7,000');
  await page.screenshot({ path: screenshotPath('quantity-survey-tablet.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The project's sheets across surveys.
  const projectId = /\/projects\/([0-9a-f-]+)\//.exec(page.url())?.[1] ?? '';
  await page.goto(`/projects/${projectId}/quantitySurveySheets`);
  const table = page.getByRole('table', { name: 'Aufmaßblätter' });
  const sheetRow = table.getByRole('row').filter({ hasText: 'Aufmaß Küche' });
  await expect(sheetRow).toContainText('Blatt 1');
  await expect(sheetRow).toContainText('Küche');
  await expect(sheetRow).toContainText('Entwurf');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Freigegeben' }).click();
  await expect(page.getByText('Kein Aufmaßblatt passt zu den Filtern.')).toBeVisible();
  await expect(page).toHaveURL(/status=approved/);
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(sheetRow).toBeVisible();
  // Printing all shown sheets: the survey's PDF with its sheet, whose line result reads 7,000.
  const sheetsPdf = await printSurveyPdf(page, () => page.getByRole('button', { name: 'Drucken' }).click());
  expect(sheetsPdf.url.searchParams.get('sheets')).toBe('1');
  expect(await pdfText(sheetsPdf.pdf, testInfo.outputPath('sheets.pdf'))).toContain('7,000');
  await page.screenshot({ path: screenshotPath('quantity-survey-sheets.png') });

  // A survey from another program's X31: two lines and a deduction for 01.0020, 4.25 · 3.10 − 0.6 · 0.6 =
  // 13.175 − 0.36 = 12.815.
  const lines: SurveyLine[] = [
    {
      id: 'a',
      sheet: 2,
      row: 'A0',
      oz: '01.0020',
      marker: '',
      text: 'Decke',
      formulaNumber: 0,
      expression: '4,25*3,10',
    },
    {
      id: 'b',
      sheet: 2,
      row: 'B0',
      oz: '01.0020',
      marker: '',
      text: 'Schacht',
      formulaNumber: 0,
      expression: '-0,6*0,6',
    },
  ];
  const { xml } = writeX31({
    project: { name: projectName },
    survey: { name: 'Aufmaß Decke Fremdsystem', date: '2026-11-20' },
    boq: {
      name: 'LV',
      breakdown: [
        { type: 'BoQLevel', label: null, length: 2, numeric: true },
        { type: 'Item', label: null, length: 4, numeric: true },
      ],
      items: [{ oz: '01.0020', shortText: 'Decke', unit: 'm2', quantity: null }],
    },
    lines,
    variables: [],
    results: calculateSurvey({ lines, variables: [] }),
  });
  await page.getByRole('button', { name: 'X31 importieren' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Aufmaß aus X31 importieren' });
  await importDialog.getByTestId('import-file-input').setInputFiles({
    name: 'decke.x31',
    mimeType: 'application/xml',
    buffer: Buffer.from(xml, 'utf8'),
  });
  await importDialog.getByRole('button', { name: 'Importieren' }).click();
  const summary = page.getByTestId('x31-import-summary');
  await expect(summary).toContainText('Aufmaß Decke Fremdsystem');
  await page.getByRole('button', { name: 'Aufmaß öffnen' }).click();
  await expect(page.getByRole('heading', { name: 'Aufmaß Decke Fremdsystem', level: 1 })).toBeVisible();
  await expect(lineRow(page, '0002B0')).toContainText('-0,360');
  await page.getByRole('tab', { name: 'Summen' }).click();
  await expect(
    page
      .getByRole('table', { name: /Gesamtes Aufmaß/ })
      .getByRole('row')
      .filter({ hasText: '01.0020' }),
  ).toContainText('12,815');
  expect(consoleErrors).toEqual([]);
});
