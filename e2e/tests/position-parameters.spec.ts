import { expect, type Locator } from '@playwright/test';
import {
  createArticleViaApi,
  createCatalogPositionViaApi,
  createCatalogViaApi,
  getCatalogPositionViaApi,
} from '../support/catalogs-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { uniqueName } from '../support/records-api';

test.use({ viewport: { width: 1440, height: 900 } });

const AREA = 'Breite * Hoehe / 1000000';

/** Types the values into the parameter row `row` (1-based), by the columns' names. */
async function fillParameter(section: Locator, row: number, values: Record<string, string>) {
  for (const [column, text] of Object.entries(values))
    await section.getByRole('textbox', { name: `${column}, Parameter ${row}` }).fill(text);
}

/**
 * Scrolls the editor's own scroll box (not the page around it, as scrollIntoView would) so that `target` is in
 * its middle, for the screenshots.
 */
async function centre(target: Locator) {
  await target.evaluate((element) => {
    let box = element.parentElement;
    while (
      box &&
      !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))
    )
      box = box.parentElement;
    if (!box) return;
    const offset = element.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTop += offset - (box.clientHeight - element.getBoundingClientRect().height) / 2;
  });
}

test('a position gets width and height as parameters and formulas, keeps them, and refuses bad limits at the field', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  const token = signedIn.accessToken;
  const catalog = await createCatalogViaApi(request, token, {
    name: uniqueName('Fenster'),
    trade: 'Fenster',
  });
  const glass = await createArticleViaApi(request, token, catalog.id, {
    number: 'GL-2',
    shortText: 'Isolierglas 2-fach',
    unit: 'm2',
    purchasePrice: '45.00',
  });
  const position = await createCatalogPositionViaApi(request, token, catalog.id, {
    number: '01.0010',
    shortText: 'Kunststofffenster nach Maß',
    unit: 'St',
    calculation: {
      components: [{ id: 'glass', kind: 'article', articleId: glass.id, quantity: '1' }],
      markups: { material: '15', labour: '0', equipment: '0', subcontractor: '0' },
    },
  });

  await page.goto(`/serviceCatalogs/${catalog.id}/positionManagement?position=${position.id}`);
  const editor = page.getByRole('form', { name: 'Position 01.0010 bearbeiten' });
  const section = editor.getByRole('region', { name: 'Parameter' });
  await expect(section.getByText('Keine Parameter: die Position wird nicht konfiguriert.')).toBeVisible();
  await expect(editor.getByRole('columnheader', { name: 'Formel' })).toHaveCount(0);

  // Two parameters in mm with limits, steps and defaults; German notation with thousands dots.
  await section.getByRole('button', { name: 'Parameter hinzufügen' }).click();
  await fillParameter(section, 1, {
    Name: 'Breite',
    Bezeichnung: 'Breite',
    Einheit: 'mm',
    Minimum: '400',
    Maximum: '2.400',
    Schrittweite: '10',
    Vorgabe: '1.000',
  });
  await section.getByRole('button', { name: 'Parameter hinzufügen' }).click();
  await fillParameter(section, 2, {
    Name: 'Hoehe',
    Bezeichnung: 'Höhe',
    Einheit: 'mm',
    Minimum: '400',
    Maximum: '2.400',
    Schrittweite: '0,5',
    Vorgabe: '1.250',
  });
  // With parameters the sheet has a formula per component, and the position a quantity formula.
  await editor.getByRole('textbox', { name: 'Formel, Zeile 1' }).fill(AREA);
  await section.getByRole('textbox', { name: 'Mengenformel' }).fill(AREA);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('position-parameters.png') });
  await centre(editor.getByRole('table', { name: 'Komponenten der Kalkulation' }));
  await page.screenshot({ path: screenshotPath('position-parameters-formulas.png') });

  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Position 01.0010 gespeichert')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  const saved = await getCatalogPositionViaApi(request, token, catalog.id, position.id);
  expect(saved.parameters).toEqual([
    {
      name: 'Breite',
      label: 'Breite',
      unit: 'mm',
      min: '400',
      max: '2400',
      step: '10',
      defaultValue: '1000',
    },
    { name: 'Hoehe', label: 'Höhe', unit: 'mm', min: '400', max: '2400', step: '0.5', defaultValue: '1250' },
  ]);
  expect(saved.formulas).toEqual({ quantity: AREA, components: { glass: AREA } });

  // After a reload the editor shows what the server keeps, in German notation.
  await page.reload();
  await expect(section.getByRole('textbox', { name: 'Name, Parameter 2' })).toHaveValue('Hoehe');
  await expect(section.getByRole('textbox', { name: 'Maximum, Parameter 1' })).toHaveValue('2400');
  await expect(section.getByRole('textbox', { name: 'Schrittweite, Parameter 2' })).toHaveValue('0,5');
  await expect(section.getByRole('textbox', { name: 'Vorgabe, Parameter 2' })).toHaveValue('1250');
  await expect(section.getByRole('textbox', { name: 'Mengenformel' })).toHaveValue(AREA);
  await expect(editor.getByRole('textbox', { name: 'Formel, Zeile 1' })).toHaveValue(AREA);

  // A maximum below the minimum and a default outside the limits: refused at the fields, nothing sent.
  const maximum = section.getByRole('textbox', { name: 'Maximum, Parameter 1' });
  const heightDefault = section.getByRole('textbox', { name: 'Vorgabe, Parameter 2' });
  await maximum.fill('300');
  await heightDefault.fill('3.000');
  let patched = false;
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH') patched = true;
  });
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(maximum).toHaveAttribute('aria-invalid', 'true');
  await expect(maximum).toHaveAccessibleDescription('Das Maximum darf nicht kleiner als das Minimum sein');
  await expect(heightDefault).toHaveAccessibleDescription(
    'Vorgabe: Höhe muss zwischen 400,0 mm und 2.400,0 mm liegen',
  );
  await expect(editor.getByRole('alert')).toContainText('Bitte korrigieren Sie die markierten Felder.');
  await centre(section.getByText(/^Vorgabe: Höhe/));
  await page.screenshot({ path: screenshotPath('position-parameters-refused.png') });
  expect(patched).toBe(false);

  // The server refuses the same with the same reason at the same path.
  const refused = await request.patch(
    `${serverBaseURL()}/api/v1/service-catalogs/${catalog.id}/positions/${position.id}`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { parameters: [{ ...saved.parameters[0], max: '300' }], version: saved.version },
    },
  );
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: unknown[] }).errors).toContainEqual({
    path: 'parameters.0.max',
    message: 'Das Maximum darf nicht kleiner als das Minimum sein',
  });
  expect(consoleErrors).toEqual([]);
});
