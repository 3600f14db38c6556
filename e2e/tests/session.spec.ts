import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { logoutViaApi, meStatus, refreshStatus, signInViaApi } from '../support/api';
import { COMPANY_NAME, serverBaseURL } from '../support/env';
import { loginPrompt } from '../support/prompts';
import { readStoredSession, seedSession } from '../support/session';

// A well-formed JWT whose signature the server cannot verify and whose `exp` lies in the past.
const EXPIRED_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAiLCJleHAiOjE3MDAwMDAwMDB9.' +
  'c2lnbmF0dXJlLW5vdC12YWxpZA';

test('an expired access token is refreshed silently', async ({ page, request }) => {
  const tokens = await signInViaApi(request);
  await seedSession(page, {
    accessToken: EXPIRED_ACCESS_TOKEN,
    refreshToken: tokens.refreshToken,
    url: serverBaseURL(),
  });

  await page.goto('/');
  await expect(page.getByText(COMPANY_NAME).first()).toBeVisible();
  await expect(loginPrompt(page).dialog).toHaveCount(0);

  const stored = await readStoredSession(page);
  expect(stored.refreshToken).toBeTruthy();
  expect(stored.refreshToken).not.toBe(tokens.refreshToken);
  expect(stored.access_token).not.toBe(EXPIRED_ACCESS_TOKEN);
  expect(stored.accessToken).toBe(stored.access_token);
  expect(await meStatus(request, stored.access_token ?? '')).toBe(200);
  // The refresh rotated the seeded token: it must not work a second time.
  expect(await refreshStatus(request, tokens.refreshToken)).toBe(401);
});

test('a revoked refresh token leads to the login prompt', async ({ page, request }) => {
  const tokens = await signInViaApi(request);
  await logoutViaApi(request, tokens.refreshToken);
  await seedSession(page, {
    accessToken: EXPIRED_ACCESS_TOKEN,
    refreshToken: tokens.refreshToken,
    url: serverBaseURL(),
  });

  await page.goto('/');
  const prompt = loginPrompt(page);
  await expect(prompt.dialog).toBeVisible();
  await expect(prompt.userName).toBeVisible();
  await expect(page.getByText(COMPANY_NAME)).toHaveCount(0);
});
