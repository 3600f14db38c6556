import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox-entry';

export const OUTBOX_DB_NAME = 'vendoc-outbox';

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { id: string } };
  blobs: { key: string; value: { id: string; entryId: string; blob: Blob } };
}

/** The outbox's storage: queued changes in order, and their files as Blobs (never read all at once). */
export interface OutboxStorage {
  all(): Promise<OutboxEntry[]>;
  /** Stores a new entry (with its blobs, in one transaction) and returns it with its `seq`. */
  add(entry: OutboxEntry, blobs?: readonly { id: string; blob: Blob }[]): Promise<OutboxEntry>;
  put(entry: OutboxEntry): Promise<void>;
  /** Removes an entry and its blobs. */
  remove(entry: OutboxEntry): Promise<void>;
  blob(id: string): Promise<Blob | undefined>;
  close(): void;
}

/** Opens the outbox database (IndexedDB); survives reloads and browser restarts. */
export async function openOutboxStorage(name: string = OUTBOX_DB_NAME): Promise<OutboxStorage> {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(name, 1, {
    upgrade(database) {
      const entries = database.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true });
      entries.createIndex('id', 'id', { unique: true });
      database.createObjectStore('blobs', { keyPath: 'id' });
    },
  });
  return {
    all: () => db.getAll('entries'),
    async add(entry, blobs = []) {
      const tx = db.transaction(['entries', 'blobs'], 'readwrite');
      for (const { id, blob } of blobs) void tx.objectStore('blobs').put({ id, entryId: entry.id, blob });
      const { seq: _unused, ...fresh } = entry;
      const seq = await tx.objectStore('entries').add(fresh as OutboxEntry);
      await tx.done;
      return { ...entry, seq };
    },
    async put(entry) {
      await db.put('entries', entry);
    },
    async remove(entry) {
      const tx = db.transaction(['entries', 'blobs'], 'readwrite');
      if (entry.seq !== undefined) void tx.objectStore('entries').delete(entry.seq);
      for (const part of entry.parts ?? []) {
        if ('blobId' in part) void tx.objectStore('blobs').delete(part.blobId);
      }
      await tx.done;
    },
    async blob(id) {
      return (await db.get('blobs', id))?.blob;
    },
    close: () => db.close(),
  };
}
