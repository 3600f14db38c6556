import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-clock';
import { createTestApp, uniqueUserName, type TestApp } from '../../test/test-app';
import { LOGIN_THROTTLE } from './login-throttle';

let t: TestApp;
const clock = createTestClock();
/** The waits the address slow-down asked for (recorded, not waited: tests never wait for time). */
const delays: number[] = [];
let addressCounter = 0;
/** A fresh client address per test, so per-address counts do not leak between tests. */
const nextAddress = () => `10.0.0.${++addressCounter}`;

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    loginDelay: async (ms) => {
      delays.push(ms);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function failTimes(times: number, userName: () => string, address: string) {
  for (let i = 0; i < times; i++) {
    const response = await t.postLogin({ userName: userName(), password: 'wrong-password' }, address);
    expect(response.statusCode).toBe(401);
  }
}

describe('sign-in throttling', () => {
  it(`blocks a user name after ${LOGIN_THROTTLE.maxFailuresPerUserName} failures with 429 and Retry-After`, async () => {
    const seeded = await t.seedCompanyWithUser();
    const address = nextAddress();
    await failTimes(LOGIN_THROTTLE.maxFailuresPerUserName, () => seeded.user.userName, address);

    // Even the right password is refused now: the check comes before the password.
    const blocked = await t.postLogin({ userName: seeded.user.userName, password: seeded.password }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(LOGIN_THROTTLE.windowSeconds));
    expect(blocked.headers['content-type']).toContain('application/problem+json');
    expect(blocked.json()).toMatchObject({
      status: 429,
      type: 'https://vendoc.app/problems/too-many-requests',
    });

    // From another address the user name is blocked as well.
    const elsewhere = await t.postLogin(
      { userName: seeded.user.userName, password: seeded.password },
      nextAddress(),
    );
    expect(elsewhere.statusCode).toBe(429);
  });

  it('answers an unknown user name exactly like a known one', async () => {
    const known = await t.seedCompanyWithUser();
    const unknownName = uniqueUserName('ghost');
    await failTimes(LOGIN_THROTTLE.maxFailuresPerUserName, () => known.user.userName, nextAddress());
    await failTimes(LOGIN_THROTTLE.maxFailuresPerUserName, () => unknownName, nextAddress());

    const forKnown = await t.postLogin(
      { userName: known.user.userName, password: 'x-wrong-x' },
      nextAddress(),
    );
    const forUnknown = await t.postLogin({ userName: unknownName, password: 'x-wrong-x' }, nextAddress());
    expect(forKnown.statusCode).toBe(429);
    expect(forUnknown.statusCode).toBe(429);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(forUnknown.headers['retry-after']).toBe(forKnown.headers['retry-after']);
  });

  it('counts user names case-insensitively', async () => {
    const seeded = await t.seedCompanyWithUser();
    const variants = [seeded.user.userName.toUpperCase(), seeded.user.userName];
    let i = 0;
    await failTimes(LOGIN_THROTTLE.maxFailuresPerUserName, () => variants[i++ % 2] ?? '', nextAddress());
    const blocked = await t.postLogin(
      { userName: seeded.user.userName, password: seeded.password },
      nextAddress(),
    );
    expect(blocked.statusCode).toBe(429);
  });

  it(`only slows down an address after ${LOGIN_THROTTLE.addressSlowdownAfter} failures of other names: the right password still signs in`, async () => {
    const seeded = await t.seedCompanyWithUser();
    const address = nextAddress();
    // One person behind the office's NAT fails with many user names (formerly 20 locked the whole office out).
    await failTimes(LOGIN_THROTTLE.addressSlowdownAfter - 1, () => uniqueUserName('spray'), address);
    delays.length = 0;
    const before = await t.postLogin({ userName: seeded.user.userName, password: seeded.password }, address);
    expect(before.statusCode).toBe(200);
    expect(delays).toEqual([]);

    await failTimes(1, () => uniqueUserName('spray'), address);
    expect(delays).toEqual([]);
    await failTimes(3, () => uniqueUserName('spray'), address);
    const step = LOGIN_THROTTLE.addressDelayStepMs;
    expect(delays).toEqual([step, 2 * step, 3 * step]);
    delays.length = 0;
    const slowed = await t.postLogin({ userName: seeded.user.userName, password: seeded.password }, address);
    expect(slowed.statusCode).toBe(200);
    expect(delays).toEqual([4 * step]);

    // The wait grows with further failures, up to a cap; another address is not slowed at all.
    await failTimes(40, () => uniqueUserName('spray'), address);
    expect(Math.max(...delays)).toBe(LOGIN_THROTTLE.addressMaxDelayMs);
    delays.length = 0;
    expect(
      (await t.postLogin({ userName: seeded.user.userName, password: seeded.password }, nextAddress()))
        .statusCode,
    ).toBe(200);
    expect(delays).toEqual([]);
  });

  it('lets the user in again once the window has passed, and counts down Retry-After meanwhile', async () => {
    const seeded = await t.seedCompanyWithUser();
    const address = nextAddress();
    await failTimes(LOGIN_THROTTLE.maxFailuresPerUserName, () => seeded.user.userName, address);

    clock.advanceSeconds(600);
    const stillBlocked = await t.postLogin(
      { userName: seeded.user.userName, password: seeded.password },
      address,
    );
    expect(stillBlocked.statusCode).toBe(429);
    expect(stillBlocked.headers['retry-after']).toBe(String(LOGIN_THROTTLE.windowSeconds - 600));

    clock.advanceSeconds(LOGIN_THROTTLE.windowSeconds - 600);
    const allowed = await t.postLogin({ userName: seeded.user.userName, password: seeded.password }, address);
    expect(allowed.statusCode).toBe(200);
  });

  it("forgives the user name's earlier failures after a successful sign-in", async () => {
    const seeded = await t.seedCompanyWithUser();
    const address = nextAddress();
    await failTimes(LOGIN_THROTTLE.maxFailuresPerUserName - 1, () => seeded.user.userName, address);
    expect(
      (await t.postLogin({ userName: seeded.user.userName, password: seeded.password }, address)).statusCode,
    ).toBe(200);

    await failTimes(LOGIN_THROTTLE.maxFailuresPerUserName - 1, () => seeded.user.userName, address);
    expect(
      (await t.postLogin({ userName: seeded.user.userName, password: seeded.password }, address)).statusCode,
    ).toBe(200);
  });
});
