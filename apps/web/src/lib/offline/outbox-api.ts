import type { StoreApi } from 'zustand/vanilla';
import type { OutboxStorage } from './outbox-db';
import type { OutboxEntry, OutboxOutcome, OutboxWrite } from './outbox-entry';

export type MultipartField =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly blob: Blob; readonly fileName: string };

/** A multipart change's fields, files read from IndexedDB; the sender makes the form of it. */
export class MultipartBody {
  constructor(readonly fields: readonly MultipartField[]) {}

  toFormData(): FormData {
    const form = new FormData();
    for (const field of this.fields) {
      if ('value' in field) form.append(field.name, field.value);
      else form.append(field.name, field.blob, field.fileName);
    }
    return form;
  }
}

/** The answer of one attempt: the server's status and body, or none (the network failed). */
export type AttemptResult =
  | { readonly ok: true; readonly data: unknown }
  | {
      readonly ok: false;
      readonly status: number | null;
      readonly data: unknown;
      readonly retryAfterMs?: number;
      /** The error to hand to a caller waiting for this change (the HTTP layer's error). */
      readonly error: unknown;
    };

export interface OutboxDeps {
  readonly storage: () => Promise<OutboxStorage>;
  /**
   * Sends one entry with its idempotency key; `body` is the JSON body or a MultipartBody. `onProgress` (0 to 1) is
   * given while a caller waits for an upload.
   */
  send(entry: OutboxEntry, body: unknown, onProgress?: (share: number) => void): Promise<AttemptResult>;
  /** Reads the record as the server has it now (for a 409 without `current`). */
  fetchCurrent?(url: string): Promise<unknown>;
  /** The text shown for a refused change (the server's words). */
  reasonOf(result: Extract<AttemptResult, { ok: false }>): string;
  newId(): string;
  now?(): number;
  isBrowserOffline?(): boolean;
  /**
   * The signed-in person (null when signed out). A change is theirs: it is sent only while they are signed in, never
   * with another person's token.
   */
  currentOwner?(): string | null;
  /** Told each time a change has ended (sent, dropped, their version taken): refresh what shows it. */
  onSettled?(entry: OutboxEntry, outcome: OutboxOutcome): void;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

/** What the outbox shows: the queued changes in order. */
export interface OutboxSnapshot {
  readonly entries: readonly OutboxEntry[];
  readonly loaded: boolean;
}

/** A caller's handle on a queued change. */
export interface QueuedWrite {
  readonly entry: OutboxEntry;
  /** Resolves when the change has ended, however much later (also after the caller gave up waiting). */
  readonly settled: Promise<OutboxOutcome>;
  /** Whether another change of the record can still be merged into it (waiting, never tried). */
  canMerge(): boolean;
}

/** Thrown to a caller waiting for a change that could not be sent now: it waits in the outbox. */
export class QueuedWriteError extends Error {
  override name = 'QueuedWriteError';
  constructor(readonly queued: QueuedWrite) {
    super('The change waits in the outbox until the server can be reached');
  }
}

export interface Outbox {
  readonly store: StoreApi<OutboxSnapshot>;
  /** Loads the queue from IndexedDB (changes left "sending" by a closed page wait again). */
  readonly ready: Promise<void>;
  /** Queues a write (stored in IndexedDB before anything is sent) and starts sending. */
  enqueue(write: OutboxWrite): Promise<QueuedWrite>;
  /**
   * Queues a write and waits for its first attempt: resolves the answer; rejects with the HTTP error of a refused
   * change (which then leaves the outbox: the caller shows it), or with QueuedWriteError when it must wait (offline,
   * or behind an earlier change of the record or of a record it depends on).
   */
  send(write: OutboxWrite, options?: { onProgress?: (share: number) => void }): Promise<unknown>;
  /** Sends what is due, in order; one run at a time. */
  flush(): Promise<void>;
  /** The connection is back: what waits is due now. */
  reconnected(): Promise<void>;
  retry(id: string): Promise<void>;
  /** Drops a change for good (the person confirmed). */
  discard(id: string): Promise<void>;
  /**
   * After a conflict: send mine again over their version (with a new key: it is another request); the record's later
   * changes, made on mine, follow on the versions that gives.
   */
  keepMine(id: string): Promise<void>;
  /** After a conflict: drop mine, their version stays. */
  takeTheirs(id: string): Promise<void>;
  /** A file a queued change carries (a photo taken offline, to show it before the server has it). */
  readBlob(blobId: string): Promise<Blob | undefined>;
  /** The handle of a queued change (e.g. to follow a change queued before a reload); null when it has ended. */
  handle(id: string): QueuedWrite | null;
  close(): void;
}
