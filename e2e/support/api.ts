import type { APIRequestContext } from '@playwright/test';
import { tokenPairSchema, type TokenPair } from '@vendoc/contract/auth';
import { adminCredentials, serverBaseURL, type Credentials } from './env';

/** Signs in through the API (STYLE.md: tests that are not about the login do not click through it). */
export async function signInViaApi(
  request: APIRequestContext,
  credentials: Credentials = adminCredentials(),
): Promise<TokenPair> {
  const response = await request.post(`${serverBaseURL()}/api/v1/authentication/login`, {
    data: credentials,
  });
  if (response.status() !== 200) {
    throw new Error(
      `sign-in as ${credentials.userName} failed: ${response.status()} ${await response.text()}`,
    );
  }
  return tokenPairSchema.parse(await response.json());
}

/** Revokes the refresh token's whole family. */
export async function logoutViaApi(request: APIRequestContext, refreshToken: string): Promise<void> {
  const response = await request.post(`${serverBaseURL()}/api/v1/authentication/logout`, {
    data: { refreshToken },
  });
  if (!response.ok()) throw new Error(`logout failed: ${response.status()} ${await response.text()}`);
}

/** Status of POST /authentication/refresh for a token, without keeping the new pair. */
export async function refreshStatus(request: APIRequestContext, refreshToken: string): Promise<number> {
  const response = await request.post(`${serverBaseURL()}/api/v1/authentication/refresh`, {
    data: { refreshToken },
  });
  return response.status();
}

/** Status of GET /me with the given access token. */
export async function meStatus(request: APIRequestContext, accessToken: string): Promise<number> {
  const response = await request.get(`${serverBaseURL()}/api/v1/me`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return response.status();
}
