import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from './paths.mjs';
import { findFreePort, residentMemoryMiB, spawnServer, waitForSignIn } from './server.mjs';

const IDLE_MS = 5_000;
// The build's prepared database image (decision 0043); set aside for the starts that measure initdb + migrations.
const IMAGE_PATH = join(repoRoot, 'apps/server/dist/pgdata-image.tar.gz');

/**
 * One start of the server: milliseconds from spawn to the first successful sign-in, then resident memory after
 * `IDLE_MS` of idling.
 * @param {string} dataDir
 * @param {string} logPath
 * @returns {Promise<{ signInMs: number, rssMiB: number }>}
 */
async function startOnce(dataDir, logPath) {
  const port = await findFreePort();
  const started = performance.now();
  const server = spawnServer({ dataDir, port, logPath });
  try {
    await waitForSignIn(server);
    const signInMs = performance.now() - started;
    // The resting figure: what the process holds once start-up garbage had a chance to be collected.
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { signInMs, rssMiB: residentMemoryMiB(server.pid) };
  } finally {
    await server.stop();
  }
}

/**
 * A start on a fresh data directory without the prepared image (initdb and every migration, as before decision
 * 0043): the image is moved aside for it and put back.
 * @param {string} workDir
 */
async function startWithoutImage(workDir) {
  const asidePath = `${IMAGE_PATH}.aside`;
  await rename(IMAGE_PATH, asidePath);
  try {
    return await startOnce(join(workDir, 'data-without-image'), join(workDir, 'server.log'));
  } finally {
    await rename(asidePath, IMAGE_PATH);
  }
}

/**
 * Figure 2: cold start on PGlite, `runs` times: a start on a fresh data directory (loads the prepared image,
 * migrates what it lacks, seeds the company), a second start on that same directory (the same-run baseline), and a
 * start on a fresh data directory without the image (initdb and all migrations; only when the build has an image).
 * @param {number} runs
 */
export async function measureColdStart(runs) {
  /** @type {{ signInMs: number, rssMiB: number }[]} */
  const fresh = [];
  /** @type {{ signInMs: number, rssMiB: number }[]} */
  const migrated = [];
  /** @type {{ signInMs: number, rssMiB: number }[]} */
  const freshWithoutImage = [];
  const hasImage = existsSync(IMAGE_PATH);
  for (let run = 0; run < runs; run += 1) {
    const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-start-'));
    try {
      const dataDir = join(workDir, 'data');
      fresh.push(await startOnce(dataDir, join(workDir, 'server.log')));
      migrated.push(await startOnce(dataDir, join(workDir, 'server.log')));
      if (hasImage) freshWithoutImage.push(await startWithoutImage(workDir));
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
  return { fresh, migrated, freshWithoutImage };
}
