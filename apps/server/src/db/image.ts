import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The prepared database image (decision 0043): a gzip tar of a PGlite data directory on which every migration of the
 * build ran, and nothing else (no company, user or secret). The build writes it beside the bundle (dist/).
 */
export const DATABASE_IMAGE_FILE = 'pgdata-image.tar.gz';

// Bundled, this runs from dist/main.js or dist/cli/*.js: the image is in dist/, beside or one level above. From
// src/ (tsx, vitest) there is none, and a fresh data directory is created by initdb and all migrations.
const runningDir = dirname(fileURLToPath(import.meta.url));

/** The image's path beside the running bundle, or null when there is none (a development or test run). */
export function findDatabaseImage(searchDirs = [runningDir, dirname(runningDir)]): string | null {
  for (const dir of searchDirs) {
    const path = join(dir, DATABASE_IMAGE_FILE);
    if (existsSync(path)) return path;
  }
  return null;
}

/** Reads an image file as the Blob that PGlite's `loadDataDir` takes. */
export async function readDatabaseImage(path: string): Promise<Blob> {
  return new Blob([await readFile(path)]);
}
