import { expect, type Page } from '@playwright/test';

/** The changes waiting in the outbox (IndexedDB), by state, in order. */
export async function outboxStates(page: Page): Promise<string[]> {
  return (await outboxEntries(page)).map((entry) => entry.state);
}

/** The changes waiting in the outbox (IndexedDB): kind of record, method and state, in order. */
export async function outboxEntries(
  page: Page,
): Promise<{ entity: string; method: string; state: string; reason: string | null }[]> {
  return page.evaluate(
    () =>
      new Promise<{ entity: string; method: string; state: string; reason: string | null }[]>(
        (resolve, reject) => {
          const open = indexedDB.open('vendoc-outbox');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('entries').objectStore('entries').getAll();
            all.onsuccess = () => {
              resolve(
                (
                  all.result as { entity: string; method: string; state: string; reason: string | null }[]
                ).map(({ entity, method, state, reason }) => ({ entity, method, state, reason })),
              );
              open.result.close();
            };
            all.onerror = () => reject(all.error);
          };
        },
      ),
  );
}

/** The query keys held by the offline copy of the data (IndexedDB). */
async function offlineCopyKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    () =>
      new Promise<unknown[][]>((resolve) => {
        const open = indexedDB.open('vendoc-query-cache');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshots')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('snapshots').objectStore('snapshots').get('client');
          read.onsuccess = () => {
            const snapshot = read.result as { state?: { queries?: { queryKey: unknown[] }[] } } | undefined;
            db.close();
            resolve((snapshot?.state?.queries ?? []).map((query) => query.queryKey));
          };
          read.onerror = () => resolve([]);
        };
      }),
  );
}

/** Waits until the offline copy of the data holds records of each of these kinds (it is written a second late). */
export async function expectOfflineCopyOf(page: Page, roots: readonly string[]): Promise<void> {
  await expect
    .poll(async () => {
      const held = new Set((await offlineCopyKeys(page)).map((key) => String(key[0])));
      return roots.filter((root) => !held.has(root));
    })
    .toEqual([]);
}

/**
 * Waits until the offline copy holds what a fitter needs of this project without a connection: the project, its
 * notes and its diary (loaded with the project's page on site).
 */
export async function expectOfflineCopyOfProject(page: Page, projectId: string): Promise<void> {
  await expect
    .poll(async () => {
      const held = new Set(
        (await offlineCopyKeys(page))
          .filter((key) => JSON.stringify(key).includes(projectId))
          .map((key) => String(key[0])),
      );
      return ['projects', 'smart-notes', 'construction-notes'].filter((root) => !held.has(root));
    })
    .toEqual([]);
}

/** Waits until the service worker controls the page: from then on the app opens without a connection. */
export async function expectServiceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Types a formula into the survey editor's focused new line and presses Enter (saves it, opens the next line). */
export async function enterSurveyLine(page: Page, expression: string): Promise<void> {
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-label', /^Formel /);
  await expect(focused).toHaveValue('');
  await page.keyboard.type(expression);
  await page.keyboard.press('Enter');
}
