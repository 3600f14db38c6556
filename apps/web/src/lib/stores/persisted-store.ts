import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist, type PersistStorage, type StateStorage } from 'zustand/middleware';
import { createCookieStorage } from './cookie-storage';

/** Where a store is persisted (SPEC.md section 3: local storage, a cookie or session storage). */
export type StorageKind = 'local' | 'session' | 'cookie';

/** The raw key-value storage of a kind. */
export function stateStorage(kind: StorageKind): StateStorage {
  switch (kind) {
    case 'local':
      return localStorage;
    case 'session':
      return sessionStorage;
    case 'cookie':
      return createCookieStorage();
  }
}

/** A JSON persist storage of the given kind, for zustand's `persist({ storage })`. */
export function persistStorage<S>(kind: StorageKind): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => stateStorage(kind));
}

export interface PersistedStoreOptions<T, P> {
  /** The storage key. */
  name: string;
  storage: StorageKind;
  /** The part of the state worth keeping (everything by default). */
  partialize?: (state: T) => P;
  version?: number;
}

/** Creates a zustand hook store whose state is persisted in the configured kind of storage. */
export function createPersistedStore<T, P = T>(
  initializer: StateCreator<T, [], []>,
  options: PersistedStoreOptions<T, P>,
): UseBoundStore<StoreApi<T>> {
  return create<T>()(
    persist(initializer, {
      name: options.name,
      storage: persistStorage<P>(options.storage),
      ...(options.partialize ? { partialize: options.partialize } : {}),
      ...(options.version === undefined ? {} : { version: options.version }),
    }),
  );
}
