import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { refreshStatus } from '../support/api';
import { COMPANY_NAME } from '../support/env';
import { loginPrompt } from '../support/prompts';
import { readStoredSession } from '../support/session';

test('signing out leads to /logedOut and back to the login prompt', async ({ page, request, signedIn }) => {
  await page.goto('/');
  await expect(page.getByText(COMPANY_NAME).first()).toBeVisible();

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();

  await expect(page).toHaveURL(/\/logedOut$/);
  // Rendered as a button; semantically it may be a link back to / (it navigates).
  const again = page
    .getByRole('button', { name: 'Erneut anmelden' })
    .or(page.getByRole('link', { name: 'Erneut anmelden' }));
  await expect(again).toBeVisible();
  const stored = await readStoredSession(page);
  expect(stored.refreshToken).toBeNull();
  expect(stored.access_token).toBeNull();
  // The server revoked the session's refresh token family.
  expect(await refreshStatus(request, signedIn.refreshToken)).toBe(401);

  await again.click();
  await expect(loginPrompt(page).dialog).toBeVisible();
});
