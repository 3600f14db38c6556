import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** Failed sign-ins allowed within the window, per user name and per client address. */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailuresPerUserName: 5,
  maxFailuresPerAddress: 20,
} as const;

export interface ThrottleKeys {
  /** The user name as typed, lower-cased: unknown names are throttled exactly like real ones. */
  userKey: string;
  address: string;
}

type Kind = 'user' | 'address';

/** When the `limit`-th newest failure inside the window expires, or null when fewer failures are recorded. */
async function blockedUntil(
  db: Database,
  kind: Kind,
  key: string,
  limit: number,
  now: Date,
): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.kind, kind), eq(loginFailures.key, key), gt(loginFailures.at, windowStart)))
    .orderBy(desc(loginFailures.at))
    .offset(limit - 1)
    .limit(1);
  const at = rows[0]?.at;
  return at == null ? null : new Date(at.getTime() + LOGIN_THROTTLE.windowSeconds * 1000);
}

/** Seconds to wait before the next sign-in attempt is accepted, or null when it may go ahead now. */
export async function loginRetryAfterSeconds(
  db: Database,
  keys: ThrottleKeys,
  now: Date,
): Promise<number | null> {
  const [byUser, byAddress] = await Promise.all([
    blockedUntil(db, 'user', keys.userKey, LOGIN_THROTTLE.maxFailuresPerUserName, now),
    blockedUntil(db, 'address', keys.address, LOGIN_THROTTLE.maxFailuresPerAddress, now),
  ]);
  const until = Math.max(byUser?.getTime() ?? 0, byAddress?.getTime() ?? 0);
  if (until <= now.getTime()) return null;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/** Records one failed sign-in for the user name and the address, and forgets failures older than the window. */
export async function recordLoginFailure(db: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);
  await db.delete(loginFailures).where(lt(loginFailures.at, windowStart));
  await db.insert(loginFailures).values([
    { kind: 'user', key: keys.userKey, at: now },
    { kind: 'address', key: keys.address, at: now },
  ]);
}

/** A successful sign-in forgives the user name's failures (the address keeps its count). */
export async function clearUserLoginFailures(db: Database, userKey: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.kind, 'user'), eq(loginFailures.key, userKey)));
}
