import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@vendoc/contract/users';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, signedInUser } from '../../test/tenant-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/authentication/refresh',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ refreshToken }),
  });

describe('own profile', () => {
  it('is read and changed by every role with its version', async () => {
    for (const role of ['fitter', 'office', 'admin'] as const) {
      const user = await signedInUser(t, role);
      const profile = profileSchema.parse(
        (await call(t, { method: 'GET', url: '/api/v1/me/profile', as: user })).json(),
      );
      expect(profile).toMatchObject({
        id: user.userId,
        userName: user.userName,
        email: null,
        role,
        version: 1,
      });
      const changed = await call(t, {
        method: 'PATCH',
        url: '/api/v1/me',
        as: user,
        body: { displayName: 'Jonas Becker', email: 'j.becker@example.de', version: 1 },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        displayName: 'Jonas Becker',
        email: 'j.becker@example.de',
        version: 2,
      });
      const me = await call(t, { method: 'GET', url: '/api/v1/me', as: user });
      expect(me.json()).toMatchObject({ user: { displayName: 'Jonas Becker', role } });
    }
  });

  it('answers a stale version with 409 and the current profile, bad input with field errors', async () => {
    const user = await signedInUser(t, 'fitter');
    const save = (body: unknown) => call(t, { method: 'PATCH', url: '/api/v1/me', as: user, body });
    expect((await save({ displayName: 'Tab eins', version: 1 })).statusCode).toBe(200);
    const stale = await save({ displayName: 'Tab zwei', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { displayName: 'Tab eins', version: 2 } });
    expect(fieldErrorPaths(await save({ displayName: '', email: 'kaputt', version: 2 }))).toEqual([
      'displayName',
      'email',
    ]);
    const row = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(row[0]).toMatchObject({ displayName: 'Tab eins', version: 2 });
  });

  it('cannot change the own role or activation', async () => {
    const user = await signedInUser(t, 'fitter');
    const response = await call(t, {
      method: 'PATCH',
      url: '/api/v1/me',
      as: user,
      body: { displayName: 'Ich', role: 'admin', active: true, version: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'fitter' });
  });

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/profile' })).statusCode).toBe(401);
    const body = { currentPassword: 'irgendwas', newPassword: 'Neues-Passwort-2030' };
    const password = await t.app.inject({ method: 'PUT', url: '/api/v1/me/password', payload: body });
    expect(password.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/me/password', () => {
  it('changes the password, keeps the session that sent its refresh token and signs out the others', async () => {
    const user = await signedInUser(t, 'fitter');
    const otherDevice = await t.signIn(user.userName, user.password);
    const response = await call(t, {
      method: 'PUT',
      url: '/api/v1/me/password',
      as: user,
      body: {
        currentPassword: user.password,
        newPassword: 'Neues-Passwort-2030',
        refreshToken: user.refreshToken,
      },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await t.postLogin({ userName: user.userName, password: user.password })).statusCode).toBe(401);
    await t.signIn(user.userName, 'Neues-Passwort-2030');
    const profile = await call(t, { method: 'GET', url: '/api/v1/me/profile', as: user });
    expect(profile.json()).toMatchObject({ version: 1 });
  });

  it('signs out every session when no refresh token comes along', async () => {
    const user = await signedInUser(t, 'office');
    const response = await call(t, {
      method: 'PUT',
      url: '/api/v1/me/password',
      as: user,
      body: { currentPassword: user.password, newPassword: 'Neues-Passwort-2030' },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a wrong current password with a field error and a too short new one; the password stays', async () => {
    const user = await signedInUser(t, 'fitter');
    const change = (body: unknown) => call(t, { method: 'PUT', url: '/api/v1/me/password', as: user, body });
    const wrong = await change({ currentPassword: 'falsch-falsch', newPassword: 'Neues-Passwort-2030' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrorPaths(wrong)).toEqual(['currentPassword']);
    expect(fieldErrorPaths(await change({ currentPassword: user.password, newPassword: 'kurz' }))).toEqual([
      'newPassword',
    ]);
    await t.signIn(user.userName, user.password);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
  });

  it('throttles guessing the current password like sign-ins', async () => {
    const user = await signedInUser(t, 'fitter');
    const guess = () =>
      call(t, {
        method: 'PUT',
        url: '/api/v1/me/password',
        as: user,
        body: { currentPassword: 'geraten-123', newPassword: 'Neues-Passwort-2030' },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await guess()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('checks no more guesses when they arrive all at once', async () => {
    const user = await signedInUser(t, 'fitter');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, {
          method: 'PUT',
          url: '/api/v1/me/password',
          as: user,
          body: { currentPassword: `geraten-${i}`, newPassword: 'Neues-Passwort-2030' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});
