import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../auth/token-storage';
import { setBaseUrl } from '../startup/base-url';
import { backendHttp, vendocHttp } from './vendoc-client';

const sent: InternalAxiosRequestConfig[] = [];
const okAdapter: AxiosAdapter = async (config) => {
  sent.push(config);
  return { data: 'ok', status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
};

afterEach(() => {
  sent.length = 0;
});

describe('vendocHttp (SPEC.md section 7)', () => {
  it('sends cookies, waits 50000 ms and skips the tunnelling warning on every request', async () => {
    await vendocHttp.get('/api/v1/me', { adapter: okAdapter });

    const config = sent[0]!;
    expect(config.timeout).toBe(50_000);
    expect(config.withCredentials).toBe(true);
    expect(config.headers.get('ngrok-skip-browser-warning')).toBe('true');
  });

  it('sets the bearer header from the stored access token before each request', async () => {
    await vendocHttp.get('/api/v1/me', { adapter: okAdapter });
    storeTokens({ accessToken: 'tok', refreshToken: 'ref' });
    await vendocHttp.get('/api/v1/me', { adapter: okAdapter });

    expect(sent[0]!.headers.get('Authorization')).toBeUndefined();
    expect(sent[1]!.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('follows the stored base address', async () => {
    setBaseUrl('https://vendoc.example.de/');
    await vendocHttp.get('/api/v1/me', { adapter: okAdapter });

    expect(sent[0]!.baseURL).toBe('https://vendoc.example.de');
  });
});

describe('backendHttp (SPEC.md section 7, second client)', () => {
  it('uses base /api/, sends cookies and accepts plain text or anything', async () => {
    await backendHttp.get('status', { adapter: okAdapter });

    const config = sent[0]!;
    expect(config.baseURL).toBe('/api/');
    expect(config.withCredentials).toBe(true);
    expect(config.headers.get('Accept')).toBe('text/plain, */*');
  });
});
