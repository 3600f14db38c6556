import type { LoginRequest, TokenPair } from '@vendoc/contract/auth';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import axios, { type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { normalizeApiPath, normalizeServerAddress } from '../startup/server-address';
import { describeNetworkMessage, isNetworkFailure } from './network-errors';
import { isTokenPair, problemText } from './response-guards';
import { INITIAL_RETRIES, MAX_REFRESH_ATTEMPTS } from './request-options';

export interface RequestFailureDeps {
  /** Sends a request again through the same client, so its interceptors run again. */
  repeat(config: InternalAxiosRequestConfig): Promise<AxiosResponse>;
  promptServerUrl(): Promise<string | null>;
  /** Asks for credentials and calls `attempt` with them until it succeeds (resolves the answer) or the user cancels (null). */
  promptLogin(
    attempt: (credentials: Pick<LoginRequest, 'userName' | 'password'>) => Promise<void>,
  ): Promise<Pick<LoginRequest, 'userName' | 'password'> | null>;
  /** Stores the new base address and makes it the client's baseURL. */
  setBaseUrl(url: string): void;
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  storeTokens(tokens: TokenPair): void;
  /** POST /api/v1/authentication/refresh without failure handling; the status decides. */
  refresh(refreshToken: string): Promise<AxiosResponse<unknown>>;
  /** POST /api/v1/authentication/login; rejects on wrong credentials. */
  login(credentials: Pick<LoginRequest, 'userName' | 'password'>): Promise<TokenPair>;
  showError(title: string, text?: string): void;
  /** Connection: where a network failure means "offline" rather than "wrong address" (see offline handling). */
  connection: ConnectionDeps;
}

/** What the failure handling needs to tell a dead connection from a wrong server address. */
export interface ConnectionDeps {
  /** Whether the address has answered as a VenDoc server on this device before. */
  isKnownServer(address: string): boolean;
  rememberServer(address: string): void;
  /** `navigator.onLine === false`. */
  isBrowserOffline(): boolean;
  reportOffline(): void;
  reportOnline(): void;
}

type RefreshOutcome = 'refreshed' | 'refused' | 'failed';

export interface RequestFailureHandler {
  onFulfilled(response: AxiosResponse): AxiosResponse;
  onRejected(error: unknown): Promise<AxiosResponse>;
}

/**
 * The request-failure state machine of SPEC.md section 4 as a pair of axios response interceptors.
 * Refreshes and login prompts are single-flight: concurrent 401s share one refresh call and one dialog.
 */
export function createRequestFailureHandler(deps: RequestFailureDeps): RequestFailureHandler {
  // Refresh calls since the last successful response or login ("in a row", SPEC.md section 9).
  let refreshAttemptsInRow = 0;
  let refreshing: Promise<RefreshOutcome> | null = null;
  let loggingIn: Promise<boolean> | null = null;

  function fail(error: AxiosError): Promise<never> {
    const message = describeNetworkMessage(error);
    if (message) deps.showError(message);
    return Promise.reject(error);
  }

  async function recoverServerAddress(error: AxiosError, config: InternalAxiosRequestConfig) {
    const answer = await deps.promptServerUrl();
    const address = answer ? normalizeServerAddress(answer) : null;
    if (!address) return fail(error);
    deps.setBaseUrl(address);
    config.baseURL = address;
    config.url = normalizeApiPath(config.url ?? '');
    return deps.repeat(config);
  }

  async function runRefresh(refreshToken: string): Promise<RefreshOutcome> {
    try {
      const response = await deps.refresh(refreshToken);
      if (response.status !== 200) return 'failed';
      if (!isTokenPair(response.data)) return 'failed';
      deps.storeTokens(response.data);
      return 'refreshed';
    } catch (refreshError) {
      // The server answered and refused the token: signing in again is the way out.
      return axios.isAxiosError(refreshError) && refreshError.response ? 'refused' : 'failed';
    }
  }

  function refreshOnce(refreshToken: string): Promise<RefreshOutcome> {
    if (!refreshing) {
      refreshAttemptsInRow += 1;
      refreshing = runRefresh(refreshToken).finally(() => (refreshing = null));
    }
    return refreshing;
  }

  async function runLogin(): Promise<boolean> {
    const answer = await deps.promptLogin(async (credentials) => {
      try {
        deps.storeTokens(await deps.login(credentials));
      } catch (loginError) {
        deps.showError(i18next.t('shell:login.failed'), loginFailureText(loginError));
        throw loginError;
      }
    });
    if (!answer) return false;
    refreshAttemptsInRow = 0;
    return true;
  }

  async function recoverAuthentication(error: AxiosError, config: InternalAxiosRequestConfig) {
    // Sent with a token that has been replaced meanwhile (another request refreshed): just send it again.
    const current = deps.getAccessToken();
    if (current && bearerToken(config) !== current) return deps.repeat(config);

    const refreshToken = deps.getRefreshToken();
    if (refreshToken && refreshAttemptsInRow < MAX_REFRESH_ATTEMPTS) {
      const outcome = await refreshOnce(refreshToken);
      if (outcome === 'refreshed') {
        config.retriesLeft = INITIAL_RETRIES;
        return deps.repeat(config);
      }
      if (outcome === 'failed') return fail(error);
    }

    loggingIn ??= runLogin().finally(() => (loggingIn = null));
    if (!(await loggingIn)) return fail(error);
    config.retriesLeft = INITIAL_RETRIES;
    return deps.repeat(config);
  }

  function isOfflineFailure(config: InternalAxiosRequestConfig): boolean {
    return deps.connection.isBrowserOffline() || deps.connection.isKnownServer(config.baseURL ?? '');
  }

  /** A response of a VenDoc server: this address is one, and the connection works. */
  function noteAnswer(response: AxiosResponse): void {
    if (!isVendocResponse(response)) return;
    if (response.config.baseURL) deps.connection.rememberServer(response.config.baseURL);
    deps.connection.reportOnline();
  }

  async function onRejected(error: unknown): Promise<AxiosResponse> {
    if (!axios.isAxiosError(error) || !error.config) throw error;
    const config = error.config;
    if (error.response) noteAnswer(error.response);
    const handling = config.failureHandling ?? 'all';
    // A cancel the caller asked for (e.g. TanStack Query on unmount) is no failure of the server.
    if (handling === 'none' || config.signal?.aborted) throw error;

    config.retriesLeft = (config.retriesLeft ?? INITIAL_RETRIES) - 1;
    if (config.retriesLeft <= 0) return fail(error);

    const status = error.response?.status;
    if (status === 404 && error.response && isVendocResponse(error.response)) {
      deps.showError(i18next.t('shell:http.notFound'), problemText(error.response.data));
      throw error;
    }
    if (isNetworkFailure(error) && isOfflineFailure(config)) {
      // A server that answered before, or a browser without a network: the app is offline, not misconfigured.
      deps.connection.reportOffline();
      throw error;
    }
    if (status === 404 || isNetworkFailure(error)) return recoverServerAddress(error, config);
    if (status === 401 && handling === 'all') return recoverAuthentication(error, config);
    return fail(error);
  }

  function onFulfilled(response: AxiosResponse): AxiosResponse {
    noteAnswer(response);
    if (response.config.failureHandling !== 'none') refreshAttemptsInRow = 0;
    return response;
  }

  return { onFulfilled, onRejected };
}

function isVendocResponse(response: AxiosResponse): boolean {
  const headers: Record<string, unknown> = response.headers;
  return headers[VENDOC_SERVER_HEADER] != null;
}

function bearerToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function loginFailureText(error: unknown): string {
  if (axios.isAxiosError(error)) {
    if (error.response?.status === 401 || error.response?.status === 400)
      return i18next.t('shell:login.failedText');
    const detail = error.response ? problemText(error.response.data) : describeNetworkMessage(error);
    if (detail) return detail;
  }
  return i18next.t('shell:login.failedText');
}
