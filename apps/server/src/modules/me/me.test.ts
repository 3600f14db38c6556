import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import { requireRole } from '../../plugins/auth';
import { createTestClock } from '../../test/test-clock';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { setUserActive } from '../users/users.repository';

let t: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    accessTokenTtlSeconds: 60,
    extraRoutes: async (app) => {
      app.get(
        '/api/v1/test/admin-only',
        { preHandler: [app.authenticate, requireRole('admin')] },
        async () => ({
          ok: true,
        }),
      );
      app.get('/api/v1/test/forgot-authenticate', async (request) => ({ company: request.auth.companyId }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', headers });

function expectUnauthorizedProblem(response: Awaited<ReturnType<typeof me>>) {
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(response.headers[VENDOC_SERVER_HEADER]).toBeTruthy();
  expect(response.json()).toMatchObject({ type: 'https://vendoc.app/problems/unauthorized', status: 401 });
}

describe('GET /api/v1/me and the bearer check', () => {
  it('refuses a request without a bearer token', async () => {
    expectUnauthorizedProblem(await me());
  });

  it('refuses a malformed or forged token', async () => {
    expectUnauthorizedProblem(await me({ authorization: 'Bearer not.a.jwt' }));
    expectUnauthorizedProblem(await me({ authorization: 'Basic dXNlcjpwdw==' }));
    const seeded = await t.seedCompanyWithUser();
    const forged = await new SignJWT({ company: seeded.company.id, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('vendoc')
      .setSubject(seeded.user.id)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('a-secret-this-server-never-used-0123456789'));
    expectUnauthorizedProblem(await me(bearer(forged)));
  });

  it('names user, company and role in the access token and refuses it once its TTL has passed', async () => {
    const seeded = await t.seedCompanyWithUser({ role: 'admin' });
    const pair = await t.signIn(seeded.user.userName, seeded.password);
    const [, payload] = pair.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: seeded.user.id, company: seeded.company.id, role: 'admin' });
    expect(claims.exp - claims.iat).toBe(60);

    expect((await me(bearer(pair.accessToken))).statusCode).toBe(200);
    clock.advanceSeconds(61);
    expectUnauthorizedProblem(await me(bearer(pair.accessToken)));
  });

  it("stops a deactivated user's access token at the next request", async () => {
    const seeded = await t.seedCompanyWithUser();
    const pair = await t.signIn(seeded.user.userName, seeded.password);
    expect((await me(bearer(pair.accessToken))).statusCode).toBe(200);

    await setUserActive(t.db, seeded.user.id, false);
    expectUnauthorizedProblem(await me(bearer(pair.accessToken)));
  });
});

describe('requireRole', () => {
  it('lets an allowed role through and answers others with 403 problem+json', async () => {
    const admin = await t.seedCompanyWithUser({ role: 'admin' });
    const fitter = await t.seedCompanyWithUser({ role: 'fitter', companyId: admin.company.id });
    const adminToken = (await t.signIn(admin.user.userName, admin.password)).accessToken;
    const fitterToken = (await t.signIn(fitter.user.userName, fitter.password)).accessToken;

    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/admin-only',
      headers: bearer(adminToken),
    });
    expect(allowed.statusCode).toBe(200);

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/admin-only',
      headers: bearer(fitterToken),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(refused.json()).toMatchObject({ type: 'https://vendoc.app/problems/forbidden', status: 403 });

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/test/admin-only' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('turns reading request.auth on an unauthenticated route into a 500 problem without internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/forgot-authenticate' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({ type: 'https://vendoc.app/problems/internal', status: 500 });
    expect(JSON.stringify(body)).not.toContain('authenticate');
    expect(body).not.toHaveProperty('stack');
  });
});
