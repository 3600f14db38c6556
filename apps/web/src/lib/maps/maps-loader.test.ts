import { describe, expect, it, vi } from 'vitest';
import type { GoogleMapsApi } from './google-maps.types';
import { createMapsLoader, mapsScriptUrl } from './maps-loader';

const fakeMaps: GoogleMapsApi = {
  places: {
    AutocompleteService: class {
      getPlacePredictions() {
        return Promise.resolve({ predictions: [] });
      }
    },
  },
};

function failingTimes(failures: number) {
  let calls = 0;
  return vi.fn(async (_src: string) => {
    calls += 1;
    if (calls <= failures) throw new Error(`attempt ${calls} failed`);
    return fakeMaps;
  });
}

describe('maps loader (SPEC.md section 7)', () => {
  it('loads nothing and resolves null without a key', async () => {
    const loadScript = failingTimes(0);

    await expect(createMapsLoader()(null, { loadScript })).resolves.toBeNull();
    await expect(createMapsLoader()('', { loadScript })).resolves.toBeNull();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('asks for the places library in the weekly version with the key', () => {
    const url = new URL(mapsScriptUrl('pk-123'));

    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('pk-123');
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(url.searchParams.get('v')).toBe('weekly');
  });

  it('retries with growing delays, then succeeds', async () => {
    const loadScript = failingTimes(2);
    const wait = vi.fn(async (_ms: number) => undefined);

    await expect(createMapsLoader()('pk', { loadScript, wait })).resolves.toBe(fakeMaps);

    expect(loadScript).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('gives up after 3 retries', async () => {
    const loadScript = failingTimes(10);
    const wait = vi.fn(async (_ms: number) => undefined);

    await expect(createMapsLoader()('pk', { loadScript, wait })).rejects.toThrow('attempt 4 failed');

    expect(loadScript).toHaveBeenCalledTimes(4);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it('waits the real delays by default', async () => {
    vi.useFakeTimers();
    try {
      const loadScript = failingTimes(1);
      const loaded = createMapsLoader()('pk', { loadScript });

      await vi.advanceTimersByTimeAsync(999);
      expect(loadScript).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(loaded).resolves.toBe(fakeMaps);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads once and shares the result', async () => {
    const loadMaps = createMapsLoader();
    const loadScript = failingTimes(0);

    const [first, second] = await Promise.all([
      loadMaps('pk', { loadScript }),
      loadMaps('pk', { loadScript }),
    ]);
    const third = await loadMaps('pk', { loadScript });

    expect(first).toBe(fakeMaps);
    expect(second).toBe(fakeMaps);
    expect(third).toBe(fakeMaps);
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('starts over on the next call after giving up', async () => {
    const loadMaps = createMapsLoader();
    const wait = async () => undefined;

    await expect(loadMaps('pk', { loadScript: failingTimes(10), wait })).rejects.toThrow();
    await expect(loadMaps('pk', { loadScript: failingTimes(0), wait })).resolves.toBe(fakeMaps);
  });
});
