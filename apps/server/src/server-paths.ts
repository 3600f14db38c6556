import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file runs from src/ (tsx, vitest) and bundled into dist/main.js or dist/cli/user-add.js, so paths are
// found by walking up from the running file instead of a fixed number of `..`.
const runningDir = dirname(fileURLToPath(import.meta.url));

function findUp(startDir: string, matches: (dir: string) => boolean): string | null {
  let dir = startDir;
  for (;;) {
    if (matches(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The server package directory (apps/server): the nearest ancestor of the running file with a package.json. */
export function serverRootDir(): string {
  return findUp(runningDir, (dir) => existsSync(join(dir, 'package.json'))) ?? resolve(runningDir, '..');
}

/** The client build the server serves by default: apps/web/dist beside the server package. */
export function defaultWebDir(): string {
  return resolve(serverRootDir(), '../web/dist');
}

/**
 * The migrations folder: apps/server/drizzle when running from src, dist/drizzle (copied by the build) when
 * running bundled.
 */
export function migrationsDir(): string {
  const found = findUp(runningDir, (dir) => existsSync(join(dir, 'drizzle', 'meta', '_journal.json')));
  if (found == null) throw new Error(`No drizzle migrations folder found above ${runningDir}`);
  return join(found, 'drizzle');
}
