import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { COMPANY_NAME, serverBaseURL } from '../support/env';

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
}

test('the manifest is linked and valid', async ({ page, request }) => {
  await page.goto('/');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href ?? '', `${serverBaseURL()}/`);
  expect(manifestUrl.pathname).toBe('/manifest.webmanifest');

  const response = await request.get(manifestUrl.href);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { name?: string; icons?: ManifestIcon[]; start_url?: string };
  expect(manifest.name).toBeTruthy();
  const icons = manifest.icons ?? [];
  const sizes = icons.map((icon) => icon.sizes);
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  for (const icon of icons) {
    const iconResponse = await request.get(new URL(icon.src, manifestUrl).href);
    expect(iconResponse.status(), icon.src).toBe(200);
    expect(iconResponse.headers()['content-type'], icon.src).toContain('image/');
  }
});

test('the service worker controls / and the shell renders offline', async ({
  page,
  context,
  signedIn: _s,
}) => {
  await page.goto('/');
  await expect(page.getByText(COMPANY_NAME).first()).toBeVisible();

  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, scriptURL: ready.active?.scriptURL ?? null };
  });
  expect(registration.scope).toBe(`${serverBaseURL()}/`);
  expect(registration.scriptURL).toBe(`${serverBaseURL()}/sw.js`);

  // A page loaded before the worker activated is only controlled after a reload (unless the worker claims it).
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-layout]').first()).toBeVisible();
  await context.setOffline(false);
});
