import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOutboxStorage } from './outbox-db';
import type { OutboxEntry, OutboxWrite } from './outbox-entry';
import { createOutbox } from './outbox';
import { QueuedWriteError, type AttemptResult, type MultipartBody, type Outbox } from './outbox-api';

type Reply =
  | AttemptResult
  | ((entry: OutboxEntry, body: unknown, onProgress?: (share: number) => void) => AttemptResult);

let dbCount = 0;
const opened: Outbox[] = [];

afterEach(() => {
  for (const box of opened.splice(0)) box.close();
});

/** An outbox over a fresh IndexedDB database, sending to a scripted server; time is the test's. */
function setup(name = `outbox-test-${++dbCount}`) {
  const sent: { entry: OutboxEntry; body: unknown }[] = [];
  const replies: Reply[] = [];
  const clock = { now: 1_000_000 };
  let ids = 0;
  const timers: { run: () => void; at: number }[] = [];
  const settled = vi.fn();
  const browser = { offline: false };
  const person: { id: string | null } = { id: 'anna' };
  const box = createOutbox({
    isBrowserOffline: () => browser.offline,
    currentOwner: () => person.id,
    storage: () => openOutboxStorage(name),
    async send(entry, body, onProgress) {
      sent.push({ entry, body });
      const reply = replies.shift() ?? { ok: true, data: { id: `saved-${sent.length}` } };
      return typeof reply === 'function' ? reply(entry, body, onProgress) : reply;
    },
    fetchCurrent: async () => ({ id: 'r1', version: 7, text: 'theirs (fetched)' }),
    reasonOf: (result) => `refused ${result.status}`,
    newId: () => `${name}-id-${++ids}`,
    now: () => clock.now,
    onSettled: settled,
    setTimer: (run, ms) => {
      const timer = { run, at: clock.now + ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  opened.push(box);
  /** Lets time pass and runs the timers that are due. */
  const advance = async (ms: number) => {
    clock.now += ms;
    for (const timer of timers.filter((t) => t.at <= clock.now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    await box.flush();
  };
  return { box, sent, replies, clock, advance, settled, name, browser, person, timers };
}

const line = (recordId: string, body: unknown = { text: recordId }): OutboxWrite => ({
  method: 'POST',
  url: `/api/v1/things/${recordId}`,
  body,
  label: `Zeile ${recordId}`,
  entity: 'line',
  recordId,
});

const network: AttemptResult = { ok: false, status: null, data: null, error: new Error('Network Error') };
const status = (
  code: number,
  data: unknown = { title: `HTTP ${code}` },
): Extract<AttemptResult, { ok: false }> => ({
  ok: false,
  status: code,
  data,
  error: Object.assign(new Error(`HTTP ${code}`), { response: { status: code, data } }),
});

describe('outbox', () => {
  it('sends queued writes strictly in the order they were made', async () => {
    const { box, sent } = setup();
    for (const id of ['a', 'b', 'c']) await box.enqueue(line(id));
    await box.flush();

    expect(sent.map(({ entry }) => entry.recordId)).toEqual(['a', 'b', 'c']);
    expect(box.store.getState().entries).toHaveLength(0);
  });

  it('keeps a later change of a record behind an earlier one that is stopped, while other records go on', async () => {
    const { box, sent, replies } = setup();
    replies.push(status(400, { title: 'Ungültig', detail: 'Text fehlt' }));
    await box.enqueue(line('a', { v: 1 }));
    await box.enqueue(line('b'));
    await box.enqueue(line('a', { v: 2 }));
    await box.flush();

    expect(sent.map(({ entry }) => entry.recordId)).toEqual(['a', 'b']);
    const left = box.store.getState().entries;
    expect(left.map((entry) => [entry.recordId, entry.state])).toEqual([
      ['a', 'failed'],
      ['a', 'waiting'],
    ]);
    expect(left[0]?.reason).toBe('refused 400');

    await box.retry(left[0]!.id);
    await box.flush();
    expect(sent.map(({ entry }) => entry.body)).toEqual([{ v: 1 }, { text: 'b' }, { v: 1 }, { v: 2 }]);
    expect(box.store.getState().entries).toHaveLength(0);
  });

  it('retries network failures, 5xx, 408 and 429 with backoff and the same idempotency key', async () => {
    const { box, sent, replies, advance } = setup();
    replies.push(network, status(503), status(408), { ...status(429), retryAfterMs: 10_000 });
    const { entry, settled } = await box.enqueue(line('a'));
    await box.flush();
    expect(sent).toHaveLength(1);
    expect(box.store.getState().entries[0]).toMatchObject({ state: 'waiting', attempts: 1 });

    // Not before the backoff (1 s, then 2 s, 4 s; 429 asks for 10 s).
    await advance(999);
    expect(sent).toHaveLength(1);
    await advance(1);
    expect(sent).toHaveLength(2);
    await advance(2000);
    expect(sent).toHaveLength(3);
    await advance(4000);
    expect(sent).toHaveLength(4);
    await advance(9_999);
    expect(sent).toHaveLength(4);
    await advance(1);

    expect(sent).toHaveLength(5);
    expect(new Set(sent.map(({ entry: sentEntry }) => sentEntry.idempotencyKey))).toEqual(
      new Set([entry.idempotencyKey]),
    );
    await expect(settled).resolves.toEqual({ kind: 'sent', data: { id: 'saved-5' } });
  });

  it('stops on a refusal (4xx) with the reason, and drops the change only when discarded', async () => {
    const { box, replies, settled: onSettled } = setup();
    replies.push(status(422));
    const { entry, settled } = await box.enqueue(line('a'));
    await box.flush();

    expect(box.store.getState().entries).toMatchObject([
      { id: entry.id, state: 'failed', reason: 'refused 422' },
    ]);
    await box.discard(entry.id);
    await expect(settled).resolves.toEqual({ kind: 'discarded' });
    expect(box.store.getState().entries).toHaveLength(0);
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ id: entry.id }), { kind: 'discarded' });
  });

  it('keeps a 409 as a conflict with both versions; keep mine sends again with their version and a new key', async () => {
    const { box, sent, replies } = setup();
    const theirs = { id: 'r1', version: 5, text: 'theirs' };
    replies.push(status(409, { title: 'Conflict', current: theirs }));
    const { entry, settled } = await box.enqueue({
      ...line('r1', { text: 'mine', version: 3 }),
      method: 'PATCH',
    });
    await box.flush();

    const conflict = box.store.getState().entries[0];
    expect(conflict).toMatchObject({
      state: 'conflict',
      conflict: { mine: { text: 'mine', version: 3 }, theirs },
    });

    await box.keepMine(entry.id);
    await box.flush();
    expect(sent[1]?.body).toEqual({ text: 'mine', version: 5 });
    expect(sent[1]?.entry.idempotencyKey).not.toBe(entry.idempotencyKey);
    await expect(settled).resolves.toMatchObject({ kind: 'sent' });
  });

  it('fetches the current record for a 409 without it; take theirs drops mine', async () => {
    const { box, replies } = setup();
    replies.push(status(409, { title: 'Conflict' }));
    const { entry, settled } = await box.enqueue({
      ...line('r1', { version: 3 }),
      recordUrl: '/api/v1/things/r1',
    });
    await box.flush();

    expect(box.store.getState().entries[0]?.conflict?.theirs).toEqual({
      id: 'r1',
      version: 7,
      text: 'theirs (fetched)',
    });
    await box.takeTheirs(entry.id);
    await expect(settled).resolves.toEqual({
      kind: 'theirs',
      current: expect.objectContaining({ version: 7 }),
    });
    expect(box.store.getState().entries).toHaveLength(0);
  });

  it('keeps the queue across re-opening the database (a reload or browser restart)', async () => {
    const first = setup('outbox-reopen');
    first.browser.offline = true;
    // Node's Blob: fake-indexeddb clones with Node's structuredClone, which does not know happy-dom's Blob.
    const photo = new NodeBlob(['jpeg bytes'], { type: 'image/jpeg' }) as unknown as Blob;
    await first.box.enqueue(line('a'));
    await first.box.enqueue({
      ...line('b', undefined),
      parts: [
        { name: 'caption', value: 'Wand' },
        { name: 'file', blob: photo, fileName: 'wand.jpg' },
      ],
    });
    // Back online, the first attempt's answer is lost: sending pauses.
    first.browser.offline = false;
    first.replies.push(network);
    await first.box.reconnected();
    expect(first.sent.map(({ entry }) => entry.recordId)).toEqual(['a']);
    const before = first.box.store.getState().entries;
    first.box.close();

    const second = setup('outbox-reopen');
    await second.box.ready;
    const after = second.box.store.getState().entries;
    expect(after.map((entry) => [entry.recordId, entry.state, entry.idempotencyKey])).toEqual(
      before.map((entry) => [entry.recordId, 'waiting', entry.idempotencyKey]),
    );

    await second.box.reconnected();
    expect(second.sent.map(({ entry }) => entry.recordId)).toEqual(['a', 'b']);
    expect(second.sent[0]?.entry.idempotencyKey).toBe(before[0]?.idempotencyKey);
    const [caption, file] = (second.sent[1]?.body as MultipartBody).fields;
    expect(caption).toEqual({ name: 'caption', value: 'Wand' });
    expect(file).toMatchObject({ name: 'file', fileName: 'wand.jpg' });
    const blob = file && 'blob' in file ? file.blob : null;
    expect(blob?.type).toBe('image/jpeg');
    expect(await blob?.text()).toBe('jpeg bytes');
  });

  it('merges a change into a record’s waiting change that was never tried', async () => {
    const { box, sent, browser } = setup();
    browser.offline = true;
    await box.enqueue({ ...line('a', { text: 'x', expression: '1' }), coalesce: true });
    await box.enqueue({ ...line('a', { text: 'y' }), coalesce: true });
    expect(box.store.getState().entries).toHaveLength(1);
    browser.offline = false;
    await box.reconnected();
    expect(sent.map(({ body }) => body)).toEqual([{ text: 'y', expression: '1' }]);
  });

  it('answers a waiting caller at once, or tells it the change waits', async () => {
    const { box, replies } = setup();
    await expect(box.send(line('a'))).resolves.toEqual({ id: 'saved-1' });

    replies.push(network);
    const waiting = box.send(line('b'));
    await expect(waiting).rejects.toBeInstanceOf(QueuedWriteError);
    expect(box.store.getState().entries).toMatchObject([{ recordId: 'b', state: 'waiting' }]);

    // A refusal goes back to the caller (who shows it) and leaves the outbox.
    replies.push(status(400));
    const refused = box.send(line('c'));
    await expect(refused).rejects.toMatchObject({ response: { status: 400 } });
  });

  it("sends a person's changes only while they are signed in, never with another person's token", async () => {
    const { box, sent, browser, person, timers, advance } = setup();
    browser.offline = true;
    await box.enqueue(line('a1'));
    await box.enqueue(line('a2'));
    expect(box.store.getState().entries.map((entry) => entry.owner)).toEqual(['anna', 'anna']);

    // Anna signs out with both waiting; Ben signs in on the same device, online.
    person.id = null;
    browser.offline = false;
    await box.flush();
    expect(sent).toEqual([]);
    // Nothing is due for nobody: no timer keeps trying (no busy loop over someone else's changes).
    expect(timers).toEqual([]);
    person.id = 'ben';
    await box.enqueue(line('b1'));
    await advance(0);
    expect(sent.map((attempt) => [attempt.entry.recordId, attempt.entry.owner])).toEqual([['b1', 'ben']]);
    // Ben cannot act on Anna's changes either.
    const annas = box.store.getState().entries.filter((entry) => entry.owner === 'anna');
    await box.discard(annas[0]?.id ?? '');
    expect(box.store.getState().entries).toHaveLength(2);
    expect(box.handle(annas[0]?.id ?? '')).toBeNull();

    // Anna signs in again: hers go, in order.
    person.id = 'anna';
    await box.flush();
    expect(sent.map((attempt) => attempt.entry.recordId)).toEqual(['b1', 'a1', 'a2']);
    expect(box.store.getState().entries).toEqual([]);
  });

  it('holds a change that refers to another record until that record’s earlier changes are sent', async () => {
    const { box, sent, replies } = setup();
    replies.push(status(422, { title: 'Kein Bild' }));
    const upload: OutboxWrite = { ...line('photo-1'), entity: 'file' };
    await box.enqueue(upload);
    await box.enqueue({
      ...line('note-1', { photoFileIds: ['photo-1'] }),
      dependsOn: [{ entity: 'file', recordId: 'photo-1' }],
    });
    await box.enqueue(line('other'));
    await box.flush();

    // The upload was refused: the note that links it waits (it would be refused too), the rest goes on.
    expect(sent.map(({ entry }) => entry.recordId)).toEqual(['photo-1', 'other']);
    expect(box.store.getState().entries.map((entry) => [entry.recordId, entry.state])).toEqual([
      ['photo-1', 'failed'],
      ['note-1', 'waiting'],
    ]);
    // A caller waiting online does not wait for it either: it is told the change waits.
    await expect(
      box.send({ ...line('note-2'), dependsOn: [{ entity: 'file', recordId: 'photo-1' }] }),
    ).rejects.toBeInstanceOf(QueuedWriteError);

    await box.retry(box.store.getState().entries[0]!.id);
    await box.flush();
    expect(sent.map(({ entry }) => entry.recordId)).toEqual([
      'photo-1',
      'other',
      'photo-1',
      'note-1',
      'note-2',
    ]);
    expect(box.store.getState().entries).toEqual([]);
  });

  it('gives a caller waiting for an upload its progress, and nobody else', async () => {
    const { box, replies, browser } = setup();
    const reportHalfway = (_entry: OutboxEntry, _body: unknown, onProgress?: (share: number) => void) => {
      onProgress?.(0.5);
      onProgress?.(1);
      return { ok: true as const, data: { id: 'stored' } };
    };
    replies.push(reportHalfway);
    const shares: number[] = [];
    await expect(box.send(line('a'), { onProgress: (share) => shares.push(share) })).resolves.toEqual({
      id: 'stored',
    });
    expect(shares).toEqual([0.5, 1]);

    // Queued offline, it is sent later with nobody waiting: no progress callback is handed on.
    browser.offline = true;
    const later: number[] = [];
    await expect(box.send(line('b'), { onProgress: (share) => later.push(share) })).rejects.toBeInstanceOf(
      QueuedWriteError,
    );
    browser.offline = false;
    let handedOn: unknown = 'not sent';
    replies.push((_entry, _body, onProgress) => {
      handedOn = onProgress;
      return { ok: true, data: {} };
    });
    await box.reconnected();
    expect(handedOn).toBeUndefined();
    expect(later).toEqual([]);
  });

  it('moves a record’s later changes onto their version when mine is kept over theirs', async () => {
    const { box, sent, replies, browser } = setup();
    browser.offline = true;
    // Three edits offline, each on the version the one before gives (3, 4, 5).
    for (const [version, text] of [
      [3, 'eins'],
      [4, 'zwei'],
      [5, 'drei'],
    ] as const)
      await box.enqueue({ ...line('r1', { text, version }), method: 'PUT', baseVersion: version });
    browser.offline = false;
    // Someone else saved twice meanwhile: the server is at 5.
    replies.push(status(409, { title: 'Conflict', current: { id: 'r1', version: 5, text: 'theirs' } }));
    await box.reconnected();
    expect(box.store.getState().entries.map((entry) => entry.state)).toEqual([
      'conflict',
      'waiting',
      'waiting',
    ]);

    const [first] = box.store.getState().entries;
    await box.keepMine(first!.id);
    await box.flush();
    expect(sent.map(({ body }) => body)).toEqual([
      { text: 'eins', version: 3 },
      { text: 'eins', version: 5 },
      { text: 'zwei', version: 6 },
      { text: 'drei', version: 7 },
    ]);
    expect(new Set(sent.map(({ entry }) => entry.idempotencyKey)).size).toBe(4);
    expect(box.store.getState().entries).toEqual([]);
  });
});
