import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import type { FileStorage } from '../storage/file-storage';
import { blobEntryName, tableEntryName, type MigrationRef } from './manifest';
import { ArchiveRefused, type OpenedArchive } from './read-backup';
import { openSession, publicTables, quoteIdentifier, type SqlSession } from './session';

const INSERT_ROWS = 500;
const INSERT_BYTES = 4 * 1024 * 1024;

/**
 * Refuses a database that holds any row (or is at a later migration than the archive's): restore writes only
 * into an empty one. A migrated database without rows counts as empty.
 */
export async function assertEmptyDatabase(handle: DatabaseHandle, migration: MigrationRef): Promise<void> {
  const session = await openSession(handle);
  try {
    for (const table of await publicTables(session)) {
      const [row] = await session.query<{ used: boolean }>(
        `select exists (select 1 from ${quoteIdentifier(table)}) as used`,
      );
      if (row?.used === true)
        throw new ArchiveRefused(
          `The database is not empty (table ${table} has rows): restore only into a new, empty database.`,
        );
    }
    const [migrated] = await session.query<{ yes: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as yes`,
    );
    const [applied] =
      migrated?.yes === true
        ? await session.query<{ last: string | null }>(
            'select max(created_at)::text as last from drizzle.__drizzle_migrations',
          )
        : [];
    if (applied?.last != null && Number(applied.last) > migration.when)
      throw new ArchiveRefused(
        `The database is already migrated beyond the archive's migration ${migration.tag}: restore into a new, empty database.`,
      );
  } finally {
    session.release();
  }
}

/**
 * Applies, inside the session's transaction, the migrations up to and including `migration`, as drizzle's
 * migrator does (same table, same hashes): a failure later in the restore rolls the schema back too.
 */
async function migrateTo(session: SqlSession, migrationsFolder: string, migration: MigrationRef) {
  await session.exec('create schema if not exists drizzle');
  await session.exec(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  const [last] = await session.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  for (const file of readMigrationFiles({ migrationsFolder })) {
    if (file.folderMillis > migration.when || (last != null && Number(last.created_at) >= file.folderMillis))
      continue;
    for (const statement of file.sql) await session.exec(statement);
    await session.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      file.hash,
      file.folderMillis,
    ]);
  }
}

/** The archive's rows must have exactly the table's columns: rows of another migration would lose values. */
async function assertColumns(session: SqlSession, table: string, line: string) {
  const columns = await session.query<{ name: string }>(
    `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1`,
    [table],
  );
  const expected = columns.map((column) => column.name).sort();
  const actual = Object.keys(JSON.parse(line) as object).sort();
  if (expected.join() !== actual.join())
    throw new ArchiveRefused(
      `The rows of ${table} do not have the columns of the archive's migration: the manifest was edited.`,
    );
}

/** The lines of an NDJSON entry in batches of whole rows (whole characters too, wherever a chunk ends). */
export async function* rowBatches(content: Readable): AsyncGenerator<string[]> {
  // A chunk may end inside a multi-byte character (an umlaut): the decoder keeps its first bytes for the next.
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: string[] = [];
  let bytes = 0;
  for await (const chunk of content) {
    const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      batch.push(line);
      bytes += line.length;
      if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) {
        yield batch;
        batch = [];
        bytes = 0;
      }
    }
  }
  if (batch.length > 0) yield batch;
}

interface ForeignKey {
  table: string;
  name: string;
}

/**
 * Inserts every row. The foreign keys are made deferrable for it and checked once at the end (rows come in any
 * order, trees reference their own table), then restored to what the migrations made them.
 */
async function insertRows(session: SqlSession, archive: OpenedArchive) {
  const foreignKeys = await session.query<ForeignKey>(
    `select c.relname as table, k.conname as name from pg_constraint k join pg_class c on c.oid = k.conrelid
       where k.contype = 'f' and not k.condeferrable and k.connamespace = 'public'::regnamespace`,
  );
  const alter = (key: ForeignKey, to: string) =>
    session.query(
      `alter table ${quoteIdentifier(key.table)} alter constraint ${quoteIdentifier(key.name)} ${to}`,
    );
  for (const key of foreignKeys) await alter(key, 'deferrable initially deferred');
  await session.query('set constraints all deferred');
  for (const table of archive.manifest.tables) {
    const name = quoteIdentifier(table.name);
    let first = true;
    for await (const batch of rowBatches(await archive.read(tableEntryName(table.name)))) {
      if (first) await assertColumns(session, table.name, batch[0] ?? '{}');
      first = false;
      await session.query(
        `insert into ${name} select * from json_populate_recordset(null::${name}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
    }
  }
  await session.query('set constraints all immediate');
  for (const key of foreignKeys) await alter(key, 'not deferrable');
}

/** Puts every blob of the archive into the storage; each put hashes the content, which must match its name. */
async function putBlobs(archive: OpenedArchive, storage: FileStorage) {
  for (const blob of archive.manifest.blobs) {
    const stored = await storage.put(await archive.read(blobEntryName(blob.sha256)), { maxBytes: blob.size });
    if (stored.sha256 !== blob.sha256) {
      if (stored.created) await storage.delete(stored.sha256);
      throw new Error(`The file ${blob.sha256} changed while it was restored.`);
    }
  }
}

/**
 * Restores a verified archive into an empty database and storage: puts the blobs, then in one transaction
 * migrates to the archive's migration and inserts every row; then applies this VenDoc's newer migrations.
 */
export async function restoreArchive(
  archive: OpenedArchive,
  target: { handle: DatabaseHandle; storage: FileStorage },
  migrationsFolder: string,
): Promise<void> {
  await putBlobs(archive, target.storage);
  const session = await openSession(target.handle);
  try {
    await session.query('begin');
    try {
      await migrateTo(session, migrationsFolder, archive.manifest.migration);
      const tables = (await publicTables(session)).sort();
      const inArchive = archive.manifest.tables.map((table) => table.name).sort();
      if (tables.join() !== inArchive.join())
        throw new ArchiveRefused(
          `The archive's tables are not those of migration ${archive.manifest.migration.tag}: the manifest was edited.`,
        );
      await insertRows(session, archive);
      await session.query('commit');
    } catch (error) {
      await session.query('rollback').catch(() => {});
      throw error;
    }
  } finally {
    session.release();
  }
  await migrateDatabase(target.handle, migrationsFolder);
}
