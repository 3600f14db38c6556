import { createStore } from 'zustand/vanilla';
import {
  MultipartBody,
  QueuedWriteError,
  type MultipartField,
  type Outbox,
  type OutboxDeps,
  type OutboxSnapshot,
  type QueuedWrite,
} from './outbox-api';
import {
  backoffMs,
  isChangeOf,
  isRetryableStatus,
  type OutboxEntry,
  type OutboxOutcome,
  type OutboxPart,
  type OutboxWrite,
} from './outbox-entry';
import type { OutboxStorage } from './outbox-db';
import { currentOf, mergeBodies, recordOf, versionOf, withVersion } from './outbox-bodies';

/**
 * The outbox: writes kept in IndexedDB and sent strictly in order. A network failure, 5xx, 408 or 429 is tried again
 * with backoff (the same idempotency key, so a repeat after a lost answer is not applied twice); another 4xx stops
 * the change with the server's reason until the person retries or discards it; a 409 keeps both versions for the
 * person to decide. A later change of a record never overtakes an earlier one of the same record.
 */
export function createOutbox(deps: OutboxDeps): Outbox {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const store = createStore<OutboxSnapshot>()(() => ({ entries: [], loaded: false }));
  const waiters = new Map<string, { promise: Promise<OutboxOutcome>; resolve: (o: OutboxOutcome) => void }>();
  /** Callers waiting for the first attempt of their change (the live path). */
  const attached = new Map<
    string,
    {
      resolve: (data: unknown) => void;
      reject: (error: unknown) => void;
      onProgress: ((share: number) => void) | undefined;
    }
  >();
  let storagePromise: Promise<OutboxStorage> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;
  let closed = false;

  const storage = () => (storagePromise ??= deps.storage());
  const owner = () => deps.currentOwner?.() ?? null;
  /** The signed-in person's changes: the only ones sent (another person's wait until they sign in again). */
  const ours = () => entries().filter((entry) => isChangeOf(entry, owner()));
  const entries = () => store.getState().entries;
  const find = (id: string) => ours().find((entry) => entry.id === id);
  const setEntries = (next: readonly OutboxEntry[]) => store.setState({ entries: next });

  const waiter = (id: string) => {
    let found = waiters.get(id);
    if (!found) {
      let resolve!: (o: OutboxOutcome) => void;
      const promise = new Promise<OutboxOutcome>((r) => (resolve = r));
      found = { promise, resolve };
      waiters.set(id, found);
    }
    return found;
  };

  const handleOf = (entry: OutboxEntry): QueuedWrite => ({
    entry,
    settled: waiter(entry.id).promise,
    canMerge: () => {
      const now = find(entry.id);
      return now?.state === 'waiting' && now.attempts === 0;
    },
  });

  async function update(entry: OutboxEntry): Promise<void> {
    setEntries(entries().map((other) => (other.id === entry.id ? entry : other)));
    await (await storage()).put(entry);
  }

  async function settle(entry: OutboxEntry, outcome: OutboxOutcome): Promise<void> {
    setEntries(entries().filter((other) => other.id !== entry.id));
    await (await storage()).remove(entry);
    waiter(entry.id).resolve(outcome);
    waiters.delete(entry.id);
    deps.onSettled?.(entry, outcome);
  }

  const ready = (async () => {
    const db = await storage().catch((error: unknown) => {
      // No IndexedDB (a private window of an old browser): nothing can wait offline; writes fail as before.
      console.warn('The outbox cannot be opened', error);
      return null;
    });
    if (!db) {
      store.setState({ loaded: true });
      return;
    }
    const stored = await db.all();
    const loaded: OutboxEntry[] = [];
    for (const entry of stored) {
      // A page closed while sending: the change is sent again with the same key.
      const fresh = entry.state === 'sending' ? { ...entry, state: 'waiting' as const } : entry;
      if (fresh !== entry) await db.put(fresh);
      loaded.push(fresh);
    }
    loaded.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    store.setState({ entries: loaded, loaded: true });
  })();

  async function bodyOf(entry: OutboxEntry): Promise<unknown> {
    if (!entry.parts) return entry.body;
    const db = await storage();
    const fields: MultipartField[] = [];
    for (const part of entry.parts) {
      if ('value' in part) fields.push(part);
      else {
        // Read when its turn comes, one change at a time: a Blob from IndexedDB is a handle to the stored bytes,
        // not a copy in memory.
        const blob = await db.blob(part.blobId);
        if (blob) fields.push({ name: part.name, blob, fileName: part.fileName });
      }
    }
    return new MultipartBody(fields);
  }

  /**
   * The next change due: in order, skipping records whose earlier change is stopped or not due yet, and changes that
   * refer to a record with an earlier change still in the queue (a note waits for the upload of its photo).
   */
  function nextDue(): OutboxEntry | null {
    const blocked = new Set<string>();
    const earlier = new Set<string>();
    for (const entry of ours()) {
      const record = recordOf(entry);
      const waitsForOther = (entry.dependsOn ?? []).some((ref) => earlier.has(recordOf(ref)));
      earlier.add(record);
      if (blocked.has(record)) continue;
      if (!waitsForOther && entry.state === 'waiting' && entry.nextAttemptAt <= now()) return entry;
      blocked.add(record);
    }
    return null;
  }

  function schedule(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (closed) return;
    const waiting = ours().filter((entry) => entry.state === 'waiting');
    if (waiting.length === 0) return;
    const soonest = Math.min(...waiting.map((entry) => entry.nextAttemptAt));
    timer = setTimer(
      () => {
        timer = null;
        void flush();
      },
      Math.max(0, soonest - now()),
    );
  }

  async function conflictOf(entry: OutboxEntry, data: unknown): Promise<unknown> {
    const current = currentOf(data);
    if (current != null || !entry.recordUrl || !deps.fetchCurrent) return current;
    return deps.fetchCurrent(entry.recordUrl).catch(() => null);
  }

  /** One attempt; false when sending should pause (the network or the server is not there). */
  async function attempt(entry: OutboxEntry): Promise<boolean> {
    const sending = { ...entry, state: 'sending' as const, attempts: entry.attempts + 1 };
    await update(sending);
    const result = await deps.send(sending, await bodyOf(sending), attached.get(entry.id)?.onProgress);
    const caller = attached.get(entry.id);
    attached.delete(entry.id);
    if (result.ok) {
      caller?.resolve(result.data);
      await settle(sending, { kind: 'sent', data: result.data });
      return true;
    }
    // A caller waiting online gets every answer of the server itself (its row offers the retry); only a change
    // nobody waits for any more is tried again by itself.
    const retryable = result.status === null || (!caller && isRetryableStatus(result.status));
    if (retryable) {
      const delay = Math.max(result.retryAfterMs ?? 0, backoffMs(sending.attempts));
      await update({ ...sending, state: 'waiting', nextAttemptAt: now() + delay, reason: null });
      caller?.reject(new QueuedWriteError(handleOf(sending)));
      return false;
    }
    if (caller) {
      // The caller shows the refusal itself (its row's retry, its conflict): the change leaves the outbox.
      setEntries(entries().filter((other) => other.id !== entry.id));
      await (await storage()).remove(sending);
      waiters.delete(entry.id);
      caller.reject(result.error);
      return true;
    }
    if (result.status === 409) {
      const theirs = await conflictOf(sending, result.data);
      await update({
        ...sending,
        state: 'conflict',
        reason: deps.reasonOf(result),
        conflict: { mine: sending.body ?? null, theirs },
      });
      return true;
    }
    await update({ ...sending, state: 'failed', reason: deps.reasonOf(result) });
    return true;
  }

  async function run(): Promise<void> {
    await ready;
    for (;;) {
      if (closed || deps.isBrowserOffline?.()) return;
      const entry = nextDue();
      if (!entry) return;
      if (!(await attempt(entry))) return;
    }
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await run();
        } while (again);
      } finally {
        running = null;
        schedule();
      }
    })();
    return running;
  }

  async function enqueue(write: OutboxWrite): Promise<QueuedWrite> {
    await ready;
    const db = await storage();
    const last = [...ours()].reverse().find((entry) => recordOf(entry) === recordOf(write));
    if (write.coalesce && last && last.state === 'waiting' && last.attempts === 0 && !write.parts) {
      const merged: OutboxEntry = {
        ...last,
        body: mergeBodies(last.body, write.body),
        label: write.label,
        context: write.context ?? last.context,
      };
      await update(merged);
      void flush();
      return handleOf(merged);
    }
    const blobs: { id: string; blob: Blob }[] = [];
    const parts: OutboxPart[] | undefined = write.parts?.map((part) => {
      if ('value' in part) return part;
      const blobId = deps.newId();
      blobs.push({ id: blobId, blob: part.blob });
      return { name: part.name, blobId, fileName: part.fileName, type: part.blob.type };
    });
    const fresh: OutboxEntry = {
      id: deps.newId(),
      idempotencyKey: deps.newId(),
      method: write.method,
      url: write.url,
      ...(write.params ? { params: write.params } : {}),
      ...(write.body !== undefined ? { body: write.body } : {}),
      ...(parts ? { parts } : {}),
      label: write.label,
      entity: write.entity,
      recordId: write.recordId,
      baseVersion: write.baseVersion ?? null,
      ...(write.recordUrl ? { recordUrl: write.recordUrl } : {}),
      ...(write.invalidates ? { invalidates: write.invalidates } : {}),
      ...(write.answerKey ? { answerKey: write.answerKey } : {}),
      ...(write.context !== undefined ? { context: write.context } : {}),
      ...(write.dependsOn && write.dependsOn.length > 0 ? { dependsOn: write.dependsOn } : {}),
      createdAt: new Date(now()).toISOString(),
      owner: owner(),
      state: 'waiting',
      reason: null,
      attempts: 0,
      nextAttemptAt: 0,
      conflict: null,
    };
    // Stored before anything is sent: a tab closed right after Tab or Enter keeps the change.
    const stored = await db.add(fresh, blobs);
    setEntries([...entries(), stored]);
    return handleOf(stored);
  }

  async function change(
    id: string,
    apply: (entry: OutboxEntry) => OutboxEntry | 'drop',
    outcome?: OutboxOutcome,
  ) {
    await ready;
    const entry = find(id);
    if (!entry) return;
    const next = apply(entry);
    if (next === 'drop') await settle(entry, outcome ?? { kind: 'discarded' });
    else await update(next);
    void flush();
  }

  return {
    store,
    ready,
    enqueue: async (write) => {
      const queued = await enqueue(write);
      void flush();
      return queued;
    },
    async send(write, options) {
      const queued = await enqueue(write);
      const isNew = queued.entry.attempts === 0 && !attached.has(queued.entry.id);
      const waitedFor = new Set([queued.entry, ...(queued.entry.dependsOn ?? [])].map(recordOf));
      const blockedBehind = ours().some(
        (entry) => entry.id !== queued.entry.id && waitedFor.has(recordOf(entry)),
      );
      if (!isNew || blockedBehind || deps.isBrowserOffline?.()) {
        void flush();
        throw new QueuedWriteError(queued);
      }
      const answer = new Promise<unknown>((resolve, reject) =>
        attached.set(queued.entry.id, { resolve, reject, onProgress: options?.onProgress }),
      );
      void flush();
      return answer;
    },
    flush,
    async reconnected() {
      await ready;
      for (const entry of ours()) {
        if (entry.state === 'waiting' && entry.nextAttemptAt > now())
          await update({ ...entry, nextAttemptAt: 0 });
      }
      await flush();
    },
    retry: (id) =>
      change(id, (entry) => ({ ...entry, state: 'waiting', nextAttemptAt: 0, reason: null, conflict: null })),
    discard: (id) => change(id, () => 'drop', { kind: 'discarded' }),
    async keepMine(id) {
      await ready;
      const entry = find(id);
      if (!entry) return;
      const version = versionOf(entry.conflict?.theirs);
      // The record's later changes were made on mine (each on the version the one before would give): they move
      // on by as many versions as theirs is ahead.
      const shift = version !== null && entry.baseVersion !== null ? version - entry.baseVersion : 0;
      const later = ours().filter(
        (other) =>
          other.id !== entry.id && recordOf(other) === recordOf(entry) && (other.seq ?? 0) > (entry.seq ?? 0),
      );
      if (shift !== 0) {
        for (const other of later) {
          if (other.baseVersion === null) continue;
          await update({
            ...withVersion(other, other.baseVersion + shift),
            // Another body is another request: the old key would be answered 422.
            idempotencyKey: deps.newId(),
          });
        }
      }
      await change(id, (current) => ({
        ...(version === null ? current : withVersion(current, version)),
        idempotencyKey: deps.newId(),
        state: 'waiting',
        nextAttemptAt: 0,
        reason: null,
        conflict: null,
      }));
    },
    async takeTheirs(id) {
      await ready;
      const entry = find(id);
      if (!entry) return;
      await settle(entry, { kind: 'theirs', current: entry.conflict?.theirs ?? null });
      void flush();
    },
    async readBlob(blobId) {
      await ready;
      return (await storage()).blob(blobId);
    },
    handle(id) {
      const entry = find(id);
      return entry ? handleOf(entry) : null;
    },
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      void storage().then((db) => db.close());
    },
  };
}
