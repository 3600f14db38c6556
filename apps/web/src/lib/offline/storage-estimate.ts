/** How much of the browser's storage the app uses, when the browser tells. */
export interface StorageUse {
  readonly usage: number;
  readonly quota: number;
  /** Whether the browser promised not to evict the app's data. */
  readonly persisted: boolean;
}

/** Reads `navigator.storage.estimate()` and `persisted()`; null where the browser has no storage manager. */
export async function readStorageUse(): Promise<StorageUse | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    storage.estimate(),
    storage.persisted ? storage.persisted() : Promise.resolve(false),
  ]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}
