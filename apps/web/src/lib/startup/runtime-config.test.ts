import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig } from './runtime-config';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('runtime configuration', () => {
  it('falls back before loading', () => {
    expect(getRuntimeConfig()).toEqual({ servedByVendoc: false, mapsApiKey: null, version: 'unknown' });
  });

  it('reads /runtime-config.json from the own origin', async () => {
    const config = { servedByVendoc: true, mapsApiKey: 'pk', version: '1.2.3' };
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);

    await expect(loadRuntimeConfig()).resolves.toEqual(config);

    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    expect(getRuntimeConfig()).toEqual(config);
  });

  it.each([
    ['a failed request', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', async () => new Response('nope', { status: 404 })],
    ['an invalid body', async () => Response.json({ servedByVendoc: 'yes' })],
  ])('falls back after %s', async (_case, fetchMock) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(fetchMock));

    await expect(loadRuntimeConfig()).resolves.toEqual(FALLBACK_RUNTIME_CONFIG);
    expect(getRuntimeConfig()).toEqual(FALLBACK_RUNTIME_CONFIG);
  });
});
