import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { findDatabaseImage, readDatabaseImage } from './image';
import * as schema from './schema';

/** The Drizzle database, the same type on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface PgliteHandle {
  kind: 'pglite';
  db: Database;
  client: PGlite;
  close(): Promise<void>;
}

export interface PostgresHandle {
  kind: 'postgres';
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

/**
 * Opens PGlite with the extensions the migrations create (pg_trgm: article search, position matching;
 * btree_gist: composite trigram indexes). Every
 * PGlite of the server and its tests must be opened here: a data directory that uses an extension cannot be
 * opened without it.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, btree_gist } });
}

/** Wraps an open PGlite instance (a data directory, in memory, or loaded from a dump). */
export function fromPglite(client: PGlite): PgliteHandle {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    close: () => client.close(),
  };
}

/** Wraps a node-postgres pool. */
export function fromPgPool(pool: pg.Pool): PostgresHandle {
  return {
    kind: 'postgres',
    db: drizzleNodePg({ client: pool, schema }),
    pool,
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL when a database URL is given, otherwise PGlite persisted in `<dataDir>/db`. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  /** The prepared image for an empty data directory; default: the build's, beside the bundle (none from src/). */
  imagePath?: string | null;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl != null) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that breaks (database restart, network) is dropped and replaced by the pool; without
    // a listener its error would crash the server.
    pool.on('error', (error) => console.error(`PostgreSQL: idle connection lost (${error.message})`));
    // Fail at start, with the driver's message, when the server is unreachable or the credentials are wrong.
    const probe = await pool.connect();
    probe.release();
    return fromPgPool(pool);
  }
  const dbDir = join(options.dataDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const client =
    (await openFromImage(dbDir, options.imagePath ?? findDatabaseImage())) ??
    (await createPglite({ dataDir: dbDir }));
  return fromPglite(client);
}

/**
 * An empty data directory starts from the build's prepared image (decision 0043) instead of initdb and every
 * migration; the migration step that follows applies what the image lacks. Null when the directory is not empty or
 * there is no image, and when the image cannot be loaded: the directory is emptied again and made the usual way.
 */
async function openFromImage(dbDir: string, imagePath: string | null): Promise<PGlite | null> {
  if (imagePath == null || (await readdir(dbDir)).length > 0) return null;
  try {
    return await createPglite({ dataDir: dbDir, loadDataDir: await readDatabaseImage(imagePath) });
  } catch (error) {
    console.warn(
      `VenDoc server: the database image ${imagePath} could not be loaded (${error instanceof Error ? error.message : String(error)}); creating the database instead`,
    );
    await rm(dbDir, { recursive: true, force: true });
    await mkdir(dbDir, { recursive: true });
    return null;
  }
}
