import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createFakeServer, type FakeReply } from '../http/fake-server';
import { deferred } from '../http/test-client';
import { draftRecord } from './row-drafts';
import { conflictAuthor, createRowSaver, type RowDraft } from './row-saver';

interface Item {
  id: string;
  price: string;
  version: number;
}
type ItemDraft = RowDraft<{ price: string }, Item>;

/** A server with one row per id and a version check, a draft store, and the saver between them. */
/** `reply` answers instead of the row store when it returns a reply. */
function setup(
  reply?: (body: {
    price: string;
    version: number;
  }) => FakeReply | undefined | Promise<FakeReply | undefined>,
) {
  const rows = new Map<string, Item>([['a', { id: 'a', price: '1', version: 1 }]]);
  const cache = new Map(rows);
  const server = createFakeServer(async (config) => {
    const body = JSON.parse(String(config.data)) as { price: string; version: number };
    const id = (config.url ?? '').split('/').at(-1) ?? '';
    const answer = await reply?.(body);
    if (answer) return answer;
    const row = rows.get(id) as Item;
    if (body.version !== row.version) return { status: 409, data: { status: 409, current: row } };
    const next = { id, price: body.price, version: row.version + 1 };
    rows.set(id, next);
    return { status: 200, data: next };
  });
  const store = createStore<{ drafts: Record<string, ItemDraft> }>()(() => ({ drafts: {} }));
  const drafts = draftRecord<{ drafts: Record<string, ItemDraft> }, ItemDraft>(store, 'drafts');
  const adopted: Item[] = [];
  const saver = createRowSaver<{ price: string }, Item, Item, ItemDraft>({
    drafts,
    plan(draft) {
      const cached = cache.get(draft.key) as Item;
      if (cached.price === draft.fields.price) return 'unchanged';
      return {
        send: async () =>
          (
            await server.http.patch<Item>(`/items/${draft.key}`, {
              price: draft.fields.price,
              version: cached.version,
            })
          ).data,
      };
    },
    stored: (_key, saved) => void cache.set(saved.id, saved),
    readConflict: (current) => (typeof current === 'object' && current !== null ? (current as Item) : null),
    adopt(row) {
      adopted.push(row);
      cache.set(row.id, row);
    },
    sameFields: (a, b) => a.price === b.price,
  });
  const type = (price: string) => {
    const draft = drafts.get('a');
    if (draft) drafts.update('a', { fields: { price } });
    else drafts.set({ key: 'a', fields: { price }, status: 'idle', message: null, conflict: null });
  };
  return { rows, cache, server, drafts, saver, adopted, type };
}

describe('createRowSaver', () => {
  it('saves a draft with the row version and drops it once the server has it', async () => {
    const { saver, type, drafts, rows, server } = setup();
    type('2');
    expect(await saver.save('a')).toBe(true);
    expect(JSON.parse(String(server.requests[0]?.data))).toEqual({ price: '2', version: 1 });
    expect(rows.get('a')).toEqual({ id: 'a', price: '2', version: 2 });
    expect(drafts.get('a')).toBeUndefined();
    // Nothing to send for what the server has: the draft goes without a request.
    type('2');
    expect(await saver.save('a')).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(drafts.get('a')).toBeUndefined();
  });

  it('keeps what was typed while a save was on its way, and sends it next with the new version', async () => {
    const hold = deferred<void>();
    let first = true;
    const { saver, type, drafts, server } = setup(async () => {
      if (first) {
        first = false;
        await hold.promise;
      }
      return undefined;
    });
    type('2');
    const saving = saver.save('a');
    await expect.poll(() => drafts.get('a')?.status).toBe('saving');
    type('3');
    // Asked while the first runs: it follows the first, never beside it.
    const second = saver.save('a');
    expect(server.requests).toHaveLength(1);
    hold.resolve();
    expect(await saving).toBe(true);
    expect(drafts.get('a')).toMatchObject({ fields: { price: '3' } });
    expect(await second).toBe(true);
    expect(JSON.parse(String(server.requests[1]?.data))).toEqual({ price: '3', version: 2 });
    expect(drafts.get('a')).toBeUndefined();
  });

  it('turns a 409 into a conflict that keeps the typed value; reload drops it, keep mine saves it over', async () => {
    const { saver, type, drafts, rows, adopted, server } = setup();
    rows.set('a', { id: 'a', price: '5', version: 4 });
    type('2');
    expect(await saver.save('a')).toBe(false);
    expect(drafts.get('a')).toMatchObject({
      status: 'conflict',
      fields: { price: '2' },
      conflict: { price: '5', version: 4 },
    });
    expect(adopted).toEqual([{ id: 'a', price: '5', version: 4 }]);
    // Leaving the row again does not overwrite the newer row.
    expect(await saver.save('a', { force: true })).toBe(false);
    expect(server.requests).toHaveLength(1);

    expect(await saver.keepMine('a')).toBe(true);
    expect(JSON.parse(String(server.requests[1]?.data))).toEqual({ price: '2', version: 4 });
    expect(rows.get('a')?.price).toBe('2');

    rows.set('a', { id: 'a', price: '7', version: 9 });
    type('8');
    await saver.save('a');
    saver.reload('a');
    expect(drafts.get('a')).toBeUndefined();
  });

  it('keeps a failed save for a retry and does not repeat it each time the row is left', async () => {
    let fail = true;
    const { saver, type, drafts, server } = setup(() =>
      fail ? { status: 500, data: { title: 'Fehler', detail: 'Die Datenbank antwortet nicht.' } } : undefined,
    );
    type('2');
    expect(await saver.save('a')).toBe(false);
    expect(drafts.get('a')).toMatchObject({
      status: 'failed',
      message: 'Die Datenbank antwortet nicht.',
      fields: { price: '2' },
    });
    expect(await saver.save('a')).toBe(false);
    expect(server.requests).toHaveLength(1);
    fail = false;
    expect(await saver.save('a', { force: true })).toBe(true);
    expect(drafts.get('a')).toBeUndefined();
  });

  it('takes a 409 whose body has no readable current row as a failure, not as a conflict', async () => {
    const { saver, type, drafts, adopted } = setup(() => ({
      status: 409,
      data: { status: 409, detail: 'Das Aufmaß ist freigegeben.' },
    }));
    type('2');
    expect(await saver.save('a')).toBe(false);
    expect(drafts.get('a')).toMatchObject({ status: 'failed', message: 'Das Aufmaß ist freigegeben.' });
    expect(adopted).toEqual([]);
  });

  it('names who stored the newer row when the answer says', () => {
    expect(conflictAuthor({ updatedBy: { displayName: 'Mia Monteurin' } })).toBe('Mia Monteurin');
    expect(conflictAuthor({ updatedBy: 'Max' })).toBe('Max');
    expect(conflictAuthor({ updatedBy: { id: 'x' } })).toBeNull();
    expect(conflictAuthor({})).toBeNull();
    expect(conflictAuthor(null)).toBeNull();
  });
});
