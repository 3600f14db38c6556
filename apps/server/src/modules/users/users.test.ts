import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../lib/http-problem';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findUserByUserName } from './users.repository';
import { createUser } from './users.service';

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await t.seedCompanyWithUser()).company.id;
});
afterAll(async () => {
  await t?.close();
});

async function problemOf(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpProblem)) throw new Error(`expected an HttpProblem, got ${String(error)}`);
  return error;
}

describe('createUser', () => {
  it('creates a user who can sign in, with the user name as display name by default', async () => {
    const user = await createUser(t.db, {
      companyId,
      userName: 'polier',
      password: 'baustelle-1',
      role: 'office',
    });
    expect(user).toMatchObject({
      companyId,
      userName: 'polier',
      displayName: 'polier',
      role: 'office',
      active: true,
    });
    await t.signIn('polier', 'baustelle-1');
  });

  it('refuses a user name that exists in another case with 409', async () => {
    await createUser(t.db, { companyId, userName: 'Meister', password: 'baustelle-1', role: 'fitter' });
    const problem = await problemOf(
      createUser(t.db, { companyId, userName: 'meister', password: 'baustelle-2', role: 'fitter' }),
    );
    expect(problem.status).toBe(409);
    expect((await findUserByUserName(t.db, 'MEISTER'))?.userName).toBe('Meister');
  });

  it('refuses invalid input with field errors and creates nothing', async () => {
    const problem = await problemOf(
      createUser(t.db, { companyId: 'not-a-uuid', userName: 'two words', password: 'short', role: 'office' }),
    );
    expect(problem.status).toBe(400);
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(['companyId', 'password', 'userName']);
    expect(await findUserByUserName(t.db, 'two words')).toBeNull();
  });

  it('refuses an unknown company', async () => {
    const problem = await problemOf(
      createUser(t.db, {
        companyId: '00000000-0000-4000-8000-000000000000',
        userName: 'orphan',
        password: 'baustelle-1',
        role: 'office',
      }),
    );
    expect(problem.errors).toEqual([{ path: 'companyId', message: expect.stringContaining('No company') }]);
  });
});
