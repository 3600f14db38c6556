/** SPEC.md section 9: at most one reload per 10 s after a failed chunk load. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'vendoc:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** True when an error says that a lazily loaded chunk (script or CSS) could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export interface ChunkReloadDeps {
  reload(): void;
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The browser has no connection: a reload would show its error page instead of the app. */
  isOffline?(): boolean;
}

/**
 * Reloads the page unless a reload already happened within the last 10 s (which would mean reloading does not
 * help), or the browser is offline (the app stays, and says it could not load the part). Returns whether it reloaded.
 */
export function reloadGuarded(deps: ChunkReloadDeps): boolean {
  if (deps.isOffline?.()) return false;
  const last = Number(deps.storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  deps.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  deps.reload();
  return true;
}

/** Reloads after a failed chunk load (usually a deployment removed the old chunks), guarded by reloadGuarded. */
export function reloadAfterChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  return isChunkLoadError(error) && reloadGuarded(deps);
}
