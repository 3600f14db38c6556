import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError } from './chunk-reload';
import { createVersionCheck, VERSION_POLL_INTERVAL_MS, type VersionCheckDeps } from './version-check';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://app/assets/page-1a2b.js',
);

function setup(latestId = 'build-1') {
  let clock = 1_000_000;
  const deps = {
    currentBuildId: 'build-1',
    fetchLatest: vi.fn<VersionCheckDeps['fetchLatest']>(async () => ({ id: latestId, timestamp: 1 })),
    assign: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    now: () => clock,
    storage: sessionStorage,
    offline: false,
    isOffline: () => deps.offline,
  };
  return { deps, check: createVersionCheck(deps), advanceClock: (ms: number) => (clock += ms) };
}

describe('version check (SPEC.md section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('polls every hour and makes the next navigation a full page load once a newer build exists', async () => {
    const { deps, check } = setup('build-2');
    const stop = check.start();

    expect(deps.fetchLatest).not.toHaveBeenCalled();
    expect(check.onNavigation('/projects/1')).toBe(false);

    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
    expect(check.onNavigation('/projects/1')).toBe(true);
    expect(deps.assign).toHaveBeenCalledWith('/projects/1');

    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the latest build is the running one', async () => {
    const { deps, check } = setup('build-1');

    await expect(check.checkNow()).resolves.toBe(false);

    expect(check.onNavigation('/articles')).toBe(false);
    expect(deps.assign).not.toHaveBeenCalled();
  });

  it('keeps working when the build information cannot be fetched', async () => {
    const { deps, check } = setup();
    deps.fetchLatest.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(check.checkNow()).resolves.toBe(false);
    expect(check.onNavigation('/')).toBe(false);
  });

  it('reloads after a failed chunk load at most once per 10 seconds', () => {
    const { deps, check, advanceClock } = setup();

    expect(check.handleChunkLoadError(chunkError)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);

    advanceClock(CHUNK_RELOAD_GUARD_MS - 1);
    expect(check.handleChunkLoadError(chunkError)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);

    advanceClock(1);
    expect(check.handleChunkLoadError(chunkError)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without a connection (the browser would show its error page instead of the app)', () => {
    const { deps, check } = setup();
    deps.offline = true;
    expect(check.handleChunkLoadError(chunkError)).toBe(false);
    expect(check.handlePreloadError()).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();

    // Back online, the next failure reloads: nothing was spent on the offline ones.
    deps.offline = false;
    expect(check.handleChunkLoadError(chunkError)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('remembers the last reload across page loads in session storage', () => {
    const first = setup();
    first.check.handleChunkLoadError(chunkError);

    const afterReload = setup();
    expect(afterReload.check.handleChunkLoadError(chunkError)).toBe(false);
    expect(afterReload.deps.reload).not.toHaveBeenCalled();
  });

  it('ignores errors that are not chunk failures, but treats every Vite preload error as one', () => {
    const { deps, check } = setup();

    expect(check.handleChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(check.handlePreloadError()).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    'Failed to fetch dynamically imported module: /assets/a.js',
    'error loading dynamically imported module: /assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %j as a chunk failure', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });
});
