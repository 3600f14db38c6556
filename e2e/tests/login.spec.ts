import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { adminCredentials, COMPANY_NAME } from '../support/env';
import { announcedToasts, loginPrompt, toastsOnScreen } from '../support/prompts';
import { screenshotPath } from '../support/paths';
import { readStoredSession } from '../support/session';

async function expectAtBottomEnd(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('toast or viewport has no size');
  expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height / 2).toBeGreaterThan(viewport.height / 2);
}

test('first visit asks for a login, validates it and then shows the home page', async ({ page }) => {
  const admin = adminCredentials();
  const prompt = loginPrompt(page);

  await page.goto('/');
  await expect(prompt.dialog).toBeVisible();
  await expect(prompt.userName).toHaveAttribute('placeholder', 'Benutzername');
  await expect(prompt.password).toHaveAttribute('placeholder', 'Passwort');
  await expect(prompt.dialog.locator('svg, img').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('login-prompt.png') });

  await prompt.submit.click();
  await expect(prompt.dialog.getByText('Please enter login and password', { exact: true })).toBeVisible();

  await prompt.userName.fill(admin.userName);
  await prompt.password.fill('definitely-not-the-password');
  await prompt.submit.click();
  const toast = toastsOnScreen(page).first();
  await expect(toast).toBeVisible();
  // SPEC.md section 2: toasts appear at the bottom end (bottom right in a left-to-right page) for 4 s.
  await expectAtBottomEnd(page, toast);
  await expect(toast.getByRole('button')).toHaveCount(0);
  await expect(toast).toBeHidden({ timeout: 8_000 });
  // The prompt asks again after a wrong password.
  await expect(prompt.dialog).toBeVisible();

  // The prompt opens afresh after the failure: fill both fields again.
  await prompt.userName.fill(admin.userName);
  await prompt.password.fill(admin.password);
  await prompt.submit.click();
  await expect(prompt.dialog).toBeHidden();
  await expect(page.getByText(COMPANY_NAME).first()).toBeVisible();
  await expect(page.getByText(admin.userName).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('home.png') });

  const stored = await readStoredSession(page);
  expect(stored.refreshToken).toBeTruthy();
  expect(stored.access_token).toBeTruthy();
  expect(stored.accessToken).toBe(stored.access_token);

  await page.reload();
  await expect(page.getByText(COMPANY_NAME).first()).toBeVisible();
  await expect(prompt.dialog).toHaveCount(0);
});

test('the wrong-password toast is announced to assistive technology', async ({ page }) => {
  const prompt = loginPrompt(page);
  await page.goto('/');
  await prompt.userName.fill(adminCredentials().userName);
  await prompt.password.fill('definitely-not-the-password');
  await prompt.submit.click();
  await expect(toastsOnScreen(page).first()).toBeVisible();
  // While the login prompt is open (a modal), the toast must not sit inside the content the modal hides.
  await expect(announcedToasts(page).first()).toBeVisible();
});
