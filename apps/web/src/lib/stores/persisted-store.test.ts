import { afterEach, describe, expect, it } from 'vitest';
import { createCookieStorage } from './cookie-storage';
import { createPersistedStore, type StorageKind } from './persisted-store';

interface Counter {
  count: number;
  note: string;
  increment(): void;
}

function counterStore(storage: StorageKind, name = `counter-${storage}`) {
  return createPersistedStore<Counter, Pick<Counter, 'count'>>(
    (set) => ({ count: 0, note: 'transient', increment: () => set((state) => ({ count: state.count + 1 })) }),
    { name, storage, partialize: (state) => ({ count: state.count }) },
  );
}

afterEach(() => {
  for (const name of ['counter-cookie', 'plain', 'spaced name']) createCookieStorage().removeItem(name);
});

describe('persisted stores (SPEC.md section 3)', () => {
  it.each<[StorageKind, () => string | null]>([
    ['local', () => localStorage.getItem('counter-local')],
    ['session', () => sessionStorage.getItem('counter-session')],
    ['cookie', () => createCookieStorage().getItem('counter-cookie') as string | null],
  ])('persists the chosen part of the state in %s storage', (kind, read) => {
    const useCounter = counterStore(kind);

    useCounter.getState().increment();
    useCounter.getState().increment();

    expect(JSON.parse(read() ?? 'null')).toEqual({ state: { count: 2 }, version: 0 });
  });

  it('restores the state from storage when a store is created again', () => {
    localStorage.setItem('counter-local', JSON.stringify({ state: { count: 7 }, version: 0 }));

    const useCounter = counterStore('local');

    expect(useCounter.getState().count).toBe(7);
    expect(useCounter.getState().note).toBe('transient');
  });

  it('keeps only its own store in the chosen storage', () => {
    counterStore('session').getState().increment();

    expect(localStorage.getItem('counter-session')).toBeNull();
  });
});

describe('cookie storage', () => {
  it('reads back what it wrote, including characters cookies cannot hold, and removes it', () => {
    const storage = createCookieStorage();

    storage.setItem('spaced name', '{"a":"b; c=d"}');
    storage.setItem('plain', 'x');

    expect(storage.getItem('spaced name')).toBe('{"a":"b; c=d"}');
    expect(storage.getItem('plain')).toBe('x');
    storage.removeItem('spaced name');
    expect(storage.getItem('spaced name')).toBeNull();
    expect(storage.getItem('plain')).toBe('x');
  });
});
