import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import { AxiosError } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n';
import { isKnownVendocServer } from './known-servers';
import { createTestClient } from './test-client';

beforeAll(() => initTestI18n());

const ADDRESS = 'https://vendoc.example.de';
const VENDOC = { [VENDOC_SERVER_HEADER]: '1' };

describe('request failure: offline instead of the address prompt', () => {
  it('remembers an address that answered as a VenDoc server', async () => {
    const client = createTestClient(() => ({ status: 200, data: [], headers: VENDOC }));
    client.http.defaults.baseURL = ADDRESS;

    await client.http.get('/api/v1/projects');

    expect(isKnownVendocServer(ADDRESS)).toBe(true);
    expect(isKnownVendocServer(`${ADDRESS}/api/`)).toBe(true);
    expect(client.connection.reportOnline).toHaveBeenCalled();
  });

  it('does not remember an address whose answer lacks the VenDoc header', async () => {
    const client = createTestClient(() => ({ status: 200, data: [] }));
    client.http.defaults.baseURL = ADDRESS;

    await client.http.get('/api/v1/projects');

    expect(isKnownVendocServer(ADDRESS)).toBe(false);
  });

  it('marks the app offline on a network failure of a server that answered before, without asking', async () => {
    let up = true;
    const client = createTestClient(() =>
      up ? { status: 200, headers: VENDOC } : { failure: AxiosError.ERR_NETWORK, message: 'Network Error' },
    );
    client.http.defaults.baseURL = ADDRESS;
    await client.http.get('/api/v1/me');
    up = false;

    await expect(client.http.post('/api/v1/things', { a: 1 })).rejects.toMatchObject({
      code: AxiosError.ERR_NETWORK,
    });

    expect(client.prompts.serverUrl).not.toHaveBeenCalled();
    expect(client.connection.reportOffline).toHaveBeenCalledTimes(1);
    expect(client.showError).not.toHaveBeenCalled();
    expect(client.requests).toHaveLength(2);
  });

  it('marks the app offline while the browser reports being offline, even for an unknown address', async () => {
    const client = createTestClient(() => ({ failure: AxiosError.ERR_NETWORK, message: 'Network Error' }));
    client.connection.isBrowserOffline.mockReturnValue(true);
    client.http.defaults.baseURL = ADDRESS;

    await expect(client.http.get('/api/v1/me')).rejects.toMatchObject({ code: AxiosError.ERR_NETWORK });

    expect(client.prompts.serverUrl).not.toHaveBeenCalled();
    expect(client.connection.reportOffline).toHaveBeenCalledTimes(1);
  });

  it('still asks for the address when an address that never answered fails on the network', async () => {
    const client = createTestClient((config) =>
      config.baseURL === 'https://other.example.de'
        ? { status: 200, data: 'ok', headers: VENDOC }
        : { failure: AxiosError.ERR_NETWORK, message: 'Network Error' },
    );
    client.http.defaults.baseURL = ADDRESS;
    client.prompts.serverUrl.mockResolvedValueOnce('https://other.example.de');

    const response = await client.http.get('/api/v1/me');

    expect(response.data).toBe('ok');
    expect(client.prompts.serverUrl).toHaveBeenCalledTimes(1);
    expect(client.connection.reportOffline).not.toHaveBeenCalled();
    expect(isKnownVendocServer('https://other.example.de')).toBe(true);
  });

  it('reports the connection back when a known server answers, also with an error status', async () => {
    const client = createTestClient(() => ({
      status: 422,
      headers: VENDOC,
      data: { title: 'Unprocessable', status: 422 },
    }));
    client.http.defaults.baseURL = ADDRESS;

    await expect(client.http.post('/api/v1/things', {})).rejects.toMatchObject({ response: { status: 422 } });

    expect(client.connection.reportOnline).toHaveBeenCalled();
  });
});

describe('idempotency keys', () => {
  it('gives every write a key and keeps it when the request is repeated (here after a refresh)', async () => {
    let first = true;
    const client = createTestClient((config) => {
      if (config.url?.endsWith('/authentication/refresh'))
        return { status: 200, data: { accessToken: 'new', refreshToken: 'r2' } };
      if (first) {
        first = false;
        return { status: 401, headers: VENDOC };
      }
      return { status: 201, data: {}, headers: VENDOC };
    });
    localStorage.setItem('refreshToken', 'r1');
    client.http.defaults.baseURL = ADDRESS;

    await client.http.post('/api/v1/things', { a: 1 });
    await client.http.get('/api/v1/things');

    const things = client.requests.filter((request) => request.url === '/api/v1/things');
    const keys = things.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });
});
