import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { serverBaseURL } from '../support/env';
import { screenshotPath } from '../support/paths';
import { uniqueName } from '../support/records-api';
import { createTemplateViaApi } from '../support/templates-api';

// The template list shows a thumbnail of each template's first page (issue 13), drawn like the canvas.

test('designer list: every template shows its first page, upright or across', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  const name = uniqueName('Quer');
  const created = await createTemplateViaApi(request, signedIn.accessToken, { kind: 'letter', name });
  const landscape = await request.patch(`${serverBaseURL()}/api/v1/document-templates/${created.id}`, {
    data: {
      template: { ...created.template, page: { format: 'A4', orientation: 'landscape' } },
      version: created.version,
    },
    headers: { Authorization: `Bearer ${signedIn.accessToken}` },
  });
  expect(landscape.status(), await landscape.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/designer');
  const offers = page.getByRole('list', { name: 'Angebot' });
  const offerThumbnail = offers.getByTestId('template-thumbnail').first();
  await expect(offerThumbnail.locator('[data-element-id]').first()).toBeAttached();
  await expect(offerThumbnail.getByText('Muster Fensterbau GmbH').first()).toBeVisible();
  const upright = await offerThumbnail.getByTestId('template-thumbnail-page').boundingBox();
  expect(upright && upright.height > upright.width).toBe(true);

  await page.screenshot({ path: screenshotPath('designer-list-thumbnails.png') });

  // rows further down draw their thumbnail when scrolled to
  const letterRow = page.getByRole('link', { name: new RegExp(`^${name}`) });
  await letterRow.scrollIntoViewIfNeeded();
  const across = letterRow.getByTestId('template-thumbnail-page');
  await expect(across).toBeVisible();
  const box = await across.boundingBox();
  expect(box && box.width > box.height).toBe(true);

  await page.screenshot({ path: screenshotPath('designer-list-thumbnails-landscape.png') });
  expect(consoleErrors).toEqual([]);
});
