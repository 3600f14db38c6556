import type { z } from 'zod';
import type { ListResponse } from '@vendoc/contract/common';
import {
  USER_SORT_FIELDS,
  type User,
  type userCreateSchema,
  type userListQuerySchema,
  type userUpdateSchema,
} from '@vendoc/contract/users';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, HttpProblem, notFound } from '../../lib/http-problem';
import { decodeCursor, parseSort, toPage, withCursorGuard } from '../../lib/list-cursor';
import { hashPassword } from '../../lib/password';
import { findUserByUserName } from './users.repository';
import {
  countAccounts,
  findAccount,
  insertAccount,
  listAccounts,
  lockActiveAdmins,
  revokeUserRefreshTokens,
  updateAccount,
  userSortKeyCount,
  type AccountRow,
} from './users-management.repository';

type UserCreate = z.output<typeof userCreateSchema>;
type UserUpdate = z.output<typeof userUpdateSchema>;
type UserListQuery = z.output<typeof userListQuerySchema>;

const NOT_FOUND = 'Den Benutzer gibt es nicht (mehr).';
const USER_NAME_TAKEN = 'Benutzername ist bereits vergeben';
export const LAST_ADMIN = 'Der letzte Administrator kann nicht herabgestuft oder deaktiviert werden.';

/** The API shape of a user (never the password hash). */
export function toUserResponse(row: AccountRow): User {
  return {
    id: row.id,
    userName: row.userName,
    displayName: row.displayName,
    email: row.email,
    role: row.role,
    active: row.active,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of the company's users (search over user name, name and e-mail; sort; cursor) and the total. */
export async function listUsersPage(
  db: Database,
  companyId: string,
  query: UserListQuery,
): Promise<ListResponse<User>> {
  const sort = parseSort(query.sort, USER_SORT_FIELDS, { field: 'userName', descending: false });
  const sortId = `${sort.descending ? '-' : ''}${sort.field}`;
  const after = query.cursor == null ? null : decodeCursor(query.cursor, sortId, userSortKeyCount);
  const [rows, total] = await withCursorGuard(query.cursor, () =>
    Promise.all([
      listAccounts(db, companyId, query.q, sort, after, query.limit + 1),
      countAccounts(db, companyId, query.q),
    ]),
  );
  const page = toPage(rows, query.limit, sortId);
  return { items: page.rows.map(toUserResponse), nextCursor: page.nextCursor, total };
}

export async function getUser(db: Database, companyId: string, id: string): Promise<User> {
  const row = await findAccount(db, companyId, id);
  if (row == null) throw notFound(NOT_FOUND);
  return toUserResponse(row);
}

/** 409 naming the user name field: user names are unique across all companies, ignoring case. */
const userNameTaken = () =>
  new HttpProblem({
    status: 409,
    type: 'conflict',
    title: 'Conflict',
    detail: USER_NAME_TAKEN,
    errors: [{ path: 'userName', message: USER_NAME_TAKEN }],
  });

/** Creates a user of the company with an initial password (argon2id). */
export async function createAccount(db: Database, companyId: string, input: UserCreate): Promise<User> {
  if ((await findUserByUserName(db, input.userName)) != null) throw userNameTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await insertAccount(db, {
      companyId,
      userName: input.userName,
      displayName: input.displayName,
      email: input.email,
      role: input.role,
      passwordHash,
    });
    return toUserResponse(row);
  } catch (error) {
    // Another request took the name between the check and the insert.
    if (isUniqueViolation(error)) throw userNameTaken();
    throw error;
  }
}

/**
 * Changes name, e-mail, role or activation if `version` is current (409 with the current user otherwise). The
 * company always keeps an active administrator; a deactivated user is signed out of every session at once.
 */
export async function updateAccountRecord(
  db: Database,
  companyId: string,
  id: string,
  input: UserUpdate,
  now: Date,
): Promise<User> {
  const updated = await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx, companyId);
    const before = await findAccount(tx, companyId, id);
    if (before == null) throw notFound(NOT_FOUND);
    if (before.version !== input.version) {
      throw conflict('Der Benutzer wurde inzwischen geändert.', toUserResponse(before));
    }
    const staysActiveAdmin = (input.role ?? before.role) === 'admin' && (input.active ?? before.active);
    if (admins.includes(id) && !staysActiveAdmin && admins.length === 1) throw conflict(LAST_ADMIN);
    const row = await updateAccount(tx, companyId, id, input.version, {
      displayName: input.displayName,
      email: input.email,
      role: input.role,
      active: input.active,
    });
    if (row == null) {
      // Changed by another request between the read and the update (only admins' rows are locked).
      const current = await findAccount(tx, companyId, id);
      if (current == null) throw notFound(NOT_FOUND);
      throw conflict('Der Benutzer wurde inzwischen geändert.', toUserResponse(current));
    }
    if (before.active && !row.active) await revokeUserRefreshTokens(tx, id, now);
    return row;
  });
  return toUserResponse(updated);
}
