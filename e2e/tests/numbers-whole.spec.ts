import { expect } from '@playwright/test';
import { projectWithBoqViaApi, gaebSample } from '../support/boqs-api';
import { createArticleViaApi, createCatalogViaApi } from '../support/catalogs-api';
import { clippedTexts } from '../support/clipping';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { postViaApi, uniqueName } from '../support/records-api';
import { createSurveyViaApi, getSurveyViaApi } from '../support/surveys-api';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 1024, height: 768 },
] as const;

test('article prices as large as the contract allows show every digit', async ({
  page,
  request,
  signedIn,
}) => {
  const token = signedIn.accessToken;
  const catalog = await createCatalogViaApi(request, token, { name: uniqueName('Großhandel') });
  await createArticleViaApi(request, token, catalog.id, {
    number: 'MAX-1',
    shortText: 'Teuerstes Teil',
    unit: 'Stk',
    // 10 digits before the comma and 4 after: the largest price an article may have.
    purchasePrice: '9999999999.9999',
    listPrice: '1234567890.1234',
  });
  await page.goto(`/serviceCatalogs/${catalog.id}/articleManagement`);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('gridcell', { name: /9\.999\.999\.999,9999/ })).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const cells = grid.getByRole('gridcell').filter({ hasText: /\d,\d/ });
    await expect(cells.first()).toBeVisible();
    expect(await clippedTexts(cells), `cut prices (${size.name})`).toEqual([]);
    await page.screenshot({ path: screenshotPath(`articles-large-prices-${size.name}.png`) });
  }
});

test('survey results too wide for their column wrap instead of hiding digits', async ({
  page,
  request,
  signedIn,
}) => {
  const token = signedIn.accessToken;
  const { projectId } = await projectWithBoqViaApi(request, token, gaebSample('boq.x83'));
  const survey = await createSurveyViaApi(request, token, { projectId, name: uniqueName('Großaufmaß') });
  const [sheet] = (await getSurveyViaApi(request, token, survey.id)).sheets;
  for (const expression of ['123456789012*1000', '-98765432109*1000', '2,5']) {
    await postViaApi(request, token, `/api/v1/quantity-surveys/${survey.id}/lines`, {
      sheetId: sheet?.id,
      oz: '01.02.0010',
      expression,
    });
  }
  await page.goto(`/projects/${projectId}/constructions/none/quantitySurveys/${survey.id}`);
  const results = page.getByTestId('line-result');
  await expect(results).toHaveText(['123.456.789.012.000,000', '-98.765.432.109.000,000', '2,500']);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(results.first()).toBeVisible();
    expect(await clippedTexts(results), `cut results (${size.name})`).toEqual([]);
    await page.screenshot({ path: screenshotPath(`survey-large-results-${size.name}.png`) });
  }
});
