import 'axios';

/** How much of the request-failure handling (SPEC.md section 4) applies to a request. */
export type FailureHandling =
  /** Everything: server-address prompt, token refresh, login prompt (the default). */
  | 'all'
  /** Server-address prompt only; a 401 goes straight to the caller (the login call itself). */
  | 'network-only'
  /** Nothing: every failure goes straight to the caller (refresh and logout calls). */
  | 'none';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Attempts left (SPEC.md section 4 step 1); initialised to INITIAL_RETRIES when missing. */
    retriesLeft?: number;
    failureHandling?: FailureHandling;
  }
}

/** The retry counter a request starts with. */
export const INITIAL_RETRIES = 3;

/** SPEC.md section 9: refresh attempts in a row must stay fewer than 2. */
export const MAX_REFRESH_ATTEMPTS = 2;
