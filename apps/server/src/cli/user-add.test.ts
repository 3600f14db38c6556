import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPglite, fromPglite, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { verifyPassword } from '../lib/password';
import { findUserByUserName } from '../modules/users/users.repository';
import { seedFirstStart } from '../seed/first-start';

const run = promisify(execFile);
const cliPath = fileURLToPath(new URL('./user-add.ts', import.meta.url));
let dataDir: string;

// The command runs as a separate process on a PGlite data directory, as an operator would run it.
async function userAdd(...args: string[]) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    VENDOC_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  };
  delete env['DATABASE_URL'];
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cliPath, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateDatabase(handle);
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vendoc-cli-'));
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
  } finally {
    await handle.close();
  }
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run user:add', () => {
  it('creates users with a generated or a given password, and refuses a taken user name', async () => {
    const generated = await userAdd(
      '--user',
      'monteur1',
      '--role',
      'fitter',
      '--display-name',
      'Max Monteur',
    );
    expect(generated.stderr).toBe('');
    expect(generated.code).toBe(0);
    expect(generated.stdout).toContain('Created user "monteur1" (fitter)');
    const password = /Password: (\S+)/.exec(generated.stdout)?.[1] ?? '';
    expect(password).toHaveLength(16);

    const taken = await userAdd('--user', 'MONTEUR1', '--role', 'office', '--password', 'whatever-123');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('is taken');

    const user = await withDatabase((db) => findUserByUserName(db, 'monteur1'));
    expect(user).toMatchObject({ displayName: 'Max Monteur', role: 'fitter', active: true });
    expect(await verifyPassword(user?.passwordHash ?? null, password)).toBe(true);
  });

  it('explains its usage for a missing or wrong argument', async () => {
    const wrongRole = await userAdd('--user', 'x', '--role', 'boss');
    expect(wrongRole.code).toBe(1);
    expect(wrongRole.stderr).toContain('--role must be admin, office or fitter');
    expect(wrongRole.stderr).toContain('Usage: npm run user:add');
  });
});
