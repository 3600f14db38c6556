import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionStore } from './connection-state';
import {
  applyOfflineCopy,
  clearPersistedQueries,
  isKeptOffline,
  persistQueryCache,
  restoreQueryCache,
} from './query-persistence';

const PROJECTS = [{ id: 'p1', name: 'Schule am Park' }];
const LIST = ['projects', 'list'] as const;

afterEach(async () => {
  vi.restoreAllMocks();
  connectionStore.setState({ online: true });
  await clearPersistedQueries();
});

/** What a fresh page would read from the offline copy (put into a client as if the connection were gone). */
async function copyAsReadByANewPage(): Promise<QueryClient> {
  const probe = new QueryClient();
  await restoreQueryCache(probe);
  applyOfflineCopy(probe);
  return probe;
}

/** Writes `data` under `key` through a persisting client and waits until a new page can read it. */
async function persisted(key: readonly unknown[], data: unknown): Promise<void> {
  const writer = new QueryClient();
  await restoreQueryCache(writer); // as every page does before it writes
  const stop = persistQueryCache(writer, 0);
  writer.setQueryData(key, data);
  await vi.waitFor(async () => expect((await copyAsReadByANewPage()).getQueryData(key)).toEqual(data));
  stop();
}

describe('the offline copy of the query cache', () => {
  it('keeps only the records fitters need offline, and only answers that succeeded', () => {
    const success = { status: 'success' } as const;
    expect(isKeptOffline({ queryKey: ['projects', 'list'], state: success } as never)).toBe(true);
    expect(isKeptOffline({ queryKey: ['templates', 'list'], state: success } as never)).toBe(false);
    expect(isKeptOffline({ queryKey: ['projects', 'list'], state: { status: 'error' } } as never)).toBe(
      false,
    );
  });

  it('online, the server answers: a new page does not show the copy, which may be older', async () => {
    await persisted(LIST, PROJECTS);
    const client = new QueryClient();
    await restoreQueryCache(client);
    expect(client.getQueryData(LIST)).toBeUndefined();
  });

  it('offline at start: the copy shows at once, stale, and is fetched again when the server answers', async () => {
    await persisted(LIST, PROJECTS);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // A long staleTime would otherwise keep the copy from being fetched again.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    await restoreQueryCache(client);
    expect(client.getQueryData(LIST)).toEqual(PROJECTS);
    expect(client.getQueryState(LIST)?.isInvalidated).toBe(true);

    vi.restoreAllMocks(); // the browser is online again
    const fresh = [{ id: 'p1', name: 'Schule am Park (2. BA)' }];
    const queryFn = vi.fn(async () => fresh);
    const observer = new QueryObserver(client, { queryKey: LIST, queryFn });
    expect(observer.getCurrentResult().data).toEqual(PROJECTS);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(LIST)).toEqual(fresh));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('when the server stopped answering before the copy was read, the copy shows at once', async () => {
    await persisted(LIST, PROJECTS);
    connectionStore.setState({ online: false });
    const client = new QueryClient();
    await restoreQueryCache(client);
    expect(client.getQueryData(LIST)).toEqual(PROJECTS);
  });

  it('the connection lost later: the copy fills what the cache lacks, never over a newer answer', async () => {
    await persisted(LIST, PROJECTS);
    await persisted(['projects', 'detail', 'p1'], PROJECTS[0]);
    const client = new QueryClient();
    await restoreQueryCache(client);
    const newer = { id: 'p1', name: 'Schule am Park (neu)' };
    client.setQueryData(['projects', 'detail', 'p1'], newer);

    applyOfflineCopy(client);

    expect(client.getQueryData(LIST)).toEqual(PROJECTS);
    expect(client.getQueryData(['projects', 'detail', 'p1'])).toEqual(newer);
    expect(client.getQueryState(['projects', 'detail', 'p1'])?.isInvalidated).toBe(false);
  });

  it('a page opened online keeps the records of the copy it did not load when it writes', async () => {
    await persisted(LIST, PROJECTS);
    const office = new QueryClient();
    await restoreQueryCache(office);
    const stop = persistQueryCache(office, 0);
    office.setQueryData(['company'], { name: 'Muster Bau GmbH' });
    await vi.waitFor(async () => {
      const read = await copyAsReadByANewPage();
      expect(read.getQueryData(['company'])).toEqual({ name: 'Muster Bau GmbH' });
      expect(read.getQueryData(LIST)).toEqual(PROJECTS);
    });
    stop();
  });

  it('a page left before the throttled write runs writes at once (reload, closed browser)', async () => {
    const leaving = new QueryClient();
    await restoreQueryCache(leaving);
    // A throttle far beyond the test's time: only leaving the page can write.
    const stop = persistQueryCache(leaving, 3_600_000);
    leaving.setQueryData(['projects', 'detail', 'p3'], { id: 'p3', name: 'Halle Keller' });
    expect((await copyAsReadByANewPage()).getQueryData(['projects', 'detail', 'p3'])).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () =>
      expect((await copyAsReadByANewPage()).getQueryData(['projects', 'detail', 'p3'])).toEqual({
        id: 'p3',
        name: 'Halle Keller',
      }),
    );
    stop();
  });

  it('after sign-out the page writes nothing again', async () => {
    await persisted(LIST, PROJECTS);
    const page = new QueryClient();
    await restoreQueryCache(page);
    const stop = persistQueryCache(page, 0);
    await clearPersistedQueries();
    page.setQueryData(['company'], { name: 'Muster Bau GmbH' });
    // The write would have run on the next turn of the event loop; give it several.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    const read = await copyAsReadByANewPage();
    expect(read.getQueryData(['company'])).toBeUndefined();
    expect(read.getQueryData(LIST)).toBeUndefined();
    stop();
  });

  it('drops a copy older than a week', async () => {
    await persisted(LIST, PROJECTS);
    const client = new QueryClient();
    await restoreQueryCache(client, Date.now() + 8 * 24 * 60 * 60 * 1000);
    applyOfflineCopy(client);
    expect(client.getQueryData(LIST)).toBeUndefined();
  });
});
