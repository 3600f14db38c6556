import type { TokenPair } from '@vendoc/contract/auth';
import { decodeJwt } from 'jose';

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

/**
 * The signed-in person's user id (the access token's `sub`, read without checking the signature: the server checks
 * it), or null when signed out or the token cannot be read. Works offline, unlike /me.
 */
export function getSignedInUserId(): string | null {
  const token = getAccessToken();
  if (!token) return null;
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
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
