import { apiProblemOf, problemMessage } from '../http/api-problems';
import { QueuedWriteError, type QueuedWrite } from '../offline/outbox-api';

/**
 * Where a row's unsaved input stands: typed, on its way, waiting in the outbox (offline, kept in IndexedDB), refused
 * (kept for a retry) or overtaken by a newer row.
 */
export type RowSaveStatus = 'idle' | 'saving' | 'queued' | 'failed' | 'conflict';

/**
 * What a person typed into a row that the server does not have yet. Nothing typed is dropped until the server has
 * it or the person drops it (revert, or reload after a conflict).
 */
export interface RowDraft<Fields, Row> {
  /** The row's key in its grid. */
  readonly key: string;
  /** The typed values. */
  readonly fields: Fields;
  readonly status: RowSaveStatus;
  /** Why the last save failed (the server's words), if it said. */
  readonly message: string | null;
  /** The fields the failed save sent: they are sent again only when asked (retry), not each time the row is left. */
  readonly failedFields?: Fields | null;
  /** The fields waiting in the outbox (status `queued`). */
  readonly queuedFields?: Fields | null;
  /** After a 409: the row as the server has it now (already in the caches). */
  readonly conflict: Row | null;
  /** Who stored that newer row, when the server says so. */
  readonly conflictBy?: string | null;
}

/** Reads and changes the drafts wherever the feature keeps them (a zustand store). */
export interface RowDraftAccess<Draft> {
  get(key: string): Draft | undefined;
  keys(): string[];
  update(key: string, change: Partial<Draft>): void;
  remove(key: string): void;
}

/**
 * What saving a draft does: send it (a create or an update with the version the row has now, through the feature's
 * requests and so through the injected transport), or nothing: `unchanged` when the server has it already (the
 * draft goes), `nothing` when there is nothing to send yet (an empty new row stays).
 */
export type RowPlan<Saved> = { readonly send: () => Promise<Saved> } | 'unchanged' | 'nothing';

export interface RowSaverConfig<Fields, Saved, Row, Draft extends RowDraft<Fields, Row>> {
  readonly drafts: RowDraftAccess<Draft>;
  /** Decided when the save's turn comes (after the saves before it), so it sends the newest version. */
  plan(draft: Draft): RowPlan<Saved>;
  /**
   * The server took the row: the caches get its answer. Returns what changes in a draft that stays because more was
   * typed meanwhile (e.g. the id a new row got).
   */
  stored(key: string, saved: Saved, draft: Draft): Partial<Draft> | void;
  /** The row a 409 carries as `current`, read with the contract's schema; null when it carries none. */
  readConflict(current: unknown): Row | null;
  /** Puts the server's current row into the caches (after a 409: the next save goes with its version). */
  adopt(row: Row): void;
  sameFields(a: Fields, b: Fields): boolean;
  /** Reads the answer of a change that waited in the outbox (as the plan's send would); without it the draft just goes. */
  readQueued?(data: unknown): Saved;
  /** Saves that must not overtake each other share a queue; by default each row has its own. */
  queueOf?(key: string): string;
}

/** Saving rows one request at a time per queue, with conflicts (409) and failures kept for the person to resolve. */
export interface RowSaver {
  /**
   * Saves a row's draft; false when it is not saved. A draft whose save just failed is sent again only with `force`
   * (retry, Enter), not each time the row is left; a conflict waits for reload or keepMine.
   */
  save(key: string, options?: { force?: boolean }): Promise<boolean>;
  /** Saves every draft; false when one of them is not saved. */
  saveAll(): Promise<boolean>;
  /** Drops a row's draft. */
  revert(key: string): void;
  /** After a 409: take the server's row (it is in the caches already), dropping the typed values. */
  reload(key: string): void;
  /** After a 409: save the typed values over the newer row, deliberately (with its version). */
  keepMine(key: string): Promise<boolean>;
  /** Follows a change of the row that waits in the outbox (e.g. one queued before a reload). */
  track(key: string, queued: QueuedWrite): void;
}

/** Who stored the newer row, if the 409 answer names them (`current.updatedBy.displayName` or a plain name). */
export function conflictAuthor(current: unknown): string | null {
  if (typeof current !== 'object' || current === null || !('updatedBy' in current)) return null;
  const author: unknown = current.updatedBy;
  if (typeof author === 'string') return author;
  if (typeof author === 'object' && author !== null && 'displayName' in author) {
    return typeof author.displayName === 'string' ? author.displayName : null;
  }
  return null;
}

/**
 * The one row-saving pattern of the client (survey lines, BoQ rows): the feature shows its drafts over the server's
 * rows at once (optimistic), and this sends them: one request at a time per queue, each with the version the row
 * has when its turn comes; a 409 with the server's `current` row becomes a conflict that keeps the typed values and
 * offers reload or keep mine; any other failure keeps them for a retry. The requests themselves go through the
 * injected `RowTransport` (row-transport.ts), where queuing while offline can hook in.
 */
