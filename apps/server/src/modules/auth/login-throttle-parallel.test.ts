import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as password from '../../lib/password';
import { createTestApp, uniqueUserName, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { LOGIN_THROTTLE } from './login-throttle';

// Every password check goes through verifyPassword: counting its calls counts the guesses an attacker got.
vi.mock('../../lib/password', async (importOriginal) => {
  const original = await importOriginal<typeof password>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPassword = vi.mocked(password.verifyPassword);

let t: TestApp;
const clock = createTestClock();
let addressCounter = 0;
const nextAddress = () => `10.1.0.${++addressCounter}`;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  verifyPassword.mockClear();
});

/** `attempts` wrong passwords for one user name, all sent at once; the answers' status codes. */
async function parallelWrongLogins(userName: string, attempts: number): Promise<number[]> {
  const responses = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      t.postLogin({ userName, password: `wrong-${i}` }, nextAddress()),
    ),
  );
  return responses.map((response) => response.statusCode);
}

const tally = (statuses: number[]) => ({
  unauthorized: statuses.filter((status) => status === 401).length,
  throttled: statuses.filter((status) => status === 429).length,
});

describe('sign-in throttling under parallel attempts', () => {
  it.each([30, 100])(
    `checks exactly ${LOGIN_THROTTLE.maxFailuresPerUserName} passwords of %i wrong ones sent at once`,
    async (attempts) => {
      const seeded = await t.seedCompanyWithUser();
      const statuses = await parallelWrongLogins(seeded.user.userName, attempts);

      expect(verifyPassword).toHaveBeenCalledTimes(LOGIN_THROTTLE.maxFailuresPerUserName);
      expect(tally(statuses)).toEqual({
        unauthorized: LOGIN_THROTTLE.maxFailuresPerUserName,
        throttled: attempts - LOGIN_THROTTLE.maxFailuresPerUserName,
      });
      // The right password is not even checked now.
      const right = await t.postLogin({ userName: seeded.user.userName, password: seeded.password });
      expect(right.statusCode).toBe(429);
      expect(verifyPassword).toHaveBeenCalledTimes(LOGIN_THROTTLE.maxFailuresPerUserName);
    },
  );

  it('treats an unknown user name the same way: the same number of checks and the same answers', async () => {
    const statuses = await parallelWrongLogins(uniqueUserName('ghost'), 30);
    expect(verifyPassword).toHaveBeenCalledTimes(LOGIN_THROTTLE.maxFailuresPerUserName);
    expect(tally(statuses)).toEqual({ unauthorized: LOGIN_THROTTLE.maxFailuresPerUserName, throttled: 25 });
  });

  it('lets a user whose right password arrives among parallel wrong ones of another name sign in', async () => {
    const attacked = await t.seedCompanyWithUser();
    const bystander = await t.seedCompanyWithUser();
    const [statuses, signIn] = await Promise.all([
      parallelWrongLogins(attacked.user.userName, 30),
      t.postLogin({ userName: bystander.user.userName, password: bystander.password }, nextAddress()),
    ]);
    expect(tally(statuses).unauthorized).toBe(LOGIN_THROTTLE.maxFailuresPerUserName);
    expect(signIn.statusCode).toBe(200);
  });
});
