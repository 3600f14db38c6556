import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../server-paths';
import type { DatabaseHandle } from './client';

// Any constant shared by all VenDoc instances: serializes migrations when several start at once.
const MIGRATION_LOCK_ID = 760_2008;

/** Applies the committed migrations (apps/server/drizzle) that the database has not seen yet. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = migrationsDir(),
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder });
    return;
  }
  // A session-level advisory lock needs one dedicated connection for lock, migration and unlock.
  const connection = await handle.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}
