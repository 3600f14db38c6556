import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { createPglite, fromPglite, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedFirstStart } from '../seed/first-start';

const run = promisify(execFile);

export interface CommandOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A command run as a separate process with `tsx`, as an operator runs it: its exit code and output. `env` is
 * added to this process's environment; DATABASE_URL is removed (the command uses the PGlite data directory)
 * unless `env` sets it.
 */
export async function runCommandProcess(
  path: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandOutcome> {
  const environment: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', ...env };
  if (env['DATABASE_URL'] == null) delete environment['DATABASE_URL'];
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path, ...args], {
      env: environment,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CommandOutcome;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * A new PGlite data directory after a first start (migrated, the first company and its administrator `admin`),
 * for commands under test; `prepare` may add rows before it is closed.
 */
export async function createStartedDataDir(
  prepare: (handle: DatabaseHandle) => Promise<void> = async () => {},
): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vendoc-cli-'));
  await mkdir(join(dataDir, 'db'));
  // Where the global setup left a migrated dump (PGlite runs), start the data directory from it: much faster.
  const dumpPath = inject('pgliteDumpPath');
  const handle = fromPglite(
    await createPglite({
      dataDir: join(dataDir, 'db'),
      ...(dumpPath ? { loadDataDir: new Blob([await readFile(dumpPath)]) } : {}),
    }),
  );
  try {
    await migrateDatabase(handle);
    await seedFirstStart(handle.db, { userName: 'admin', password: 'admin-password' });
    await prepare(handle);
  } finally {
    await handle.close();
  }
  return dataDir;
}
