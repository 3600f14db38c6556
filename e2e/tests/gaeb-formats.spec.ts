import { expect } from '@playwright/test';
import { generateGaeb2000 } from '@vendoc/gaeb/gaeb2000/generate';
import { readGaeb } from '@vendoc/gaeb/reader';
import { formatGerman } from '@vendoc/money/decimal';
import { boqCell, boqGrid, boqRow } from '../support/boq-grid';
import { listBoqsViaApi, getNodesViaApi } from '../support/boqs-api';
import { createCatalogPositionViaApi, createCatalogViaApi } from '../support/catalogs-api';
import { clippedTexts } from '../support/clipping';
import { DEEP_OZ, deepBoqX83 } from '../support/deep-boq';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { applyMatchedPrices, chooseMatchingBoq, matchingRow } from '../support/matching-page';

/** The deep tender of the grid tests, as a GAEB 2000 P83 (an older AVA program's export of the same bill). */
function deepBoqP83(): { name: string; mimeType: string; buffer: Buffer } {
  const document = readGaeb(deepBoqX83().buffer).document;
  return {
    name: 'Ausschreibung Rohbau.P83',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(generateGaeb2000(document, { phase: 83 }).bytes),
  };
}

test('a GAEB 2000 tender: imported as P83, two items priced by matching, full OZ, quantities and units in the grid', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  test.slow();
  const token = signedIn.accessToken;
  await page.setViewportSize({ width: 1440, height: 900 });
  const client = await createClientViaApi(request, token, {
    kind: 'public',
    name: uniqueName('Stadt Müllheim'),
  });
  const project = await createProjectViaApi(request, token, {
    name: uniqueName('Neubau Sporthalle'),
    clientId: client.id,
  });
  const catalog = await createCatalogViaApi(request, token, { name: uniqueName('Erdbau'), trade: 'Erdbau' });
  for (const position of [
    {
      number: '01.0010',
      shortText: 'Boden lösen, laden und zur Deponie fahren',
      unit: 'm3',
      priceOverride: '38.50',
    },
    {
      number: '01.0020',
      shortText: 'Baustelle einrichten, vorhalten und räumen',
      unit: 'psch',
      priceOverride: '2450.00',
    },
  ])
    await createCatalogPositionViaApi(request, token, catalog.id, position);

  // The import dialog offers GAEB 2000 files and reads it as the same BoQ a DA XML file gives.
  await page.goto(`/projects/${project.id}/positions`);
  await page.getByRole('button', { name: 'LV importieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'LV importieren' });
  const input = dialog.getByTestId('import-file-input');
  expect((await input.getAttribute('accept'))?.split(',')).toEqual(
    expect.arrayContaining(['.P83', '.p83', '.D83']),
  );
  await input.setInputFiles(deepBoqP83());
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  const done = page.getByRole('dialog', { name: 'LV importiert' });
  await expect(done.getByTestId('import-summary').getByRole('definition')).toHaveText([
    'Ausschreibung Rohbau.P83',
    'P83 Angebotsaufforderung',
    '2000',
    '4',
    '38',
  ]);
  await done.screenshot({ path: screenshotPath('gaeb2000-import-summary.png') });
  await done.getByRole('button', { name: 'LV öffnen' }).click();
  await expect(page.getByTestId('boq-info')).toContainText('GAEB 2000');
  const [boq] = await listBoqsViaApi(request, token, project.id);
  if (!boq) throw new Error('the P83 was not imported');

  // Matching: the two items take the catalog's positions; the others stay without a price.
  await page.goto(`/serviceCatalogs/${catalog.id}/positionMatching`);
  const matching = await chooseMatchingBoq(page, project.name, boq.name);
  for (const oz of [DEEP_OZ.hugeQty, DEEP_OZ.lumpSum]) {
    const item = matchingRow(page, matching, oz);
    await item.getByRole('button', { name: 'Annehmen' }).click();
    await expect(item).toContainText('angenommen');
  }
  await page.screenshot({ path: screenshotPath('gaeb2000-matching.png') });
  const applied = await applyMatchedPrices(page);
  await expect(applied.getByRole('status')).toHaveText('2 Einheitspreise gesetzt.');
  await applied.getByRole('link', { name: 'Zu den Positionen' }).click();

  // The grid at 1440 x 900: the deep OZ, the huge quantity, PSCH and the prices whole, nothing clipped.
  await expect(boqGrid(page)).toBeVisible();
  await expect(boqRow(page, DEEP_OZ.hugeQty)).toBeVisible();
  await expect(boqCell(page, DEEP_OZ.hugeQty, 0)).toContainText(DEEP_OZ.hugeQty);
  await expect(boqCell(page, DEEP_OZ.hugeQty, 2)).toHaveText('12.345.678,012');
  await expect(boqCell(page, DEEP_OZ.hugeQty, 4)).toHaveText('38,50');
  await expect(boqCell(page, DEEP_OZ.hugeQty, 5)).toHaveText(formatGerman('475308603.46', 2));
  await expect(boqCell(page, DEEP_OZ.lumpSum, 3)).toHaveText('PSCH');
  await expect(boqCell(page, DEEP_OZ.lumpSum, 4)).toHaveText('2.450,00');
  // Every cell but the short text (which may end in "…" with the whole text on hover) shows its text uncut.
  for (const oz of [DEEP_OZ.hugeQty, DEEP_OZ.lumpSum])
    for (const column of [0, 2, 3, 4, 5]) expect(await clippedTexts(boqCell(page, oz, column))).toEqual([]);
  // And the whole row up to its GP is on screen beside the detail panel, without scrolling sideways.
  const gp = (await boqCell(page, DEEP_OZ.hugeQty, 5).boundingBox())!;
  const panel = (await page.getByRole('complementary', { name: 'Details der Zeile' }).boundingBox())!;
  expect(gp.x + gp.width).toBeLessThanOrEqual(panel.x);
  await page.screenshot({ path: screenshotPath('gaeb2000-grid-1440.png') });
  const nodes = await getNodesViaApi(request, token, boq.id);
  expect(nodes.find((node) => node.oz === DEEP_OZ.hugeQty)).toMatchObject({
    qty: '12345678.012',
    unitPrice: '38.50',
    total: '475308603.46',
  });
  expect(nodes.filter((node) => node.unitPrice !== null)).toHaveLength(2);
  expect(consoleErrors).toEqual([]);
});
