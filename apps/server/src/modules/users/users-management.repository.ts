import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@vendoc/contract/auth';
import type { Database } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  matchesSearch,
  type SortChoice,
  type SortKey,
} from '../../lib/list-cursor';

export type UserSortField = 'userName' | 'displayName' | 'role' | 'createdAt';

/** A user as administrators see it: never the password hash. */
const accountColumns = {
  id: users.id,
  userName: users.userName,
  displayName: users.displayName,
  email: users.email,
  role: users.role,
  active: users.active,
  version: users.version,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

// Roles sort by reach: administrators first.
const roleRank = sql`array_position(array['admin', 'office', 'fitter']::text[], ${users.role})`;

function sortKeys({ field, descending }: SortChoice<UserSortField>): SortKey[] {
  const first: Record<UserSortField, SortKey> = {
    userName: { expression: sql`lower(${users.userName})`, type: 'text', descending },
    displayName: { expression: sql`lower(${users.displayName})`, type: 'text', descending },
    role: { expression: roleRank, type: 'integer', descending },
    createdAt: { expression: users.createdAt, type: 'timestamptz', descending },
  };
  return [first[field], { expression: users.id, type: 'uuid', descending }];
}

export const userSortKeyCount = 2;

const filterCondition = (companyId: string, q: string | undefined) =>
  and(
    eq(users.companyId, companyId),
    matchesSearch(
      sql`lower(${users.userName} || ' ' || ${users.displayName} || ' ' || coalesce(${users.email}, ''))`,
      q,
    ),
  );

export async function listAccounts(
  db: Database,
  companyId: string,
  q: string | undefined,
  sort: SortChoice<UserSortField>,
  after: string[] | null,
  limit: number,
) {
  const keys = sortKeys(sort);
  return db
    .select({ ...accountColumns, cursorValues: keysetValues(keys) })
    .from(users)
    .where(and(filterCondition(companyId, q), after == null ? undefined : keysetAfter(keys, after)))
    .orderBy(...keysetOrderBy(keys))
    .limit(limit);
}

export async function countAccounts(db: Database, companyId: string, q: string | undefined) {
  const rows = await db.select({ total: count() }).from(users).where(filterCondition(companyId, q));
  return rows[0]?.total ?? 0;
}

/** The user with this id in this company, or null (also for another company's user). */
export async function findAccount(db: Database, companyId: string, id: string) {
  const rows = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertAccount(
  db: Database,
  account: {
    companyId: string;
    userName: string;
    displayName: string;
    email: string | null;
    role: Role;
    passwordHash: string;
  },
): Promise<AccountRow> {
  const rows = await db.insert(users).values(account).returning(accountColumns);
  const row = rows[0];
  if (row == null) throw new Error('INSERT … RETURNING returned no row');
  return row;
}

/**
 * Row-locks the company's active administrators and returns their ids. Two requests demoting different
 * administrators then run one after the other, and the second sees the first's change.
 */
export async function lockActiveAdmins(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(users.active, true)))
    .for('update');
  return rows.map((row) => row.id);
}

export interface AccountChanges {
  displayName?: string | undefined;
  email?: string | null | undefined;
  role?: Role | undefined;
  active?: boolean | undefined;
  passwordHash?: string | undefined;
}

/** Applies the changes if the user still has `version`; the updated user, or null (stale or unknown). */
export async function updateAccount(
  db: Database,
  companyId: string,
  id: string,
  version: number,
  changes: AccountChanges,
): Promise<AccountRow | null> {
  const rows = await db
    .update(users)
    .set({
      ...(changes.displayName === undefined ? {} : { displayName: changes.displayName }),
      ...(changes.email === undefined ? {} : { email: changes.email }),
      ...(changes.role === undefined ? {} : { role: changes.role }),
      ...(changes.active === undefined ? {} : { active: changes.active }),
      ...(changes.passwordHash === undefined ? {} : { passwordHash: changes.passwordHash }),
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, id), eq(users.companyId, companyId), eq(users.version, version)))
    .returning(accountColumns);
  return rows[0] ?? null;
}

/** Signs the user out everywhere (or everywhere but one sign-in): revokes their refresh tokens. */
export async function revokeUserRefreshTokens(
  db: Database,
  userId: string,
  at: Date,
  keepFamilyId: string | null = null,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId == null ? undefined : ne(refreshTokens.familyId, keepFamilyId),
      ),
    );
}

/** The sign-in (token family) a refresh token of this user belongs to, or null. */
export async function findUserTokenFamily(db: Database, userId: string, tokenHash: string) {
  const rows = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.tokenHash, tokenHash)))
    .limit(1);
  return rows[0]?.familyId ?? null;
}

/** Stores a new password hash. The version stays: it guards the fields edited in forms, not the password. */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
