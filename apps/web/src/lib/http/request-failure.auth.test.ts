import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAccessToken, getRefreshToken, storeTokens } from '../auth/token-storage';
import { initTestI18n } from '../i18n/test-i18n';
import { authorizationOf, type FakeReply } from './fake-server';
import { createTestClient, deferred } from './test-client';

beforeAll(() => initTestI18n());

const ME = '/api/v1/me';
const REFRESH = '/api/v1/authentication/refresh';
const LOGIN = '/api/v1/authentication/login';
const CREDENTIALS = { userName: 'anna', password: 'geheim' };

/** A server that accepts exactly the given access tokens on /api/v1/me. */
function meAcceptsTokens(tokens: string[], config: InternalAxiosRequestConfig): FakeReply {
  const accepted = tokens.some((token) => authorizationOf(config) === `Bearer ${token}`);
  return accepted ? { status: 200, data: { me: true } } : { status: 401 };
}

describe('request failure: authentication (SPEC.md section 4 steps 3-4)', () => {
  it('sends the stored access token as bearer header', async () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const client = createTestClient((config) => meAcceptsTokens(['a1'], config));

    await client.http.get(ME);

    expect(authorizationOf(client.requests[0]!)).toBe('Bearer a1');
  });

  it('refreshes on a 401, stores both tokens and repeats with the new token', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'r1' });
    const client = createTestClient((config) =>
      config.url === REFRESH
        ? { status: 200, data: { accessToken: 'new', refreshToken: 'r2' } }
        : meAcceptsTokens(['new'], config),
    );

    const response = await client.http.get(ME);

    expect(response.data).toEqual({ me: true });
    expect(JSON.parse(String(client.requestsTo(REFRESH)[0]?.data))).toEqual({ refreshToken: 'r1' });
    expect(localStorage.getItem('access_token')).toBe('new');
    expect(localStorage.getItem('accessToken')).toBe('new');
    expect(getRefreshToken()).toBe('r2');
    expect(authorizationOf(client.requests.at(-1)!)).toBe('Bearer new');
    expect(client.prompts.login).not.toHaveBeenCalled();
  });

  it('asks for a login when the refresh is refused, then stores the tokens and repeats', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'revoked' });
    const client = createTestClient((config) => {
      if (config.url === REFRESH) return { status: 401 };
      if (config.url === LOGIN) return { status: 200, data: { accessToken: 'fresh', refreshToken: 'r9' } };
      return meAcceptsTokens(['fresh'], config);
    });
    client.prompts.login.mockResolvedValueOnce(CREDENTIALS);

    const response = await client.http.get(ME);

    expect(response.status).toBe(200);
    expect(client.requestsTo(REFRESH)).toHaveLength(1);
    expect(JSON.parse(String(client.requestsTo(LOGIN)[0]?.data))).toEqual(CREDENTIALS);
    expect(getAccessToken()).toBe('fresh');
    expect(getRefreshToken()).toBe('r9');
  });

  it('asks for a login right away without a stored refresh token', async () => {
    const client = createTestClient((config) =>
      config.url === LOGIN
        ? { status: 200, data: { accessToken: 'fresh', refreshToken: 'r1' } }
        : meAcceptsTokens(['fresh'], config),
    );
    client.prompts.login.mockResolvedValueOnce(CREDENTIALS);

    await expect(client.http.get(ME)).resolves.toMatchObject({ status: 200 });

    expect(client.requestsTo(REFRESH)).toHaveLength(0);
    expect(client.prompts.login).toHaveBeenCalledTimes(1);
  });

  it('uses at most two refreshes in a row, then asks for a login', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'r0' });
    let issued = 0;
    const client = createTestClient((config) => {
      if (config.url === REFRESH) {
        issued += 1;
        return { status: 200, data: { accessToken: `useless-${issued}`, refreshToken: `r${issued}` } };
      }
      if (config.url === LOGIN) return { status: 200, data: { accessToken: 'good', refreshToken: 'rg' } };
      return meAcceptsTokens(['good'], config);
    });
    client.prompts.login.mockResolvedValueOnce(CREDENTIALS);

    await expect(client.http.get(ME)).resolves.toMatchObject({ status: 200 });

    expect(client.requestsTo(REFRESH)).toHaveLength(2);
    expect(client.prompts.login).toHaveBeenCalledTimes(1);
  });

  it('rejects the original error when the refresh answers with another success status', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'r1' });
    const client = createTestClient((config) =>
      config.url === REFRESH ? { status: 204 } : meAcceptsTokens(['new'], config),
    );

    await expect(client.http.get(ME)).rejects.toMatchObject({ response: { status: 401 } });

    expect(client.prompts.login).not.toHaveBeenCalled();
  });

  it('shares exactly one refresh call between concurrent 401s', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'r1' });
    const refreshReply = deferred<FakeReply>();
    const client = createTestClient((config) =>
      config.url === REFRESH ? refreshReply.promise : meAcceptsTokens(['new'], config),
    );

    const all = Promise.all([client.http.get(ME), client.http.get(ME), client.http.get(ME)]);
    await expect.poll(() => client.requestsTo(REFRESH).length).toBe(1);
    refreshReply.resolve({ status: 200, data: { accessToken: 'new', refreshToken: 'r2' } });

    const responses = await all;
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(client.requestsTo(REFRESH)).toHaveLength(1);
  });

  it('repeats a late 401 with the already refreshed token instead of refreshing again', async () => {
    storeTokens({ accessToken: 'old', refreshToken: 'r1' });
    const lateReply = deferred<FakeReply>();
    const client = createTestClient((config) => {
      if (config.url === REFRESH) return { status: 200, data: { accessToken: 'new', refreshToken: 'r2' } };
      if (config.url === '/api/v1/slow' && authorizationOf(config) === 'Bearer old') return lateReply.promise;
      return meAcceptsTokens(['new'], config);
    });

    const slow = client.http.get('/api/v1/slow');
    await client.http.get(ME);
    lateReply.resolve({ status: 401 });

    await expect(slow).resolves.toMatchObject({ status: 200 });
    expect(client.requestsTo(REFRESH)).toHaveLength(1);
  });

  it('shows an error toast on a wrong password and asks again; cancelling rejects the original error', async () => {
    const client = createTestClient(() => ({ status: 401 }));
    client.prompts.login.mockResolvedValueOnce({ userName: 'anna', password: 'falsch' });
    client.prompts.login.mockResolvedValueOnce(null);

    const error: unknown = await client.http.get(ME).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(AxiosError);
    expect(error).toMatchObject({ config: { url: ME }, response: { status: 401 } });
    expect(client.prompts.login).toHaveBeenCalledTimes(2);
    expect(client.showError).toHaveBeenCalledWith(
      'Anmeldung fehlgeschlagen',
      'Benutzername oder Passwort ist falsch.',
    );
    expect(getAccessToken()).toBeNull();
  });

  it('shares one login prompt between concurrent 401s', async () => {
    const answer = deferred<typeof CREDENTIALS | null>();
    const client = createTestClient((config) =>
      config.url === LOGIN
        ? { status: 200, data: { accessToken: 'fresh', refreshToken: 'r1' } }
        : meAcceptsTokens(['fresh'], config),
    );
    client.prompts.login.mockReturnValue(answer.promise);

    const all = Promise.all([client.http.get(ME), client.http.get(ME)]);
    await expect.poll(() => client.prompts.login.mock.calls.length).toBe(1);
    answer.resolve(CREDENTIALS);

    await expect(all).resolves.toHaveLength(2);
    expect(client.prompts.login).toHaveBeenCalledTimes(1);
    expect(client.requestsTo(LOGIN)).toHaveLength(1);
  });

  it('passes a 401 of a network-only request (the login call) straight to the caller', async () => {
    const client = createTestClient(() => ({ status: 401 }));

    await expect(
      client.http.post(LOGIN, CREDENTIALS, { failureHandling: 'network-only' }),
    ).rejects.toMatchObject({
      response: { status: 401 },
    });

    expect(client.prompts.login).not.toHaveBeenCalled();
  });
});
