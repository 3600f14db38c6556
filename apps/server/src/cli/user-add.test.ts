import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { verifyPassword } from '../lib/password';
import { findUserByUserName } from '../modules/users/users.repository';
import { createStartedDataDir, runCommandProcess } from '../test/cli-process';

const cliPath = fileURLToPath(new URL('./user-add.ts', import.meta.url));
let dataDir: string;

const userAdd = (...args: string[]) => runCommandProcess(cliPath, args, { VENDOC_DATA_DIR: dataDir });

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
  dataDir = await createStartedDataDir();
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
