import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  USER_SORT_FIELDS,
  userListSchema,
  userSchema,
  type User,
  type UserCreate,
} from '@vendoc/contract/users';
import { refreshTokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, signedInUser, type Tenant } from '../../test/tenant-fixtures';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const newUser = (overrides: Partial<UserCreate> = {}): UserCreate => ({
  userName: `monteur.${(counter += 1)}`,
  displayName: `Monteur Nummer ${counter}`,
  email: `monteur${counter}@fensterbau.de`,
  role: 'fitter',
  password: 'Baustelle-2030',
  ...overrides,
});

async function createUser(body: UserCreate = newUser(), as = tenant.admin): Promise<User> {
  const response = await call(t, { method: 'POST', url: '/api/v1/users', as, body });
  expect(response.statusCode, response.body).toBe(201);
  return userSchema.parse(response.json());
}

const patch = (id: string, body: unknown, as = tenant.admin) =>
  call(t, { method: 'PATCH', url: `/api/v1/users/${id}`, as, body });

describe('POST /api/v1/users', () => {
  it('creates a user of the company who can sign in with the initial password', async () => {
    const body = newUser({ role: 'office' });
    const user = await createUser(body);
    expect(user).toMatchObject({ userName: body.userName, role: 'office', active: true, version: 1 });
    expect(JSON.stringify(user)).not.toContain('argon2');
    await t.signIn(body.userName, body.password);
    const stored = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored[0]).toMatchObject({ companyId: tenant.companyId });
    expect(stored[0]?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a user name taken in any company, in any case, with 409 and a field error', async () => {
    const taken = await call(t, {
      method: 'POST',
      url: '/api/v1/users',
      as: tenant.admin,
      body: newUser({ userName: other.fitter.userName.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      detail: 'Benutzername ist bereits vergeben',
      errors: [{ path: 'userName', message: 'Benutzername ist bereits vergeben' }],
    });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await t.db.select().from(users);
    const response = await call(t, {
      method: 'POST',
      url: '/api/v1/users',
      as: tenant.admin,
      body: { userName: 'a b', displayName: '', email: 'x', role: 'boss', password: 'kurz' },
    });
    expect(fieldErrorPaths(response)).toEqual(['displayName', 'email', 'password', 'role', 'userName']);
    expect((await t.db.select().from(users)).length).toBe(before.length);
  });

  it('is for administrators only', async () => {
    for (const as of [tenant.office, tenant.fitter]) {
      const response = await call(t, { method: 'POST', url: '/api/v1/users', as, body: newUser() });
      expect(response.statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: '/api/v1/users', as })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/v1/users', () => {
  it("lists the company's users only, searchable, sortable and paged", async () => {
    await createUser(newUser({ displayName: 'Zacharias Zimmermann' }));
    const all = userListSchema.parse(
      (await call(t, { method: 'GET', url: '/api/v1/users?limit=200', as: tenant.admin })).json(),
    );
    const ids = new Set(all.items.map((user) => user.id));
    expect(ids.has(tenant.fitter.userId)).toBe(true);
    expect(ids.has(other.admin.userId)).toBe(false);
    expect(all.total).toBe(all.items.length);

    const found = await call(t, { method: 'GET', url: '/api/v1/users?q=zimmer', as: tenant.admin });
    expect(found.json()).toMatchObject({ total: 1, items: [{ displayName: 'Zacharias Zimmermann' }] });

    for (const sort of USER_SORT_FIELDS.flatMap((field) => [field, `-${field}`])) {
      const big = userListSchema.parse(
        (
          await call(t, { method: 'GET', url: `/api/v1/users?sort=${sort}&limit=200`, as: tenant.admin })
        ).json(),
      );
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor == null ? '' : `&cursor=${cursor}`;
        const response = await call(t, {
          method: 'GET',
          url: `/api/v1/users?sort=${sort}&limit=2${query}`,
          as: tenant.admin,
        });
        const result = userListSchema.parse(response.json());
        walked.push(...result.items.map((user) => user.id));
        cursor = result.nextCursor;
      } while (cursor != null);
      expect(walked).toEqual(big.items.map((user) => user.id));
    }
    const roles = userListSchema.parse(
      (await call(t, { method: 'GET', url: '/api/v1/users?sort=role&limit=200', as: tenant.admin })).json(),
    );
    expect(roles.items[0]?.role).toBe('admin');
    expect(roles.items.at(-1)?.role).toBe('fitter');
  });

  it("answers another company's user with 404", async () => {
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/users/${other.fitter.userId}`, as: tenant.admin }))
        .statusCode,
    ).toBe(404);
    expect((await patch(other.fitter.userId, { role: 'admin', version: 1 })).statusCode).toBe(404);
    const own = await call(t, {
      method: 'GET',
      url: `/api/v1/users/${tenant.fitter.userId}`,
      as: tenant.admin,
    });
    expect(own.json()).toMatchObject({ id: tenant.fitter.userId, role: 'fitter' });
  });
});

describe('PATCH /api/v1/users/{id}', () => {
  it('changes the role, and the new role applies to the next request', async () => {
    const created = newUser();
    const user = await createUser(created);
    const pair = await t.signIn(created.userName, created.password);
    const asUser = { headers: { authorization: `Bearer ${pair.accessToken}` } };
    expect(
      (
        await call(t, {
          method: 'POST',
          url: '/api/v1/clients',
          as: asUser,
          body: { kind: 'private', name: 'A' },
        })
      ).statusCode,
    ).toBe(403);
    const response = await patch(user.id, { role: 'office', displayName: 'Neue Büroleitung', version: 1 });
    expect(response.json()).toMatchObject({ role: 'office', displayName: 'Neue Büroleitung', version: 2 });
    expect(
      (
        await call(t, {
          method: 'POST',
          url: '/api/v1/clients',
          as: asUser,
          body: { kind: 'private', name: 'A' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('deactivates a user: signed out at once, refresh tokens revoked, sign-in refused', async () => {
    const created = newUser();
    const user = await createUser(created);
    const pair = await t.signIn(created.userName, created.password);
    expect((await patch(user.id, { active: false, version: 1 })).json()).toMatchObject({ active: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${pair.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    const open = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    expect(open).toEqual([]);
    expect((await t.postLogin({ userName: created.userName, password: created.password })).statusCode).toBe(
      401,
    );
  });

  it('never leaves the company without an active administrator', async () => {
    const solo = await signedInUser(t, 'admin');
    const demote = await patch(solo.userId, { role: 'office', version: 1 }, solo);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      detail: 'Der letzte Administrator kann nicht herabgestuft oder deaktiviert werden.',
    });
    expect((await patch(solo.userId, { active: false, version: 1 }, solo)).statusCode).toBe(409);

    const second = await signedInUser(t, 'admin', solo.companyId);
    expect((await patch(solo.userId, { active: false, version: 1 }, second)).statusCode).toBe(200);
    const last = await patch(second.userId, { role: 'fitter', version: 1 }, second);
    expect(last.statusCode).toBe(409);
    expect((await patch(second.userId, { displayName: 'Chefin', version: 1 }, second)).statusCode).toBe(200);
  });

  it('keeps one administrator when two are demoted at the same time', async () => {
    const first = await signedInUser(t, 'admin');
    const second = await signedInUser(t, 'admin', first.companyId);
    const results = await Promise.all([
      patch(first.userId, { role: 'office', version: 1 }, first),
      patch(second.userId, { role: 'office', version: 1 }, second),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const admins = await t.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, first.companyId), eq(users.role, 'admin')));
    expect(admins.length).toBe(1);
  });

  it('answers a stale version with 409 and the current user, and bad input with field errors', async () => {
    const user = await createUser();
    expect((await patch(user.id, { displayName: 'Eins', version: 1 })).statusCode).toBe(200);
    const stale = await patch(user.id, { displayName: 'Zwei', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { displayName: 'Eins', version: 2 } });
    expect(fieldErrorPaths(await patch(user.id, { role: 'chef', active: 'ja', version: 2 }))).toEqual([
      'active',
      'role',
    ]);
    expect((await patch(user.id, { displayName: 'X', version: 2 }, tenant.office)).statusCode).toBe(403);
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/users/${user.id}`, as: tenant.admin })).json(),
    ).toMatchObject({
      displayName: 'Eins',
      version: 2,
    });
  });
});
