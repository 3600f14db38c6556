import { spawn } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  baseURL: string;
  port: number;
  pid: number;
  dataDir: string;
  logPath: string;
  /** Stops the whole process group: SIGTERM, then SIGKILL if it does not exit in time. */
  stop(): Promise<void>;
  /** The exit code once the process has ended (null while it runs, or when a signal ended it). */
  exitCode(): number | null;
}

export interface StartServerOptions {
  repoRoot: string;
  adminUser: string;
  adminPassword: string;
  /** Extra environment for the server (e.g. VENDOC_ACCESS_TOKEN_TTL). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/** Asks the OS for a port that is free right now (listen on 0, read it, close). */
export async function findFreePort(): Promise<number> {
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

function tail(path: string, lines = 40): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/**
 * Starts `node apps/server/dist/main.js` on a free port with a fresh data directory and a copy of the client
 * build, in its own process group
 * (so it and anything it spawns can be stopped together), and resolves once /api/health answers 200.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vendoc-e2e-'));
  const logPath = join(dataDir, 'server.log');
  // Serve a snapshot of the client build: a rebuild while the tests run must not swap files under the server.
  const webDir = join(dataDir, 'web');
  await cp(join(options.repoRoot, 'apps/web/dist'), webDir, { recursive: true });
  const logFd = openSync(logPath, 'a');
  const child = spawn(process.execPath, [join(options.repoRoot, 'apps/server/dist/main.js')], {
    cwd: options.repoRoot,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      VENDOC_DATA_DIR: join(dataDir, 'data'),
      VENDOC_WEB_DIR: webDir,
      VENDOC_ADMIN_USER: options.adminUser,
      VENDOC_ADMIN_PASSWORD: options.adminPassword,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  closeSync(logFd);
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn the VenDoc server');

  let exited = false;
  let code: number | null = null;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', (exitCode) => {
      exited = true;
      code = exitCode;
      resolve();
    }),
  );
  // If the runner dies without running the teardown, do not leave the server behind.
  const killOnExit = (): void => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (exited) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(killOnExit, 10_000);
    await exitPromise;
    clearTimeout(timer);
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`the VenDoc server exited during start-up; log ${logPath}:\n${tail(logPath)}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { baseURL, port, pid, dataDir, logPath, stop, exitCode: () => code };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the VenDoc server did not answer /api/health in time; log ${logPath}:\n${tail(logPath)}`);
}
