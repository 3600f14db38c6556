import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { signInViaApi } from '../support/api';
import { COMPANY_NAME, serverBaseURL } from '../support/env';
import { addressPrompt } from '../support/prompts';
import { readStoredSession, seedSession } from '../support/session';
import { findFreePort } from '../support/server-process';

test('a dead server address asks for the address and repeats the request', async ({ page, request }) => {
  const tokens = await signInViaApi(request);
  // A port nobody listens on: the request fails the way a wrong or offline server address does.
  const deadAddress = `http://127.0.0.1:${await findFreePort()}`;
  await seedSession(page, { ...tokens, url: deadAddress });

  await page.goto('/');
  const prompt = addressPrompt(page);
  await expect(prompt.dialog).toBeVisible();
  await expect(prompt.dialog.getByText('Bitte VenDoc Url angeben', { exact: true })).toBeVisible();
  await expect(prompt.address).toHaveCount(1);

  // The prompt offers the current address for editing; an empty answer is what is validated.
  await prompt.address.clear();
  await prompt.submit.click();
  await expect(prompt.dialog.getByText('Bitte Url angeben!', { exact: true })).toBeVisible();

  await prompt.address.fill(serverBaseURL());
  await prompt.submit.click();
  await expect(prompt.dialog).toBeHidden();
  await expect(page.getByText(COMPANY_NAME).first()).toBeVisible();
  expect((await readStoredSession(page)).url).toBe(serverBaseURL());
});
