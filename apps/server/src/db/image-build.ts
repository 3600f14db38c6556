import { createPglite, fromPglite } from './client';
import { migrateDatabase } from './migrate';

/**
 * A new, migrated, empty PGlite database (in memory), dumped as a gzip tar. Used by the build for the image and by
 * the tests for their template database; `migrationsFolder` lets a test build an image older than the code.
 */
export async function createDatabaseImage(migrationsFolder?: string): Promise<Blob> {
  const handle = fromPglite(await createPglite());
  try {
    await migrateDatabase(handle, migrationsFolder);
    // The WAL written by the migrations is not needed in the image: a checkpoint lets the dump stay small.
    await handle.client.exec('checkpoint');
    return await handle.client.dumpDataDir('gzip');
  } finally {
    await handle.close();
  }
}
