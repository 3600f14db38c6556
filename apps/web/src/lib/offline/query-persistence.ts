import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { openDB } from 'idb';
import { isBrowserOffline, isOnline } from './connection-state';

const DB_NAME = 'vendoc-query-cache';
const STORE = 'snapshots';
const KEY = 'client';
/** Bumped when the shape of cached answers changes: an older snapshot is then dropped, not shown. */
const FORMAT = 1;
/** A snapshot older than this is not restored. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The records a fitter needs on site without a connection (the query keys' first part). */
const OFFLINE_ROOTS = new Set([
  'projects',
  'boqs',
  'constructions',
  'quantitySurveys',
  'me',
  'company',
  'smart-notes',
  'construction-notes',
  'files',
]);

type DehydratedQuery = DehydratedState['queries'][number];

interface Snapshot {
  readonly format: number;
  readonly savedAt: number;
  readonly state: DehydratedState;
}

/**
 * The offline copy works network first: while the server answers, screens show what it sends; the copy is put into
 * the cache only when the browser is offline at start or the connection is lost later. Until then its records wait
 * here, and every write keeps those the cache does not hold (so opening the app at the office does not shrink the
 * copy to the one page opened there).
 */
let carried: readonly DehydratedQuery[] = [];
/** Set by sign-out: nothing of the signed-out person is written again by this page. */
let cleared = false;

const database = () =>
  openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });

/** Whether a query's answer is kept for offline use. */
export function isKeptOffline(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const root = query.queryKey[0];
  return query.state.status === 'success' && typeof root === 'string' && OFFLINE_ROOTS.has(root);
}

/**
 * Reads the last snapshot (before the first screen renders) and, when the browser is offline or the server did not
 * answer, puts it into the cache at once; otherwise it waits for `applyOfflineCopy`. Never rejects.
 */
export async function restoreQueryCache(client: QueryClient, now: number = Date.now()): Promise<void> {
  try {
    const db = await database();
    const snapshot = (await db.get(STORE, KEY)) as Snapshot | undefined;
    db.close();
    carried =
      snapshot && snapshot.format === FORMAT && now - snapshot.savedAt <= PERSIST_MAX_AGE_MS
        ? snapshot.state.queries
        : [];
    cleared = false;
    if (isBrowserOffline() || !isOnline()) applyOfflineCopy(client);
  } catch (error) {
    console.warn('The offline copy of the data could not be read', error);
  }
}

/**
 * Puts the offline copy's records into the cache where the cache has no newer answer (the connection is gone), marked
 * stale: a screen that uses one fetches it again once the server answers.
 */
export function applyOfflineCopy(client: QueryClient): void {
  const cache = client.getQueryCache();
  const missing = carried.filter((query) => {
    const current = cache.get(query.queryHash);
    return current === undefined || current.state.dataUpdatedAt < query.state.dataUpdatedAt;
  });
  if (missing.length === 0) return;
  hydrate(client, { mutations: [], queries: missing });
  const hashes = new Set(missing.map((query) => query.queryHash));
  void client.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash), refetchType: 'none' });
}

/** The cache's offline records, and those of the last snapshot the cache does not hold. */
function snapshotOf(client: QueryClient): Snapshot {
  const state = dehydrate(client, {
    shouldDehydrateQuery: isKeptOffline,
    shouldDehydrateMutation: () => false,
  });
  const current = new Set(state.queries.map((query) => query.queryHash));
  const kept = carried.filter((query) => !current.has(query.queryHash));
  return { format: FORMAT, savedAt: Date.now(), state: { ...state, queries: [...state.queries, ...kept] } };
}

/**
 * Writes the offline records to IndexedDB whenever the cache changes (at most once a second), and at once when the
 * page is hidden or left (a project opened just before the browser is closed or the page reloaded is kept too);
 * returns the unsubscribe function.
 */
export function persistQueryCache(client: QueryClient, throttleMs = 1000): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = async () => {
    timer = null;
    if (cleared) return;
    const snapshot = snapshotOf(client);
    try {
      const db = await database();
      if (!cleared) await db.put(STORE, snapshot, KEY);
      db.close();
    } catch (error) {
      console.warn('The offline copy of the data could not be written', error);
    }
  };
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    void write();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(() => void write(), throttleMs);
  });
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
    if (timer) clearTimeout(timer);
  };
}

/**
 * Drops the offline copy (e.g. when signing out: the next person on this device must not see it); this page writes
 * none again.
 */
export async function clearPersistedQueries(): Promise<void> {
  cleared = true;
  carried = [];
  const db = await database();
  await db.delete(STORE, KEY);
  db.close();
}
