import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import type { FileStorage } from '../storage/file-storage';
import { blobEntryName, knownMigrations, tableEntryName, type MigrationRef } from './manifest';
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

/** Applies the migrations up to and including `migration`: a copy of the folder with the journal cut there. */
async function migrateTo(handle: DatabaseHandle, migrationsFolder: string, migration: MigrationRef) {
  const known = await knownMigrations(migrationsFolder);
  const last = known.find((entry) => entry.tag === migration.tag);
  if (last == null) throw new ArchiveRefused(`Unknown migration ${migration.tag}.`);
  const folder = await mkdtemp(join(tmpdir(), 'vendoc-restore-migrations-'));
  try {
    await mkdir(join(folder, 'meta'));
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= last.idx);
    await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries)
      await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    await migrateDatabase(handle, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The lines of an NDJSON entry in batches of whole rows. */
async function* rowBatches(content: Readable): AsyncGenerator<string[]> {
  let rest = '';
  let batch: string[] = [];
  let bytes = 0;
  for await (const chunk of content) {
    const lines = (rest + (chunk as Buffer).toString('utf8')).split('\n');
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
 * Inserts every row in one transaction. The foreign keys are made deferrable for it and checked once at the end
 * (rows come in any order, trees reference their own table), then restored to what the migrations made them.
 */
async function insertRows(session: SqlSession, archive: OpenedArchive) {
  await session.query('begin');
  try {
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
      for await (const batch of rowBatches(await archive.read(tableEntryName(table.name))))
        await session.query(
          `insert into ${name} select * from json_populate_recordset(null::${name}, $1::json)`,
          [`[${batch.join(',')}]`],
        );
    }
    await session.query('set constraints all immediate');
    for (const key of foreignKeys) await alter(key, 'not deferrable');
    await session.query('commit');
  } catch (error) {
    await session.query('rollback').catch(() => {});
    throw error;
  }
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
 * Restores a verified archive into an empty database and storage: migrates to the archive's migration, puts
 * the blobs, inserts the rows in one transaction, then applies the migrations this VenDoc has beyond it.
 */
export async function restoreArchive(
  archive: OpenedArchive,
  target: { handle: DatabaseHandle; storage: FileStorage },
  migrationsFolder: string,
): Promise<void> {
  await migrateTo(target.handle, migrationsFolder, archive.manifest.migration);
  const session = await openSession(target.handle);
  try {
    const tables = (await publicTables(session)).sort();
    const inArchive = archive.manifest.tables.map((table) => table.name).sort();
    if (tables.join() !== inArchive.join())
      throw new ArchiveRefused(
        `The archive's tables are not those of migration ${archive.manifest.migration.tag}: the manifest was edited.`,
      );
    await putBlobs(archive, target.storage);
    await insertRows(session, archive);
  } finally {
    session.release();
  }
  await migrateDatabase(target.handle, migrationsFolder);
}
