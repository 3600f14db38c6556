import { expect } from '@playwright/test';
import { boqCell } from '../support/boq-grid';
import { gaebSample, getNodesViaApi, projectWithBoqViaApi, patchNodeViaApi } from '../support/boqs-api';
import { clippedTexts } from '../support/clipping';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';

/** The tender sample with titles and every item kind. */
const TENDER = gaebSample('boq.x83');

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

const cell = boqCell;

test('numbers of the BoQ table show every digit, however large, on a desktop and a tablet', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  const token = signedIn.accessToken;
  const { projectId, boqId } = await projectWithBoqViaApi(request, token, TENDER);
  const nodes = await getNodesViaApi(request, token, boqId);
  const byOz = (oz: string) => {
    const node = nodes.find((candidate) => candidate.oz === oz);
    if (!node) throw new Error(`no node ${oz}`);
    return node;
  };
  // The quantity, and the largest quantity and unit price the API takes (12 digits, 3 decimals).
  await patchNodeViaApi(request, token, boqId, byOz('01.02.0010'), {
    qty: '12345678.012',
    unitPrice: '1234567.891',
  });
  await patchNodeViaApi(request, token, boqId, byOz('01.02.0020'), {
    qty: '999999999999.999',
    unitPrice: '999999999999.999',
  });

  await page.goto(`/projects/${projectId}/positions`);
  await expect(cell(page, '01.02.0010', 2)).toHaveText('12.345.678,012');
  await expect(cell(page, '01.02.0010', 4)).toHaveText('1.234.567,891');
  await expect(cell(page, '01.02.0010', 5)).toHaveText('15.241.577.666.239,91');
  await expect(cell(page, '01.02.0020', 4)).toHaveText('999.999.999.999,999');
  await expect(cell(page, '01.02.0020', 5)).toHaveText('999.999.999.999.998.000.000.000,00');

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(cell(page, '01.02.0020', 5)).toBeVisible();
    const figures = page.getByRole('treegrid').getByRole('gridcell').filter({ hasText: /\d/ });
    expect(await clippedTexts(figures), `cut numbers in the BoQ table (${size.name})`).toEqual([]);
    expect(await clippedTexts(page.getByTestId(/^boq-/)), `cut totals (${size.name})`).toEqual([]);
    await page.screenshot({ path: screenshotPath(`positions-large-numbers-${size.name}.png`) });
    // Wider than the screen: the table scrolls sideways to its last column, which shows its numbers whole too.
    await page.getByRole('treegrid').evaluate((grid) => grid.scrollTo({ left: grid.scrollWidth }));
    await expect(page.getByRole('columnheader', { name: 'GP' })).toBeInViewport();
    expect(await clippedTexts(figures), `cut numbers, scrolled to the end (${size.name})`).toEqual([]);
    await page.screenshot({ path: screenshotPath(`positions-large-numbers-${size.name}-scrolled.png`) });
    await page.getByRole('treegrid').evaluate((grid) => grid.scrollTo({ left: 0 }));
  }
  expect(consoleErrors).toEqual([]);
});
