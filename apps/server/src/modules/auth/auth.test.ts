import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import { meResponseSchema, tokenPairSchema } from '@vendoc/contract/auth';
import { loginFailures, refreshTokens, users } from '../../db/schema';
import { bearer, createTestApp, uniqueUserName, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refreshTokenRows = async () => (await t.db.select({ n: count() }).from(refreshTokens))[0]?.n;
const loginFailureRows = async () => (await t.db.select({ n: count() }).from(loginFailures))[0]?.n;

describe('POST /api/v1/authentication/login', () => {
  it('signs in with the right password and returns a token pair that opens /api/v1/me', async () => {
    const seeded = await t.seedCompanyWithUser({ companyName: 'Dach & Wand GmbH', role: 'fitter' });
    const response = await t.postLogin({ userName: seeded.user.userName, password: seeded.password });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers[VENDOC_SERVER_HEADER]).toBeTruthy();
    const pair = tokenPairSchema.parse(response.json());
    expect(pair.accessToken.split('.')).toHaveLength(3);
    expect(pair.refreshToken.length).toBeGreaterThanOrEqual(43);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(pair.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json())).toEqual({
      user: {
        id: seeded.user.id,
        userName: seeded.user.userName,
        displayName: seeded.user.displayName,
        role: 'fitter',
      },
      company: { id: seeded.company.id, name: 'Dach & Wand GmbH' },
    });
  });

  it('accepts the user name in any case', async () => {
    const seeded = await t.seedCompanyWithUser({ userName: uniqueUserName('Mixed') });
    const pair = await t.signIn(seeded.user.userName.toUpperCase(), seeded.password);
    expect(pair.accessToken).toBeTruthy();
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const seeded = await t.seedCompanyWithUser();
    const wrongPassword = await t.postLogin({ userName: seeded.user.userName, password: 'not-the-password' });
    const unknownUser = await t.postLogin({
      userName: uniqueUserName('nobody'),
      password: 'not-the-password',
    });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(unknownUser.headers['content-type']).toBe(wrongPassword.headers['content-type']);
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      type: 'https://vendoc.app/problems/unauthorized',
      title: 'Unauthorized',
      status: 401,
      detail: 'User name or password is wrong.',
    });
  });

  it('refuses an inactive user with the same answer as a wrong password', async () => {
    const seeded = await t.seedCompanyWithUser({ active: false });
    const inactive = await t.postLogin({ userName: seeded.user.userName, password: seeded.password });
    const wrong = await t.postLogin({ userName: seeded.user.userName, password: 'wrong-password' });
    expect(inactive.statusCode).toBe(401);
    expect(inactive.body).toBe(wrong.body);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const seeded = await t.seedCompanyWithUser();
    const [row] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, seeded.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(seeded.password);
  });
});

describe('malformed bodies', () => {
  const cases: Array<[string, string, string]> = [
    ['invalid JSON', '{"userName": "a", "password": ', ''],
    ['an empty JSON body', '', ''],
    ['a missing password', JSON.stringify({ userName: 'someone' }), 'password'],
    ['a wrong type', JSON.stringify({ userName: 42, password: 'secret-password' }), 'userName'],
    ['an oversize field', JSON.stringify({ userName: 'someone', password: 'x'.repeat(1001) }), 'password'],
    ['an array instead of an object', JSON.stringify([1, 2]), ''],
  ];

  it.each(cases)(
    'answers %s with 400 problem+json, field errors, and stores nothing',
    async (_name, payload, path) => {
      const tokensBefore = await refreshTokenRows();
      const failuresBefore = await loginFailureRows();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/authentication/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.headers[VENDOC_SERVER_HEADER]).toBeTruthy();
      const problem = response.json();
      expect(problem).toMatchObject({ type: 'https://vendoc.app/problems/validation', status: 400 });
      expect(problem.errors.length).toBeGreaterThan(0);
      expect(problem.errors.map((error: { path: string }) => error.path)).toContain(path);
      expect(problem).not.toHaveProperty('stack');
      expect(await refreshTokenRows()).toBe(tokensBefore);
      expect(await loginFailureRows()).toBe(failuresBefore);
    },
  );

  it('refuses a body over the size limit with 413 problem+json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/login',
      payload: JSON.stringify({ userName: 'someone', password: 'x'.repeat(20_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({
      status: 413,
      type: 'https://vendoc.app/problems/payload-too-large',
    });
  });

  it('answers a malformed refresh body with 400 and keeps the stored tokens as they are', async () => {
    const tokensBefore = await refreshTokenRows();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/refresh',
      payload: { refreshToken: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'refreshToken', message: expect.any(String) }]);
    expect(await refreshTokenRows()).toBe(tokensBefore);
  });
});
