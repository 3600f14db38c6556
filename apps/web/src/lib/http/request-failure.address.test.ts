import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import { AxiosError } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../i18n/test-i18n';
import { BASE_URL_STORAGE_KEY } from '../startup/base-url';
import { createTestClient } from './test-client';

beforeAll(() => initTestI18n());

const ADDRESS = 'https://vendoc.example.de';

describe('request failure: server address (SPEC.md section 4 step 2)', () => {
  it('asks for the address on a 404 from a foreign host, stores it and repeats the request under /api', async () => {
    const client = createTestClient((config) =>
      config.baseURL === ADDRESS ? { status: 200, data: { ok: true } } : { status: 404 },
    );
    client.prompts.serverUrl.mockResolvedValueOnce(`  ${ADDRESS}/api/ `);

    const response = await client.http.get('v1/me');

    expect(response.data).toEqual({ ok: true });
    expect(client.prompts.serverUrl).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(BASE_URL_STORAGE_KEY)).toBe(ADDRESS);
    expect(client.requests).toHaveLength(2);
    expect(client.requests[1]?.baseURL).toBe(ADDRESS);
    expect(client.requests[1]?.url).toBe('/api/v1/me');
  });

  it('keeps a path that already starts with /api', async () => {
    const client = createTestClient((config) =>
      config.baseURL === ADDRESS ? { status: 200 } : { failure: AxiosError.ERR_NETWORK },
    );
    client.prompts.serverUrl.mockResolvedValueOnce(ADDRESS);

    await client.http.get('/api/v1/projects?q=a');

    expect(client.requests[1]?.url).toBe('/api/v1/projects?q=a');
  });

  it.each([
    [AxiosError.ECONNABORTED, 'Request aborted'],
    [AxiosError.ERR_CANCELED, 'canceled'],
    ['ECONNREFUSED', 'connect ECONNREFUSED'],
    ['ENOTFOUND', 'getaddrinfo ENOTFOUND'],
    ['ECONNRESET', 'socket hang up'],
    [AxiosError.ERR_NETWORK, 'Network Error'],
  ])('asks for the address after the network failure %s and repeats', async (code, message) => {
    const client = createTestClient((config) =>
      config.baseURL === ADDRESS ? { status: 200, data: 'ok' } : { failure: code, message },
    );
    client.prompts.serverUrl.mockResolvedValueOnce(ADDRESS);

    const response = await client.http.get('v1/health');

    expect(response.data).toBe('ok');
    expect(client.prompts.serverUrl).toHaveBeenCalledTimes(1);
    expect(client.requests[1]?.url).toBe('/api/v1/health');
  });

  it('shows an error toast and asks nothing on a 404 from a VenDoc server', async () => {
    const client = createTestClient(() => ({
      status: 404,
      headers: { [VENDOC_SERVER_HEADER]: '1' },
      data: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Projekt nicht gefunden' },
    }));

    await expect(client.http.get('/api/v1/projects/x')).rejects.toMatchObject({ response: { status: 404 } });

    expect(client.prompts.serverUrl).not.toHaveBeenCalled();
    expect(client.showError).toHaveBeenCalledWith('Nicht gefunden', 'Projekt nicht gefunden');
    expect(client.requests).toHaveLength(1);
  });

  it.each([null, ''])(
    'rejects when the answer is empty (%j) and toasts the network message',
    async (answer) => {
      const client = createTestClient(() => ({ failure: AxiosError.ERR_NETWORK, message: 'Network Error' }));
      client.prompts.serverUrl.mockResolvedValueOnce(answer);

      await expect(client.http.get('/api/v1/me')).rejects.toMatchObject({ code: AxiosError.ERR_NETWORK });

      expect(client.requests).toHaveLength(1);
      expect(localStorage.getItem(BASE_URL_STORAGE_KEY)).toBeNull();
      expect(client.showError).toHaveBeenCalledWith('Netzwerkfehler');
    },
  );

  it('counts retries on the request: the third failure is passed on', async () => {
    const retriesSeen: (number | undefined)[] = [];
    const client = createTestClient((config) => {
      retriesSeen.push(config.retriesLeft);
      return { failure: AxiosError.ERR_NETWORK, message: 'Network Error' };
    });
    client.prompts.serverUrl.mockResolvedValue(ADDRESS);

    const error: unknown = await client.http.get('/api/v1/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(AxiosError);
    expect(client.requests).toHaveLength(3);
    expect(retriesSeen).toEqual([undefined, 2, 1]);
    expect(client.prompts.serverUrl).toHaveBeenCalledTimes(2);
    expect(client.showError).toHaveBeenCalledTimes(1);
  });

  it('starts from a retry counter given on the request', async () => {
    const client = createTestClient(() => ({ status: 404 }));
    client.prompts.serverUrl.mockResolvedValue(ADDRESS);

    await expect(client.http.get('/api/v1/me', { retriesLeft: 1 })).rejects.toBeInstanceOf(AxiosError);

    expect(client.prompts.serverUrl).not.toHaveBeenCalled();
  });

  it.each([
    ['timeout of 50000ms exceeded', AxiosError.ECONNABORTED, 'Zeitüberschreitung nach 50000 ms'],
    ['Request aborted', AxiosError.ECONNABORTED, 'Anfrage abgebrochen'],
    ['Unsupported protocol ftp:', AxiosError.ERR_BAD_REQUEST, 'Nicht unterstütztes Protokoll'],
    ['Network Error', AxiosError.ERR_NETWORK, 'Netzwerkfehler'],
  ])('turns "%s" into a German toast when it reaches the caller', async (message, code, german) => {
    const client = createTestClient(() => ({ failure: code, message }));

    await expect(client.http.get('/api/v1/me')).rejects.toMatchObject({ message });

    expect(client.showError).toHaveBeenCalledWith(german);
  });

  it('passes a cancel the caller asked for straight through', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createTestClient(() => ({ failure: AxiosError.ERR_CANCELED, message: 'canceled' }));

    await expect(client.http.get('/api/v1/me', { signal: controller.signal })).rejects.toBeDefined();

    expect(client.prompts.serverUrl).not.toHaveBeenCalled();
    expect(client.showError).not.toHaveBeenCalled();
  });

  it('passes every failure straight through for requests without failure handling', async () => {
    const client = createTestClient(() => ({ failure: AxiosError.ERR_NETWORK }));

    await expect(client.http.get('/api/v1/me', { failureHandling: 'none' })).rejects.toBeInstanceOf(
      AxiosError,
    );

    expect(client.prompts.serverUrl).not.toHaveBeenCalled();
  });

  it.each([500, 400, 403, 409])('rejects a %i unchanged to the caller', async (status) => {
    const client = createTestClient(() => ({
      status,
      headers: { [VENDOC_SERVER_HEADER]: '1' },
      data: { type: 'about:blank', title: 'Fehler', status },
    }));

    const error: unknown = await client.http.post('/api/v1/projects', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(AxiosError);
    expect(error).toMatchObject({ response: { status, data: { title: 'Fehler' } } });
    expect(client.requests).toHaveLength(1);
    expect(client.prompts.serverUrl).not.toHaveBeenCalled();
    expect(client.prompts.login).not.toHaveBeenCalled();
    expect(client.showError).not.toHaveBeenCalled();
  });

  it('repeats each of several concurrent failed requests under the given address', async () => {
    let release!: (address: string) => void;
    const answer = new Promise<string>((resolve) => (release = resolve));
    const client = createTestClient((config) =>
      config.baseURL === ADDRESS ? { status: 200, data: config.url } : { failure: AxiosError.ERR_NETWORK },
    );
    client.prompts.serverUrl.mockReturnValue(answer);

    const both = Promise.all([client.http.get('v1/a'), client.http.get('v1/b')]);
    release(ADDRESS);

    const [first, second] = await both;
    expect(first.data).toBe('/api/v1/a');
    expect(second.data).toBe('/api/v1/b');
  });
});
