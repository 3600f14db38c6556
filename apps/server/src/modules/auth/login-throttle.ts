import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Sign-in throttling (docs/decisions/0015-login-throttling.md). Per user name a hard limit: at most
 * `maxFailuresPerUserName` passwords are checked within the window, however many attempts arrive at once. Per
 * client address only a slow-down: beyond `addressSlowdownAfter` failures every attempt from it waits a little
 * longer before its password is checked, and is then checked, so a colleague behind the same NAT still signs in.
 */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailuresPerUserName: 5,
  addressSlowdownAfter: 100,
  addressDelayStepMs: 250,
  addressMaxDelayMs: 5_000,
} as const;

export interface ThrottleKeys {
  /** The user name as typed, lower-cased: unknown names are throttled exactly like real ones. */
  userKey: string;
  address: string;
}

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);

/** The failures of one user name or address inside the window. */
const inWindow = (kind: 'user' | 'address', key: string, now: Date) =>
  and(eq(loginFailures.kind, kind), eq(loginFailures.key, key), gt(loginFailures.at, windowStart(now)));

/**
 * Reserves one password check for the user name: in one transaction under a lock of that name (an advisory lock
 * of the database, so it holds across server instances on one PostgreSQL), counts the attempts inside the window
 * and, below the limit, records this attempt as a failure before the password is checked. A successful sign-in
 * clears it again. Returns null when the check may go ahead, otherwise the seconds until the oldest counted
 * attempt leaves the window.
 */
export async function reserveLoginAttempt(db: Database, userKey: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vendoc-login:${userKey}`}, 0))`);
    const limit = LOGIN_THROTTLE.maxFailuresPerUserName;
    const rows = await tx
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(inWindow('user', userKey, now))
      .orderBy(desc(loginFailures.at))
      .offset(limit - 1)
      .limit(1);
    const limiting = rows[0]?.at;
    if (limiting != null) {
      const until = limiting.getTime() + LOGIN_THROTTLE.windowSeconds * 1000;
      return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    }
    await tx.insert(loginFailures).values({ kind: 'user', key: userKey, at: now });
    return null;
  });
}

/** How long an attempt from `address` waits before its password is checked: 0 below the address's limit. */
export async function addressDelayMs(db: Database, address: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(inWindow('address', address, now));
  const beyond = (row?.failures ?? 0) - LOGIN_THROTTLE.addressSlowdownAfter;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_THROTTLE.addressMaxDelayMs, (beyond + 1) * LOGIN_THROTTLE.addressDelayStepMs);
}

/** Records a failed sign-in for the address (the user name's failure was reserved before the check). */
export async function recordAddressFailure(db: Database, address: string, now: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, windowStart(now)));
  await db.insert(loginFailures).values({ kind: 'address', key: address, at: now });
}

/** A successful sign-in forgives the user name's failures, its own reserved attempt included. */
export async function clearUserLoginFailures(db: Database, userKey: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.kind, 'user'), eq(loginFailures.key, userKey)));
}
