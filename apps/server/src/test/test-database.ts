import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, fromPglite, fromPgPool, type DatabaseHandle } from '../db/client';
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

async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
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
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  // pool.end() resolves before every socket has closed; `drop database … with (force)` then terminates the
  // stragglers, and the pool reports that as an idle-client error, expected here.
  pool.on('error', () => {});
  const handle = fromPgPool(pool);
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
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
