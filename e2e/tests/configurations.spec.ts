import { expect } from '@playwright/test';
import { boqSchema, boqStructureResponseSchema } from '@vendoc/contract/boqs';
import { boqCell, boqRow } from '../support/boq-grid';
import { seedWindowCatalogViaApi, WINDOW } from '../support/configurations-api';
import { test } from '../support/fixtures';
import { createClientViaApi, createProjectViaApi, postViaApi, uniqueName } from '../support/records-api';
import { createConstructionViaApi } from '../support/surveys-api';

const SCREENSHOTS = 'test-results/screenshots';

test.use({ viewport: { width: 1440, height: 900 } });

// Exact decimal arithmetic for the expected price, independent of the app: fixed point with 10 decimals.
const SCALE = 10n ** 10n;
function fixed(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(10, '0').slice(0, 10));
}
const times = (a: bigint, b: bigint) => (a * b) / SCALE;
const percentUp = (value: bigint, percent: string) =>
  (value * (100n * SCALE + fixed(percent))) / (100n * SCALE);
/** Rounded half up to cents, in German notation ("1.234,56"). */
function germanCents(value: bigint): string {
  const cents = (value * 100n + SCALE / 2n) / SCALE;
  const euros = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${euros},${(cents % 100n).toString().padStart(2, '0')}`;
}

/**
 * The window's unit price from the seeded catalog: frame plus the 3-fach glass by area, with the material markup;
 * fitting minutes 60 + 24 per m² at the hourly rate, with the labour markup.
 */
function expectedTripleWindowPrice(widthMm: number, heightMm: number): bigint {
  const area = (BigInt(widthMm * heightMm) * SCALE) / 1_000_000n;
  const material = fixed(WINDOW.framePrice) + times(area, fixed(WINDOW.tripleGlassPrice));
  const minutes = fixed(WINDOW.fittingBase) + times(area, fixed(WINDOW.fittingPerSquareMetre));
  const labour = (minutes * fixed(WINDOW.hourlyRate)) / (60n * SCALE);
  return percentUp(material, WINDOW.markups.material) + percentUp(labour, WINDOW.markups.labour);
}

test('a window configured for a construction goes into the offer BoQ under a title with its price', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const token = signedIn.accessToken;
  const { catalogName } = await seedWindowCatalogViaApi(request, token);
  const client = await createClientViaApi(request, token, {
    kind: 'private',
    name: uniqueName('Familie Berg'),
  });
  const project = await createProjectViaApi(request, token, {
    name: uniqueName('Sanierung Altbau'),
    clientId: client.id,
  });
  const boq = boqSchema.parse(
    await postViaApi(request, token, `/api/v1/projects/${project.id}/boqs`, {
      name: 'Angebot Fenster',
      kind: 'offer',
    }),
  );
  const title = boqStructureResponseSchema.parse(
    await postViaApi(request, token, `/api/v1/boqs/${boq.id}/nodes`, {
      kind: 'title',
      parentId: null,
      shortText: 'Fenster Obergeschoss',
    }),
  ).node!;
  await createConstructionViaApi(request, token, project.id, { name: 'Fenster Raum 1.04' });

  // Start from the construction on the project page.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: /^Fenster Raum 1\.04/, expanded: false }).click();
  await page
    .getByRole('region', { name: 'Fenster Raum 1.04' })
    .getByRole('button', { name: 'Konfigurieren' })
    .click();
  const start = page.getByRole('dialog', { name: /Neue Konfiguration/ });
  await start.getByLabel('Leistungskatalog').selectOption({ label: `${catalogName} (Fenster)` });
  await start.getByRole('combobox', { name: 'Position suchen' }).fill('Kunststofffenster');
  await start.getByRole('option', { name: /Kunststofffenster nach Maß/ }).click();
  await expect(start.getByText(/2 Parameter · 1 Variantengruppen/)).toBeVisible();
  await start.getByLabel('Name').fill('Fenster links');
  await start.getByRole('button', { name: 'Konfigurieren' }).click();

  await expect(page).toHaveURL(/\/constructions\/[^/]+\/configurations\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fenster links' })).toBeVisible();
  // The defaults: 1000 × 1250 mm, 2-fach.
  await expect(page.getByRole('textbox', { name: 'Breite' })).toHaveValue('1000');
  await expect(page.getByText('400 bis 2.400 mm, Schritt 10 · Vorgabe 1.000 mm')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: '2-fach' })).toBeChecked();

  // A width beyond the limit is refused with the server's reason at the field, and not saved.
  const width = page.getByRole('textbox', { name: 'Breite' });
  await width.fill('2.500');
  await expect(page.getByText('Breite muss zwischen 400 mm und 2.400 mm liegen')).toBeVisible();
  await expect(width).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Nicht gespeichert' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zum LV hinzufügen' })).toBeDisabled();

  await width.fill('1.200');
  await page.getByRole('textbox', { name: 'Höhe' }).fill('1400');
  await page.getByRole('radio', { name: '3-fach' }).check();
  const unitPrice = germanCents(expectedTripleWindowPrice(1200, 1400));
  await expect(page.getByTestId('configuration-unit-price')).toHaveText(`${unitPrice}\u00a0€`);
  await expect(page.getByTestId('configuration-total')).toHaveText(`${unitPrice}\u00a0€`);
  await expect(page.getByTestId('configuration-quantity')).toHaveText('1,000 St');
  await expect(page.getByTestId('configuration-long-text')).toContainText('3-fach Wärmeschutzglas');
  await expect(page.getByTestId('configuration-long-text')).toContainText('Breite: 1.200 mm');
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/configuration-1440.png`, fullPage: true });

  // On a phone the fields stack above the price.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('textbox', { name: 'Höhe' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/configuration-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Add it under the title of the offer BoQ.
  await page.getByRole('button', { name: 'Zum LV hinzufügen' }).click();
  const add = page.getByRole('dialog', { name: 'Zum LV hinzufügen' });
  await expect(add.getByRole('combobox', { name: 'LV' })).toContainText('Angebot Fenster');
  await expect(add.getByRole('combobox', { name: 'Titel' })).toContainText(
    `${title.oz} Fenster Obergeschoss`,
  );
  await add.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(add).toBeHidden();
  const addedOz = `${title.oz}.0010`;
  await expect(page.getByText(`Im LV: Angebot Fenster, Position ${addedOz}`)).toBeVisible();
  // Added: read-only, no second add.
  await expect(page.getByRole('textbox', { name: 'Breite' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Zum LV hinzufügen' })).toHaveCount(0);

  // The BoQ shows the item with the price, quantity 1.
  await page.getByRole('link', { name: 'LV öffnen' }).click();
  await expect(boqRow(page, addedOz)).toBeVisible();
  await expect(boqCell(page, addedOz, 1)).toContainText('Kunststofffenster nach Maß');
  await expect(boqCell(page, addedOz, 4)).toContainText(unitPrice);
  await expect(boqCell(page, addedOz, 5)).toContainText(unitPrice);

  // Back on the construction, the configuration is listed as in the BoQ.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: /^Fenster Raum 1\.04/, expanded: false }).click();
  const listed = page
    .getByRole('list', { name: 'Konfigurationen' })
    .getByRole('link', { name: /Fenster links/ });
  await expect(listed).toContainText('Im LV');
  await expect(listed).toContainText(`1,000 St · ${unitPrice}\u00a0€`);
  // The refused width was a 400 of the configure call (the browser logs it); nothing else went wrong.
  const refused = (error: string) => error.includes('status of 400') && error.includes('/configure');
  expect(consoleErrors.filter((error) => !refused(error))).toEqual([]);
});
