// CI guard: fails when src/db/schema/ and the committed migrations in ./drizzle disagree.
// Regenerates into a temporary copy of ./drizzle; the repository is never modified.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const committedDir = join(serverDir, 'drizzle');
// bin.cjs is not in the package's exports map: locate it beside the package's main file.
const drizzleKitBin = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

/** Every file below `dir` with its content, keyed by relative path. */
async function snapshot(dir) {
  const files = new Map();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), await readFile(path, 'utf8'));
  }
  return files;
}

const workDir = await mkdtemp(join(tmpdir(), 'vendoc-db-check-'));
let exitCode = 0;
try {
  const outDir = join(workDir, 'drizzle');
  await cp(committedDir, outDir, { recursive: true });
  const before = await snapshot(outDir);
  const result = spawnSync(
    process.execPath,
    // drizzle-kit prefixes --out with './', so it must be relative to the working directory.
    [
      drizzleKitBin,
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      relative(serverDir, outDir),
    ],
    // stdin closed: a rename question from drizzle-kit fails the check instead of waiting for an answer.
    { cwd: serverDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
  );
  // drizzle-kit exits 0 even when it fails, so success is recognised by its own words.
  const generated = /No schema changes|Your SQL migration file/.test(result.stdout ?? '');
  if (result.status !== 0 || !generated) {
    console.error(result.stdout, result.stderr);
    console.error('db:check: drizzle-kit generate failed (see above).');
    exitCode = 1;
  } else {
    const after = await snapshot(outDir);
    const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
    if (changed.length > 0) {
      console.error(
        'db:check: src/db/schema/ and the committed migrations in apps/server/drizzle disagree.\n' +
          `Generating would change: ${changed.join(', ')}\n` +
          'Run `npm run db:generate` and commit the new migration.',
      );
      exitCode = 1;
    } else {
      console.log('db:check: schema and committed migrations agree.');
    }
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
