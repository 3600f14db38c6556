import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { findFreePort, residentMemoryMiB, spawnServer, waitForSignIn } from './server.mjs';

const IDLE_MS = 5_000;

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
 * Figure 2: cold start on PGlite, `runs` times: a start on a fresh data directory (creates and migrates the
 * database, seeds the company) and a second start on that same, already migrated directory.
 * @param {number} runs
 */
export async function measureColdStart(runs) {
  /** @type {{ signInMs: number, rssMiB: number }[]} */
  const fresh = [];
  /** @type {{ signInMs: number, rssMiB: number }[]} */
  const migrated = [];
  for (let run = 0; run < runs; run += 1) {
    const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-start-'));
    try {
      const dataDir = join(workDir, 'data');
      fresh.push(await startOnce(dataDir, join(workDir, 'server.log')));
      migrated.push(await startOnce(dataDir, join(workDir, 'server.log')));
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
  return { fresh, migrated };
}
