/** Where a queued change stands. */
export type OutboxState = 'waiting' | 'sending' | 'failed' | 'conflict';

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One field of a multipart upload: text, or a file kept as a Blob in IndexedDB (read only when sent). */
export type OutboxPart =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly blobId: string; readonly fileName: string; readonly type: string };

/** A write waiting in the outbox (IndexedDB) until the server has it. */
export interface OutboxEntry {
  /** Order of the queue (IndexedDB's key); set when stored. */
  readonly seq?: number;
  readonly id: string;
  /** Sent as `Idempotency-Key` on every attempt: a repeat after a lost answer is not applied twice. */
  readonly idempotencyKey: string;
  readonly method: OutboxMethod;
  /** The API path, e.g. `/api/v1/quantity-surveys/{id}/lines`. */
  readonly url: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** A JSON body, or … */
  readonly body?: unknown;
  /** … a multipart body (photos as Blobs). */
  readonly parts?: readonly OutboxPart[];
  /** What the person sees in the outbox, e.g. "Aufmaßzeile 1.01.2". */
  readonly label: string;
  /** The kind of record (e.g. `survey-line`) and its id (or a local key for a record not created yet). */
  readonly entity: string;
  readonly recordId: string;
  /** The record's version the change was made on (null for a new record). */
  readonly baseVersion: number | null;
  /** Where the current record can be read when a 409 does not carry it. */
  readonly recordUrl?: string;
  /** Query keys to refresh once the server has the change. */
  readonly invalidates?: readonly (readonly unknown[])[];
  /** The query key that takes the server's answer once it has the change (the record as GET would read it). */
  readonly answerKey?: readonly unknown[];
  /** The feature's own data to show the change again after a reload (e.g. the grid line it belongs to). */
  readonly context?: unknown;
  /** Records this change refers to (a photo a note links): sent only once no earlier change of them waits. */
  readonly dependsOn?: readonly RecordRef[];
  readonly createdAt: string;
  /** Who made the change (user id): only they send it. Null for a change made while nobody was known. */
  readonly owner?: string | null;
  readonly state: OutboxState;
  /** Why it failed, in the server's words (or a German fallback). */
  readonly reason: string | null;
  readonly attempts: number;
  /** Not sent before this time (ms since the epoch): the backoff after a failed attempt. */
  readonly nextAttemptAt: number;
  /** After a 409: what was sent and the record as the server has it now. */
  readonly conflict: { readonly mine: unknown; readonly theirs: unknown } | null;
}

/** How a queued change ended. */
export type OutboxOutcome =
  | { readonly kind: 'sent'; readonly data: unknown }
  | { readonly kind: 'discarded' }
  | { readonly kind: 'theirs'; readonly current: unknown };

/** What a feature gives to queue a write. */
export interface OutboxWrite {
  readonly method: OutboxMethod;
  readonly url: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
  /** Multipart fields; a field with a `blob` is stored in IndexedDB and streamed from there when sent. */
  readonly parts?: readonly (
    | { readonly name: string; readonly value: string }
    | { readonly name: string; readonly blob: Blob; readonly fileName: string }
  )[];
  readonly label: string;
  readonly entity: string;
  readonly recordId: string;
  readonly baseVersion?: number | null;
  readonly recordUrl?: string;
  readonly invalidates?: readonly (readonly unknown[])[];
  /** The query key that takes the server's answer (the record as GET would read it) once it has the change. */
  readonly answerKey?: readonly unknown[];
  readonly context?: unknown;
  /** Records this change refers to (a photo a note links): it waits until their earlier changes are sent. */
  readonly dependsOn?: readonly RecordRef[];
  /**
   * Replace the record's last queued change instead of adding one, as long as it has never been tried (a line
   * typed over twice offline goes as one request). JSON bodies are merged (later fields win).
   */
  readonly coalesce?: boolean;
}

/** A record as the outbox files its changes: its kind and id. */
export interface RecordRef {
  readonly entity: string;
  readonly recordId: string;
}

/** A network answer of one attempt, as the sync engine sees it. */
export type SendResult =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly data: unknown;
      readonly retryAfterMs?: number;
    }
  | { readonly kind: 'network' };

/** Answers worth trying again later; other 4xx stop the change until the person decides. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** Backoff after the n-th failed attempt: 1 s, 2 s, 4 s … at most 60 s. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** Whether `owner` (the signed-in person, or null) may see and send the change. */
export function isChangeOf(entry: Pick<OutboxEntry, 'owner'>, owner: string | null): boolean {
  return entry.owner == null || entry.owner === owner;
}
