import type { GoogleMapsApi, GoogleMapsWindow } from './google-maps.types';

/** SPEC.md section 7: up to 3 retries with growing delays. */
export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

const CALLBACK_NAME = '__vendocMapsReady';

export interface MapsLoaderOptions {
  /** One delay per retry; the length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** Loads the script once; rejects when it fails. Injected in tests. */
  loadScript?: (src: string) => Promise<GoogleMapsApi>;
  wait?: (ms: number) => Promise<void>;
}

/** The script URL: places library, weekly version, the public key from the runtime configuration. */
export function mapsScriptUrl(key: string): string {
  const params = new URLSearchParams({ key, libraries: 'places', v: 'weekly', callback: CALLBACK_NAME });
  return `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
}

/** Adds the script tag and waits for Google's callback; removes the tag again when loading fails. */
export function injectMapsScript(src: string): Promise<GoogleMapsApi> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const target = window as unknown as GoogleMapsWindow & Record<string, unknown>;
    target[CALLBACK_NAME] = () => {
      const maps = target.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error('Google Maps loaded without google.maps'));
    };
    script.src = src;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A memoising loader: the first successful load is shared by every later call; after giving up (all retries
 * failed) the next call starts over.
 */
export function createMapsLoader() {
  let loading: Promise<GoogleMapsApi> | null = null;

  async function loadWithRetries(key: string, options: MapsLoaderOptions): Promise<GoogleMapsApi> {
    const { retryDelaysMs = DEFAULT_RETRY_DELAYS_MS, loadScript = injectMapsScript, wait = sleep } = options;
    const src = mapsScriptUrl(key);
    for (let attempt = 0; ; attempt++) {
      try {
        return await loadScript(src);
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) throw error;
        await wait(delay);
      }
    }
  }

  /** Loads Google Maps with the places library; resolves null (and loads nothing) without a key. */
  return function loadMaps(
    key: string | null,
    options: MapsLoaderOptions = {},
  ): Promise<GoogleMapsApi | null> {
    if (!key) return Promise.resolve(null);
    loading ??= loadWithRetries(key, options).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The app's maps loader (SPEC.md section 7). */
export const loadMaps = createMapsLoader();
