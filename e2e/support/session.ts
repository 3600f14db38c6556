import type { Page } from '@playwright/test';
import { serverBaseURL } from './env';

export interface SeededSession {
  accessToken: string;
  refreshToken: string;
  /** The server base address the client should use (storage key `url`). */
  url: string;
}

export interface StoredSession {
  access_token: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  url: string | null;
}

const SEEDED_FLAG = 'vendoc-e2e-seeded';

/**
 * Puts tokens and the server address into localStorage (SPEC.md section 3 keys) before the app's first script
 * runs on `appOrigin` (the origin serving the client; `session.url` may point elsewhere). Seeds once per tab: a
 * reload keeps whatever the app stored since (rotated tokens, a signed-out state).
 */
export async function seedSession(
  page: Page,
  session: SeededSession,
  appOrigin: string = new URL(serverBaseURL()).origin,
): Promise<void> {
  await page.addInitScript(
    ({ session, origin, flag }) => {
      if (window.location.origin !== origin) return;
      try {
        if (window.sessionStorage.getItem(flag)) return;
        window.localStorage.setItem('access_token', session.accessToken);
        window.localStorage.setItem('accessToken', session.accessToken);
        window.localStorage.setItem('refreshToken', session.refreshToken);
        window.localStorage.setItem('url', session.url);
        window.sessionStorage.setItem(flag, '1');
      } catch {
        // A sandboxed frame (e.g. a PDF preview served with `sandbox`) has no storage and is not the app.
      }
    },
    { session, origin: appOrigin, flag: SEEDED_FLAG },
  );
}

/** Reads the client's stored session keys. */
export async function readStoredSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => ({
    access_token: window.localStorage.getItem('access_token'),
    accessToken: window.localStorage.getItem('accessToken'),
    refreshToken: window.localStorage.getItem('refreshToken'),
    url: window.localStorage.getItem('url'),
  }));
}
