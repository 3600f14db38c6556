import type { LoginRequest } from '@vendoc/contract/auth';
import { vi } from 'vitest';
import { postLogin, postRefresh } from '../auth/auth-calls';
import { getAccessToken, getRefreshToken, storeTokens } from '../auth/token-storage';
import { setBaseUrl } from '../startup/base-url';
import { createFakeServer, type FakeRoute } from './fake-server';
import { installVendocInterceptors } from './interceptors';
import { isKnownVendocServer, rememberVendocServer } from './known-servers';

type Credentials = Pick<LoginRequest, 'userName' | 'password'>;

/**
 * A client with the real VenDoc interceptors, real token and address storage, a fake server behind it and
 * mocked prompts and toasts: the fixture of the request-failure tests.
 */
export function createTestClient(route: FakeRoute) {
  const server = createFakeServer(route);
  const prompts = {
    serverUrl: vi.fn<() => Promise<string | null>>(async () => null),
    login: vi.fn<() => Promise<Credentials | null>>(async () => null),
  };
  const showError = vi.fn<(title: string, text?: string) => void>();
  const connection = {
    isKnownServer: vi.fn(isKnownVendocServer),
    rememberServer: vi.fn(rememberVendocServer),
    isBrowserOffline: vi.fn(() => false),
    reportOffline: vi.fn(),
    reportOnline: vi.fn(),
  };
  installVendocInterceptors(server.http, {
    promptServerUrl: prompts.serverUrl,
    // Like the real dialog: each answer the user gives is tried; a failed attempt keeps the prompt open.
    promptLogin: async (attempt) => {
      for (;;) {
        const answer = await prompts.login();
        if (!answer) return null;
        try {
          await attempt(answer);
          return answer;
        } catch {
          // the prompt stays open for the next answer
        }
      }
    },
    setBaseUrl,
    getAccessToken,
    getRefreshToken,
    storeTokens,
    refresh: (refreshToken) => postRefresh(server.http, refreshToken),
    login: (credentials) => postLogin(server.http, credentials),
    showError,
    connection,
  });
  return { ...server, prompts, showError, connection };
}

/** A promise with its resolve function exposed, to hold a fake reply until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((resolvePromise) => (resolve = resolvePromise));
  return { promise, resolve };
}
