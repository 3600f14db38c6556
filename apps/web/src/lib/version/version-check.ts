import type { BuildInfo } from '@vendoc/contract/runtime';
import { asBuildInfo } from '../http/response-guards';
import { reloadAfterChunkError, reloadGuarded, type ChunkReloadDeps } from './chunk-reload';

/** SPEC.md section 9: the latest build is polled hourly. */
export const VERSION_POLL_INTERVAL_MS = 60 * 60 * 1000;

export interface VersionCheckDeps extends ChunkReloadDeps {
  currentBuildId: string;
  fetchLatest(): Promise<BuildInfo>;
  /** Full page load of a URL. */
  assign(url: string): void;
}

/** GET /builds/latest.json from the client's own origin, bypassing caches. */
export async function fetchLatestBuild(): Promise<BuildInfo> {
  const response = await fetch('/builds/latest.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /builds/latest.json: HTTP ${response.status}`);
  return asBuildInfo(await response.json());
}

/**
 * The version check of SPEC.md section 4 with its effects injected: a newer build marks "reload on the next
 * navigation"; failed chunk loads reload the page, guarded by a 10-second window.
 */
export function createVersionCheck(deps: VersionCheckDeps) {
  let reloadPending = false;

  async function checkNow(): Promise<boolean> {
    try {
      const latest = await deps.fetchLatest();
      if (latest.id !== deps.currentBuildId) reloadPending = true;
    } catch (error) {
      console.warn('Version check failed', error);
    }
    return reloadPending;
  }

  return {
    checkNow,
    isReloadPending: () => reloadPending,
    /** Starts the hourly poll; returns the function that stops it. */
    start(intervalMs = VERSION_POLL_INTERVAL_MS): () => void {
      const timer = setInterval(() => void checkNow(), intervalMs);
      return () => clearInterval(timer);
    },
    /** Called by the router before a client-side navigation; true when it did a full page load instead. */
    onNavigation(nextUrl: string): boolean {
      if (!reloadPending) return false;
      deps.assign(nextUrl);
      return true;
    },
    handleChunkLoadError: (error: unknown): boolean => reloadAfterChunkError(error, deps),
    /** Vite's preload failures are chunk failures whatever their message says. */
    handlePreloadError: (): boolean => reloadGuarded(deps),
  };
}

const browserCheck = createVersionCheck({
  currentBuildId: __BUILD_ID__,
  fetchLatest: fetchLatestBuild,
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  isOffline: () => !navigator.onLine,
  now: () => Date.now(),
  storage: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
  },
});

/** Starts polling /builds/latest.json every hour; returns the stop function. */
export function startVersionCheck(intervalMs = VERSION_POLL_INTERVAL_MS): () => void {
  return browserCheck.start(intervalMs);
}

/** The router calls this before each navigation: true when a newer build made it a full page load. */
export function onNavigation(nextUrl: string): boolean {
  return browserCheck.onNavigation(nextUrl);
}

/** For lazy-import failures: reloads (at most once per 10 s) when the error is a failed chunk load. */
export function handleChunkLoadError(error: unknown): boolean {
  return browserCheck.handleChunkLoadError(error);
}

/** Listens to Vite's `vite:preloadError`; returns the function that removes the listener. */
export function installChunkErrorListener(): () => void {
  const listener = (event: Event) => {
    // Prevented only when we reload; otherwise Vite rethrows and the error surfaces as usual.
    if (browserCheck.handlePreloadError()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
