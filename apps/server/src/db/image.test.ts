import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../server-paths';
import { createPglite, fromPglite, openDatabase, type DatabaseHandle } from './client';
import { createDatabaseImage } from './image-build';
import { migrateDatabase } from './migrate';
import { rowsOf } from './rows';

// A budget only a hung start reaches: each PGlite start takes seconds on a loaded machine.
const SLOW_MS = 240_000;

interface Journal {
  entries: { tag: string }[];
}

/** What a migrated schema consists of: the applied migrations, every column and every index. */
async function schemaOf(handle: DatabaseHandle) {
  const migrations = rowsOf<{ hash: string; created_at: string }>(
    await handle.db.execute(
      sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, hash`,
    ),
  );
  const columns = rowsOf<Record<string, unknown>>(
    await handle.db.execute(sql`
      select table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = 'public'
        order by table_name, column_name`),
  );
  const indexes = rowsOf<Record<string, unknown>>(
    await handle.db.execute(
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    ),
  );
  const extensions = rowsOf<{ extname: string }>(
    await handle.db.execute(sql`select extname from pg_extension order by extname`),
  );
  return { migrations, columns, indexes, extensions };
}

/** A server start on an empty data directory with the given image, up to (not including) its migration step. */
async function openWithImage(workDir: string, name: string, image: Blob): Promise<DatabaseHandle> {
  const imagePath = join(workDir, `${name}.tar.gz`);
  await writeFile(imagePath, Buffer.from(await image.arrayBuffer()));
  return openDatabase({ databaseUrl: null, dataDir: join(workDir, name), imagePath });
}

/** The start's migration step, then `read`; the database is closed afterwards either way. */
async function afterMigration<T>(
  handle: DatabaseHandle,
  read: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  try {
    await migrateDatabase(handle);
    return await read(handle);
  } finally {
    await handle.close();
  }
}

/** The rows an installation creates for itself at its first start: its JWT secret, its company, its admin. */
async function installationRows(handle: DatabaseHandle) {
  const [row] = rowsOf<{ settings: number; companies: number; users: number }>(
    await handle.db.execute(sql`
      select (select count(*)::int from server_settings) as settings,
             (select count(*)::int from companies) as companies,
             (select count(*)::int from users) as users`),
  );
  return row;
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const [row] = rowsOf<{ applied: number }>(
    await handle.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  return row?.applied ?? 0;
}

describe('the prepared database image', () => {
  let workDir: string;
  let fromScratch: Awaited<ReturnType<typeof schemaOf>>;
  let journal: Journal;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'vendoc-image-test-'));
    journal = JSON.parse(await readFile(join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as Journal;
    const scratch = fromPglite(await createPglite());
    try {
      await migrateDatabase(scratch);
      fromScratch = await schemaOf(scratch);
    } finally {
      await scratch.close();
    }
  }, SLOW_MS);

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it(
    'starts an empty data directory with the same schema as all migrations from scratch, and nothing else',
    async () => {
      const first = await openWithImage(workDir, 'current', await createDatabaseImage());
      const { schema, rows } = await afterMigration(first, async (handle) => ({
        schema: await schemaOf(handle),
        rows: await installationRows(handle),
      }));
      expect(schema).toEqual(fromScratch);
      expect(fromScratch.migrations).toHaveLength(journal.entries.length);
      // No installation's secret, company or user is in the image: the first start creates them.
      expect(rows).toEqual({ settings: 0, companies: 0, users: 0 });

      // The second start finds the database and leaves it as it is.
      const second = await openDatabase({
        databaseUrl: null,
        dataDir: join(workDir, 'current'),
        imagePath: join(workDir, 'current.tar.gz'),
      });
      expect(await afterMigration(second, schemaOf)).toEqual(fromScratch);
    },
    SLOW_MS,
  );

  it(
    'applies the migrations an image older than the code lacks',
    async () => {
      // The migrations folder of an older build: the journal without its last entry.
      const olderFolder = join(workDir, 'older-drizzle');
      await cp(migrationsDir(), olderFolder, { recursive: true });
      const older: Journal = { ...journal, entries: journal.entries.slice(0, -1) };
      await writeFile(join(olderFolder, 'meta', '_journal.json'), JSON.stringify(older));

      const handle = await openWithImage(workDir, 'older', await createDatabaseImage(olderFolder));
      const appliedBefore = await appliedMigrations(handle);
      const schema = await afterMigration(handle, schemaOf);
      expect(appliedBefore).toBe(journal.entries.length - 1);
      expect(schema).toEqual(fromScratch);
    },
    SLOW_MS,
  );

  it(
    'creates the database the usual way when the image cannot be loaded',
    async () => {
      const handle = await openWithImage(workDir, 'broken', new Blob(['not a tar']));
      expect(await afterMigration(handle, schemaOf)).toEqual(fromScratch);
    },
    SLOW_MS,
  );
});
