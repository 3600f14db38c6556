import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { COMPANY_NAME } from '../support/env';
import { screenshotPath } from '../support/paths';

const WHITE = 'rgb(255, 255, 255)';
const BLACK = 'rgb(0, 0, 0)';

test('the theme switch changes the background and is remembered', async ({ page, signedIn: _signedIn }) => {
  await page.goto('/');
  await expect(page.getByText(COMPANY_NAME).first()).toBeVisible();
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', WHITE);

  await page.getByRole('button', { name: 'Dunkles Design' }).click();
  await expect(body).toHaveCSS('background-color', BLACK);
  await expect(page.getByRole('button', { name: 'Helles Design' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('home-dark.png') });

  await page.reload();
  await expect(page.getByText(COMPANY_NAME).first()).toBeVisible();
  await expect(body).toHaveCSS('background-color', BLACK);

  await page.getByRole('button', { name: 'Helles Design' }).click();
  await expect(body).toHaveCSS('background-color', WHITE);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Dunkles Design' })).toBeVisible();
  await expect(body).toHaveCSS('background-color', WHITE);
});
