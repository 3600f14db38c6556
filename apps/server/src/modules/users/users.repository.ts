import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@vendoc/contract/auth';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema';

export interface UserRecord {
  id: string;
  companyId: string;
  userName: string;
  displayName: string;
  passwordHash: string;
  role: Role;
  active: boolean;
}

const userColumns = {
  id: users.id,
  companyId: users.companyId,
  userName: users.userName,
  displayName: users.displayName,
  passwordHash: users.passwordHash,
  role: users.role,
  active: users.active,
};

/** User names are unique ignoring case; this lookup uses the unique index on lower(user_name). */
export async function findUserByUserName(db: Database, userName: string): Promise<UserRecord | null> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, userId: string): Promise<UserRecord | null> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** Which of `ids` are users of the company. */
export async function companyUserIds(
  db: Database,
  companyId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids])));
  return rows.map((row) => row.id);
}

export interface NewUser {
  companyId: string;
  userName: string;
  displayName: string;
  passwordHash: string;
  role: Role;
  active?: boolean;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRecord> {
  const rows = await db.insert(users).values(user).returning(userColumns);
  const created = rows[0];
  if (created == null) throw new Error('INSERT … RETURNING returned no row');
  return created;
}

export async function setUserActive(db: Database, userId: string, active: boolean): Promise<void> {
  await db
    .update(users)
    .set({ active, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
}

export interface CompanyRecord {
  id: string;
  name: string;
}

export async function insertCompany(db: Database, name: string): Promise<CompanyRecord> {
  const rows = await db
    .insert(companies)
    .values({ name })
    .returning({ id: companies.id, name: companies.name });
  const created = rows[0];
  if (created == null) throw new Error('INSERT … RETURNING returned no row');
  return created;
}

export async function findCompanyById(db: Database, companyId: string): Promise<CompanyRecord | null> {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0] ?? null;
}

/** At most `limit` companies, oldest first. */
export async function listCompanies(db: Database, limit: number): Promise<CompanyRecord[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(limit);
}
