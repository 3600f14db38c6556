import { handleChunkLoadError } from './version-check';

/**
 * `load` (a lazy import) run on the first call and shared by every later one. When it fails, a failed chunk load
 * (a chunk gone after a new deployment) goes through the version check's guarded reload, the error reaches the
 * caller, and the next call tries again instead of keeping the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      handleChunkLoadError(error);
      throw error;
    }));
}
