import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPairSchema, type TokenPair } from '@vendoc/contract/auth';
import { refreshTokens } from '../../db/schema';
import { hashRefreshToken } from '../../lib/refresh-token';
import { createTestClock } from '../../test/test-clock';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, refreshTokenTtlSeconds: 3600 });
});
afterAll(async () => {
  await t?.close();
});

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/authentication/refresh', payload: { refreshToken } });
const logout = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/authentication/logout', payload: { refreshToken } });
const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });

/** All stored tokens of the family the given token belongs to. */
async function familyOf(refreshToken: string) {
  const [token] = await t.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  if (token == null) throw new Error('the refresh token is not stored');
  return t.db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, token.familyId));
}

async function signedIn(): Promise<TokenPair> {
  const seeded = await t.seedCompanyWithUser();
  return t.signIn(seeded.user.userName, seeded.password);
}

describe('POST /api/v1/authentication/refresh', () => {
  it('rotates: returns a new pair, and the old refresh token no longer works', async () => {
    const first = await signedIn();
    const response = await refresh(first.refreshToken);

    expect(response.statusCode).toBe(200);
    const second = tokenPairSchema.parse(response.json());
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).statusCode).toBe(200);

    const [oldRow] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(first.refreshToken)));
    expect(oldRow?.rotatedAt).toEqual(clock.now());

    const again = await refresh(first.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.headers['content-type']).toContain('application/problem+json');
  });

  it('stores only hashes, never the tokens themselves', async () => {
    const pair = await signedIn();
    const rows = await t.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.map((row) => row.tokenHash)).toContain(hashRefreshToken(pair.refreshToken));
    expect(rows.map((row) => row.tokenHash)).not.toContain(pair.refreshToken);
  });

  it('treats reuse of a rotated token as theft: the whole family is revoked, the newest token too', async () => {
    const first = await signedIn();
    const second = tokenPairSchema.parse((await refresh(first.refreshToken)).json());
    const third = tokenPairSchema.parse((await refresh(second.refreshToken)).json());

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);

    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    const family = await familyOf(third.refreshToken);
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt != null)).toBe(true);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const seeded = await t.seedCompanyWithUser();
    const phone = await t.signIn(seeded.user.userName, seeded.password);
    const laptop = await t.signIn(seeded.user.userName, seeded.password);
    await refresh(phone.refreshToken);
    await refresh(phone.refreshToken);

    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await refresh('not-a-token-this-server-issued');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, type: 'https://vendoc.app/problems/unauthorized' });
  });

  it('refuses an expired refresh token', async () => {
    const pair = await signedIn();
    clock.advanceSeconds(3601);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/authentication/logout', () => {
  it('answers 204 and revokes the refresh token and its family', async () => {
    const first = await signedIn();
    const second = tokenPairSchema.parse((await refresh(first.refreshToken)).json());

    const response = await logout(second.refreshToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await familyOf(first.refreshToken)).every((row) => row.revokedAt != null)).toBe(true);
  });

  it('answers 204 for an unknown token too', async () => {
    expect((await logout('never-issued-token')).statusCode).toBe(204);
  });

  it('refuses a body without a token with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/logout',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'refreshToken', message: expect.any(String) }]);
  });
});
