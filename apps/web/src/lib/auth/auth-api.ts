import type { LoginRequest, MeResponse, TokenPair } from '@vendoc/contract/auth';
import { asMeResponse, asTokenPair } from '../http/response-guards';
import { vendocHttp } from '../http/vendoc-client';
import { LOGOUT_PATH, postLogin, postRefresh } from './auth-calls';
import { clearTokens, getRefreshToken, storeTokens } from './token-storage';
import { api } from '../http/api-path';
import { clearPersistedQueries } from '../offline/query-persistence';

/** Signs in (POST /api/v1/authentication/login) and stores the returned tokens. Rejects on wrong credentials. */
export async function login(credentials: Pick<LoginRequest, 'userName' | 'password'>): Promise<TokenPair> {
  const tokens = await postLogin(vendocHttp, credentials);
  storeTokens(tokens);
  return tokens;
}

/** Exchanges a refresh token for a new pair (POST /api/v1/authentication/refresh) and stores it. */
export async function refresh(refreshToken: string): Promise<TokenPair> {
  const response = await postRefresh(vendocHttp, refreshToken);
  const tokens = asTokenPair(response.data);
  storeTokens(tokens);
  return tokens;
}

/**
 * Revokes the stored refresh token on the server, then forgets the tokens even if that call failed, and the
 * offline copy of the records (the next person on this device must not see them).
 */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    if (refreshToken) await vendocHttp.post(LOGOUT_PATH, { refreshToken }, { failureHandling: 'none' });
  } catch (error) {
    console.warn('Logout call failed; tokens are removed locally anyway', error);
  } finally {
    clearTokens();
    await clearPersistedQueries().catch((error: unknown) =>
      console.warn('The offline copy of the data could not be removed', error),
    );
  }
}

/** GET /api/v1/me: the signed-in user and company. */
export async function fetchMe(): Promise<MeResponse> {
  const response = await vendocHttp.get<unknown>(api`/me`);
  return asMeResponse(response.data);
}
