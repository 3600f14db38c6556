import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabaseImage } from '../db/image-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, empty PGlite data directory ('' when the tests run on PostgreSQL). */
    pgliteDumpPath: string;
  }
}

/**
 * Migrates one PGlite database and saves it, so each test file starts its own database from the dump instead of
 * migrating again (about 3 s each). On PostgreSQL (TEST_DATABASE_URL) each test file creates its own database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env['TEST_DATABASE_URL']) {
    project.provide('pgliteDumpPath', '');
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'vendoc-test-db-'));
  const dumpPath = join(dir, 'migrated.tar.gz');
  // The same migrated, empty database as the build's image for a first start (decision 0043).
  const dump = await createDatabaseImage();
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  return () => rm(dir, { recursive: true, force: true });
}
