import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { DatabaseHandle } from '../db/client';
import { REFERENCED_BLOBS_SQL } from '../storage/blob-references';
import { BlobNotFoundError, createBlobMeter, type FileStorage } from '../storage/file-storage';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  blobEntryName,
  knownMigrations,
  MANIFEST_CHECKSUM_ENTRY,
  MANIFEST_ENTRY,
  sha256Of,
  tableEntryName,
  type BackupManifest,
  type MigrationRef,
} from './manifest';
import { openSession, publicTables, quoteIdentifier, type SqlSession } from './session';

/** The backup cannot be made; the message says why, for the operator. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

const FETCH_ROWS = 1000;

export interface BackupOptions {
  handle: DatabaseHandle;
  storage: FileStorage;
  migrationsFolder: string;
  vendocVersion: string;
  now: Date;
}

/** The last migration the database has applied, as this VenDoc's journal names it. */
async function lastMigration(session: SqlSession, migrationsFolder: string): Promise<MigrationRef> {
  const [applied] = await session.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const known = (await knownMigrations(migrationsFolder)).find(
    (migration) => String(migration.when) === String(applied?.created_at) && migration.hash === applied?.hash,
  );
  if (known == null)
    throw new BackupRefused(
      'The database is at a migration this VenDoc does not know: back it up with the VenDoc version that runs it.',
    );
  return { tag: known.tag, when: known.when, hash: known.hash };
}

// Promise.withResolvers, which Node 20 lacks.
function resolvers<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * One table as NDJSON of row_to_json, read through a cursor (never the whole table in memory); `done` resolves
 * with the row count and sha256 once the entry's last byte was read.
 */
function tableStream(session: SqlSession, table: string) {
  const hash = createHash('sha256');
  let rows = 0;
  const done = resolvers<{ rows: number; sha256: string }>();
  async function* read() {
    await session.query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${quoteIdentifier(table)} t`,
    );
    for (;;) {
      const batch = await session.query<{ line: string }>(`fetch forward ${FETCH_ROWS} from backup_rows`);
      if (batch.length === 0) break;
      const chunk = Buffer.from(batch.map((row) => `${row.line}\n`).join(''));
      hash.update(chunk);
      rows += batch.length;
      yield chunk;
    }
    await session.query('close backup_rows');
    done.resolve({ rows, sha256: hash.digest('hex') });
  }
  async function* lines() {
    try {
      yield* read();
    } catch (error) {
      done.reject(error);
      throw error;
    }
  }
  return { stream: Readable.from(lines(), { objectMode: false }), done: done.promise };
}

/** A blob from the storage into the archive, hashed on the way: its content must match its name. */
async function addBlob(zip: ZipFile, storage: FileStorage, sha256: string, written: Promise<void>) {
  const meter = createBlobMeter(Number.MAX_SAFE_INTEGER);
  const source = await storage.get(sha256);
  const finished = new Promise<void>((resolve, reject) => {
    meter.stream.once('end', resolve);
    meter.stream.once('error', reject);
    source.once('error', reject);
  });
  zip.addReadStream(source.pipe(meter.stream), blobEntryName(sha256), { compress: false });
  await Promise.race([finished, written]);
  const result = meter.result();
  if (result.sha256 !== sha256)
    throw new BackupRefused(
      `The stored file ${sha256} is damaged (its content has sha256 ${result.sha256}).`,
    );
  return { sha256, size: result.size };
}

/**
 * Writes one archive of the database (all tables in one REPEATABLE READ READ ONLY snapshot) and every blob it
 * references to `outPath` (via `<outPath>.partial`, renamed when complete). Returns the manifest.
 */
export async function writeBackup(outPath: string, options: BackupOptions): Promise<BackupManifest> {
  const partialPath = `${outPath}.partial`;
  const zip = new ZipFile();
  const mtime = options.now;
  // Rejects only when writing fails; awaited beside every entry so that a full disk does not hang the backup.
  const written = pipeline(zip.outputStream, createWriteStream(partialPath));
  written.catch(() => {});
  const session = await openSession(options.handle);
  try {
    await session.query('begin isolation level repeatable read read only');
    await session.query(`set local timezone = 'UTC'`);
    const migration = await lastMigration(session, options.migrationsFolder);
    const tables: BackupManifest['tables'] = [];
    for (const name of await publicTables(session)) {
      const table = tableStream(session, name);
      zip.addReadStream(table.stream, tableEntryName(name), { mtime });
      tables.push({ name, ...(await Promise.race([table.done, written.then(() => table.done)])) });
    }
    const referenced = await session.query<{ sha256: string }>(REFERENCED_BLOBS_SQL);
    await session.query('commit');
    const blobs: BackupManifest['blobs'] = [];
    const missing: string[] = [];
    for (const { sha256 } of referenced) {
      try {
        blobs.push(await addBlob(zip, options.storage, sha256, written));
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) throw error;
        missing.push(sha256);
      }
    }
    if (missing.length > 0)
      throw new BackupRefused(
        `${missing.length} file(s) the database references are not in the storage (lost before this backup):\n` +
          missing.map((sha256) => `  ${sha256}`).join('\n'),
      );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: options.now.toISOString(),
      vendocVersion: options.vendocVersion,
      database: options.handle.kind,
      migration,
      tables,
      blobs,
    };
    const manifestJson = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    zip.addBuffer(manifestJson, MANIFEST_ENTRY, { mtime });
    zip.addBuffer(Buffer.from(`${sha256Of(manifestJson)}\n`), MANIFEST_CHECKSUM_ENTRY, { mtime });
    zip.end();
    await written;
    await rename(partialPath, outPath);
    return manifest;
  } catch (error) {
    await session.query('rollback').catch(() => {});
    (zip.outputStream as Readable).destroy();
    await written.catch(() => {});
    await rm(partialPath, { force: true });
    throw error;
  } finally {
    session.release();
  }
}