export function createRowSaver<Fields, Saved, Row, Draft extends RowDraft<Fields, Row>>(
  config: RowSaverConfig<Fields, Saved, Row, Draft>,
): RowSaver {
  const { drafts } = config;
  const queues = new Map<string, Promise<unknown>>();
  const patch = (key: string, change: Partial<RowDraft<Fields, Row>>) =>
    drafts.update(key, change as Partial<Draft>);

  const failed = (key: string, sent: Fields, error: unknown) => {
    const problem = apiProblemOf(error);
    const conflict = problem?.status === 409 ? config.readConflict(problem.current) : null;
    if (conflict !== null) {
      config.adopt(conflict);
      patch(key, {
        status: 'conflict',
        conflict,
        conflictBy: conflictAuthor(problem?.current),
        message: null,
      });
    } else {
      patch(key, { status: 'failed', message: problemMessage(error) ?? null, failedFields: sent });
    }
  };

  /** The change of each row that waits in the outbox. */
  const waiting = new Map<string, QueuedWrite>();

  const track = (key: string, queued: QueuedWrite) => {
    if (waiting.get(key)?.entry.id === queued.entry.id) return;
    waiting.set(key, queued);
    void queued.settled.then((outcome) => {
      if (waiting.get(key)?.entry.id !== queued.entry.id) return;
      waiting.delete(key);
      const draft = drafts.get(key);
      if (outcome.kind === 'theirs') {
        const row = config.readConflict(outcome.current);
        if (row !== null) config.adopt(row);
      }
      if (!draft) return;
      if (outcome.kind !== 'sent' || !config.readQueued) {
        drafts.remove(key);
        return;
      }
      const sent = draft.queuedFields ?? draft.fields;
      const change: Partial<Draft> = config.stored(key, config.readQueued(outcome.data), draft) ?? {};
      const now = drafts.get(key);
      if (!now) return;
      if (config.sameFields(now.fields, sent)) drafts.remove(key);
      else {
        // Typed on while it waited (and could not be merged any more): that goes next.
        patch(key, { ...change, status: 'idle', message: null, queuedFields: null } as Partial<Draft>);
        void save(key);
      }
    });
  };

  const saveNow = async (key: string, force: boolean): Promise<boolean> => {
    const draft = drafts.get(key);
    if (!draft) return true;
    const queued = waiting.get(key);
    if (queued) {
      // Already in the outbox: nothing new, or merged into the waiting change; once that is on its way, the rest
      // follows its answer (a new row's id) instead of creating the row twice.
      if (draft.queuedFields === draft.fields) return true;
      if (!queued.canMerge()) return true;
    }
    if (draft.status === 'conflict') return false;
    if (draft.status === 'failed' && !force && draft.failedFields === draft.fields) return false;
    const plan = config.plan(draft);
    if (plan === 'nothing') return true;
    if (plan === 'unchanged') {
      drafts.remove(key);
      return true;
    }
    patch(key, { status: 'saving', message: null });
    let saved: Saved;
    try {
      saved = await plan.send();
    } catch (error) {
      if (error instanceof QueuedWriteError) {
        // Stored in the outbox, not on the server: shown as waiting, sent when the connection is back.
        patch(key, { status: 'queued', message: null, queuedFields: draft.fields } as Partial<
          RowDraft<Fields, Row>
        >);
        track(key, error.queued);
        return true;
      }
      // The plan may have moved the draft on (a new survey line to the next sheet): its fields are what was sent.
      failed(key, draft.fields, error);
      return false;
    }
    const change: Partial<Draft> = config.stored(key, saved, draft) ?? {};
    const now = drafts.get(key);
    if (now) {
      // Typed on meanwhile: the draft stays with what the server has not got yet.
      if (config.sameFields(now.fields, draft.fields)) drafts.remove(key);
      else patch(key, { ...change, status: 'idle', message: null });
    }
    return true;
  };

  const save = (key: string, { force = false } = {}): Promise<boolean> => {
    // A save asked for while another of its queue runs follows it (with the newest input and version).
    const queue = config.queueOf?.(key) ?? key;
    const previous = queues.get(queue) ?? Promise.resolve();
    const next = previous.then(() => saveNow(key, force));
    const tail = next.catch(() => false);
    queues.set(queue, tail);
    void tail.then(() => {
      if (queues.get(queue) === tail) queues.delete(queue);
    });
    return next;
  };

  return {
    save,
    async saveAll() {
      const results = await Promise.all(drafts.keys().map((key) => save(key, { force: true })));
      return results.every(Boolean);
    },
    revert(key) {
      drafts.remove(key);
    },
    reload(key) {
      drafts.remove(key);
    },
    keepMine(key) {
      patch(key, { status: 'idle', conflict: null, conflictBy: null, message: null });
      return save(key);
    },
    track,
  };
}
