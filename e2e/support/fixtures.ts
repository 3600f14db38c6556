import { test as base } from '@playwright/test';
import type { TokenPair } from '@vendoc/contract/auth';
import { signInViaApi } from './api';
import { collectConsoleErrors } from './console-errors';
import { serverBaseURL } from './env';
import { seedSession } from './session';

interface E2eFixtures {
  /** Console errors and uncaught exceptions of `page`, collected from the start of the test. */
  consoleErrors: string[];
  /** Signs the admin in through the API and seeds the tokens into the page's localStorage. */
  signedIn: TokenPair;
}

export const test = base.extend<E2eFixtures>({
  consoleErrors: async ({ page }, use) => {
    await use(collectConsoleErrors(page));
  },
  signedIn: async ({ page, request }, use) => {
    const tokens = await signInViaApi(request);
    await seedSession(page, { ...tokens, url: serverBaseURL() });
    await use(tokens);
  },
});
