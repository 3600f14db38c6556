import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyOfflineCopy, persistQueryCache, restoreQueryCache } from '../offline/query-persistence';
import { vendocHttp } from '../http/vendoc-client';
import { fetchMe, login, logout, refresh } from './auth-api';
import { getAccessToken, getRefreshToken, storeTokens } from './token-storage';

const sent: InternalAxiosRequestConfig[] = [];

function serve(reply: (config: InternalAxiosRequestConfig) => { status: number; data?: unknown }): void {
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const { status, data = null } = reply(config);
    const response = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400)
      throw new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  vendocHttp.defaults.adapter = adapter;
}

afterEach(() => {
  sent.length = 0;
  vi.restoreAllMocks();
});

const ME = {
  user: { id: '0b6f2b4e-8f5e-4a43-9d39-3a4f1f0f7c11', userName: 'anna', displayName: 'Anna', role: 'office' },
  company: { id: '6a1f4e0e-1f1a-4c8c-9a6e-0f3c2b1d4e5f', name: 'Muster Bau GmbH' },
};

describe('auth api', () => {
  it('logs in and stores the returned tokens', async () => {
    serve(() => ({ status: 200, data: { accessToken: 'a', refreshToken: 'r' } }));

    await expect(login({ userName: 'anna', password: 'pw' })).resolves.toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });

    expect(sent[0]?.url).toBe('/api/v1/authentication/login');
    expect(sent[0]?.method).toBe('post');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ userName: 'anna', password: 'pw' });
    expect(getAccessToken()).toBe('a');
    expect(getRefreshToken()).toBe('r');
  });

  it('rejects wrong credentials without asking for a login', async () => {
    serve(() => ({ status: 401 }));

    await expect(login({ userName: 'anna', password: 'falsch' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(sent).toHaveLength(1);
  });

  it('refreshes and stores the new pair', async () => {
    serve(() => ({ status: 200, data: { accessToken: 'a2', refreshToken: 'r2' } }));

    await refresh('r1');

    expect(sent[0]?.url).toBe('/api/v1/authentication/refresh');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ refreshToken: 'r1' });
    expect(getRefreshToken()).toBe('r2');
  });

  it('logs out with the stored refresh token and forgets the tokens', async () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    serve(() => ({ status: 204 }));

    await logout();

    expect(sent[0]?.url).toBe('/api/v1/authentication/logout');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ refreshToken: 'r' });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('forgets the tokens even when the logout call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    serve(() => ({ status: 500 }));

    await expect(logout()).resolves.toBeUndefined();

    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('fetches and validates the signed-in user', async () => {
    serve(() => ({ status: 200, data: ME }));

    await expect(fetchMe()).resolves.toEqual(ME);
    expect(sent[0]?.url).toBe('/api/v1/me');
  });

  it('drops the offline copy of the records when signing out (the next person must not see them)', async () => {
    const before = new QueryClient();
    await restoreQueryCache(before); // as every page does before it writes
    const stop = persistQueryCache(before, 0);
    before.setQueryData(['projects', 'list'], [{ id: 'p1', name: 'Schule am Park' }]);
    const copied = new QueryClient();
    await vi.waitFor(async () => {
      await restoreQueryCache(copied);
      applyOfflineCopy(copied);
      expect(copied.getQueryData(['projects', 'list'])).toEqual([{ id: 'p1', name: 'Schule am Park' }]);
    });
    stop();
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    serve(() => ({ status: 204 }));

    await logout();

    const after = new QueryClient();
    await restoreQueryCache(after);
    applyOfflineCopy(after);
    expect(after.getQueryData(['projects', 'list'])).toBeUndefined();
  });
});
