import { sendWrite } from './app-outbox';
import { QueuedWriteError } from './outbox-api';
import type { OutboxWrite } from './outbox-entry';

/** What a write answers: the record as the server keeps it, or as it will be once the queued change is sent. */
export interface Written<T> {
  readonly value: T;
  /** The change waits in the outbox (offline): the server does not have it yet. */
  readonly queued: boolean;
}

/**
 * Sends a change through the outbox and waits for the server while it answers: its answer, parsed; a refusal is
 * thrown (the caller shows it). When the change must wait (offline, or behind an earlier change of the record), it
 * resolves `local`, the record as the change will leave it.
 */
export async function writeThroughOutbox<T>(
  write: OutboxWrite,
  parse: (data: unknown) => T,
  local: T,
  options?: { onProgress?: (share: number) => void },
): Promise<Written<T>> {
  try {
    return { value: parse(await sendWrite(write, options)), queued: false };
  } catch (error) {
    if (error instanceof QueuedWriteError) return { value: local, queued: true };
    throw error;
  }
}

/**
 * DELETE of a versioned record (`?version=`) through the outbox: offline it is gone from the page at once (lists and
 * its page see it deleted), and a stale version is a conflict to decide like any other.
 */
export function deleteThroughOutbox(record: {
  readonly url: string;
  readonly version: number;
  readonly label: string;
  readonly entity: string;
  readonly recordId: string;
  readonly invalidates: readonly (readonly unknown[])[];
}): Promise<Written<null>> {
  const { url, version, ...write } = record;
  return writeThroughOutbox(
    {
      ...write,
      method: 'DELETE',
      url,
      params: { version },
      baseVersion: version,
      recordUrl: url,
      context: { record: null },
    },
    () => null,
    null,
  );
}
