import type { LoginRequest, TokenPair } from '@vendoc/contract/auth';
import type { AxiosInstance, AxiosResponse } from 'axios';
import '../http/request-options';
import { asTokenPair } from '../http/response-guards';
import { api } from '../http/api-path';

export const LOGIN_PATH = api`/authentication/login`;
export const REFRESH_PATH = api`/authentication/refresh`;
export const LOGOUT_PATH = api`/authentication/logout`;

/**
 * POST /api/v1/authentication/login. A 401 goes straight to the caller (it means wrong credentials), while an
 * unreachable server still leads to the server-address prompt.
 */
export async function postLogin(
  http: AxiosInstance,
  credentials: Pick<LoginRequest, 'userName' | 'password'>,
): Promise<TokenPair> {
  const response = await http.post<unknown>(LOGIN_PATH, credentials, { failureHandling: 'network-only' });
  return asTokenPair(response.data);
}

/** POST /api/v1/authentication/refresh with no failure handling at all: the caller judges the status. */
export function postRefresh(http: AxiosInstance, refreshToken: string): Promise<AxiosResponse<unknown>> {
  return http.post<unknown>(REFRESH_PATH, { refreshToken }, { failureHandling: 'none' });
}
