import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, fromPglite, fromPgPool, type DatabaseHandle, type PostgresHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/**
 * A fresh, migrated, empty database for one test file: PGlite loaded from the global setup's dump, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database that `close()` drops again.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (adminUrl) return createPostgresDatabase(adminUrl);
  const dump = await readFile(inject('pgliteDumpPath'));
  const client = await createPglite({ loadDataDir: new Blob([dump]) });
  return fromPglite(client);
}

/** A new, empty (not migrated) PostgreSQL database on the server of `adminUrl`: its URL, and `drop()`. */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vendoc_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A pool on a test database; its idle-client errors are expected when the database is dropped. */
export function openPostgresTestPool(url: string): PostgresHandle {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // pool.end() resolves before every socket has closed; `drop database … with (force)` then terminates the
  // stragglers, and the pool reports that as an idle-client error, expected here.
  pool.on('error', () => {});
  return fromPgPool(pool);
}

async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const database = await createEmptyPostgresDatabase(adminUrl);
  const handle = openPostgresTestPool(database.url);
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
