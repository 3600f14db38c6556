import type { TokenPair } from '@vendoc/contract/auth';

// SPEC.md section 3: the access token is kept under both historical keys; readers prefer `access_token`.
const ACCESS_TOKEN_KEYS = ['access_token', 'accessToken'] as const;
const REFRESH_TOKEN_KEY = 'refreshToken';

/** The stored access token, or null when signed out. */
export function getAccessToken(): string | null {
  for (const key of ACCESS_TOKEN_KEYS) {
    const value = localStorage.getItem(key);
    if (value) return value;
  }
  return null;
}

/** The stored refresh token, or null. */
export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY) || null;
}

/** Stores a token pair: the access token under `access_token` and `accessToken`, the refresh token under `refreshToken`. */
export function storeTokens({ accessToken, refreshToken }: TokenPair): void {
  for (const key of ACCESS_TOKEN_KEYS) localStorage.setItem(key, accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
}

/** Removes every stored token (sign-out). */
export function clearTokens(): void {
  for (const key of ACCESS_TOKEN_KEYS) localStorage.removeItem(key);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}
