import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from './paths.mjs';

export const ADMIN_USER = 'bench-admin';
export const ADMIN_PASSWORD = 'Bench-Baustelle-2024!';

/**
 * @typedef {object} BenchServer
 * @property {number} pid
 * @property {string} baseURL
 * @property {string} logPath
 * @property {() => boolean} hasExited
 * @property {() => Promise<void>} stop  SIGTERM to the process group, SIGKILL after 10 s
 * @property {() => Promise<void>} crash  SIGKILL to the process group at once (a power cut of the process), until it is gone
 */

/** @returns {Promise<number>} a port that is free right now */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Spawns `node apps/server/dist/main.js` in its own process group; returns at once (no readiness wait), so
 * callers can time the start-up themselves.
 * `env` adds to (or, with undefined, removes from) the environment the process gets besides the bench's own.
 * @param {{ dataDir: string, port: number, logPath: string, env?: Record<string, string | undefined> }} options
 * @returns {BenchServer}
 */
export function spawnServer({ dataDir, port, logPath, env = {} }) {
  const logFd = openSync(logPath, 'a');
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: Object.fromEntries(
      Object.entries({
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        VENDOC_DATA_DIR: dataDir,
        VENDOC_ADMIN_USER: ADMIN_USER,
        VENDOC_ADMIN_PASSWORD: ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        ...env,
      }).filter((entry) => entry[1] !== undefined),
    ),
  });
  closeSync(logFd);
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn the VenDoc server');
  let exited = false;
  /** @type {Promise<void>} */
  const exitPromise = new Promise((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const kill = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    pid,
    baseURL: `http://127.0.0.1:${port}`,
    logPath,
    hasExited: () => exited,
    crash: async () => {
      process.removeListener('exit', killOnExit);
      kill('SIGKILL');
      await exitPromise;
    },
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (exited) return;
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 10_000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls POST /api/v1/authentication/login until it answers 200.
 * @param {BenchServer} server
 * @param {number} [timeoutMs]
 * @returns {Promise<{ accessToken: string, refreshToken: string }>}
 */
export async function waitForSignIn(server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`server exited during start-up:\n${logTail(server.logPath)}`);
    try {
      const response = await fetch(`${server.baseURL}/api/v1/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: ADMIN_USER, password: ADMIN_PASSWORD }),
        signal: AbortSignal.timeout(5_000),
      });
      if (response.status === 200) {
        return /** @type {{ accessToken: string, refreshToken: string }} */ (await response.json());
      }
      await response.arrayBuffer();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no successful sign-in within ${timeoutMs} ms:\n${logTail(server.logPath)}`);
}

/**
 * Resident memory of a process in MiB, from /proc/<pid>/status (VmRSS).
 * @param {number} pid
 * @returns {number}
 */
export function residentMemoryMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]) / 1024;
}

/** @param {string} path */
export function logTail(path) {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The frame of a browser scenario: the built server serving the built client on a fresh data directory, signed in,
 * `run` with the session, then the server stopped and its directory removed (also when `run` throws).
 * @template T
 * @param {string} name  names the temporary directory
 * @param {(session: { tokens: { accessToken: string, refreshToken: string }, baseURL: string }) => Promise<T>} run
 * @returns {Promise<T>}
 */
export async function withBuiltServer(name, run) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('missing apps/web/dist/index.html: run npm run build first');
  }
  const workDir = await mkdtemp(join(tmpdir(), `vendoc-bench-${name}-`));
  const server = spawnServer({
    dataDir: join(workDir, 'data'),
    port: await findFreePort(),
    logPath: join(workDir, 'server.log'),
  });
  try {
    const tokens = await waitForSignIn(server);
    return await run({ tokens, baseURL: server.baseURL });
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * A database of its own on the PostgreSQL server of `adminUrl`, for `use` (given its URL), dropped afterwards;
 * `{ skipped }` with the driver's reason when that server does not answer (the figures name it instead).
 * @template T
 * @param {string} adminUrl
 * @param {(url: string) => Promise<T>} use
 * @returns {Promise<T | { skipped: string }>}
 */
export async function withBenchDatabase(adminUrl, use) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: error instanceof Error ? error.message : String(error) };
  }
  const name = `vendoc_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }
}
