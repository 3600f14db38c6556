import type { z } from 'zod';
import type { PasswordChange, Profile, profileUpdateSchema } from '@vendoc/contract/users';
import type { Database } from '../../db/client';
import { conflict, tooManyRequests, unauthorized, validationProblem } from '../../lib/http-problem';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashRefreshToken } from '../../lib/refresh-token';
import type { AuthContext } from '../../plugins/auth';
import { clearUserLoginFailures, recordAddressFailure, reserveLoginAttempt } from '../auth/auth.service';
import {
  findAccount,
  findUserTokenFamily,
  revokeUserRefreshTokens,
  setPasswordHash,
  updateAccount,
  type AccountRow,
  findUserById,
} from '../users/users.service';

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

const toProfile = (row: AccountRow): Profile => ({
  id: row.id,
  userName: row.userName,
  displayName: row.displayName,
  email: row.email,
  role: row.role,
  version: row.version,
});

/** The signed-in user's own profile. */
export async function getProfile(db: Database, auth: AuthContext): Promise<Profile> {
  const row = await findAccount(db, auth.companyId, auth.userId);
  if (row == null) throw unauthorized('The signed-in user no longer exists.');
  return toProfile(row);
}

/** Changes the own name and e-mail if `version` is current; 409 with the current profile otherwise. */
export async function updateProfile(db: Database, auth: AuthContext, input: ProfileUpdate): Promise<Profile> {
  const row = await updateAccount(db, auth.companyId, auth.userId, input.version, {
    displayName: input.displayName,
    email: input.email,
  });
  if (row != null) return toProfile(row);
  throw conflict('Das Profil wurde inzwischen geändert.', await getProfile(db, auth));
}

/**
 * Changes the own password after checking the current one (wrong: 400 on `currentPassword`, throttled like
 * sign-ins, so a stolen access token cannot be used to guess it). Every other session is signed out; the one
 * whose refresh token came along stays.
 */
export async function changePassword(
  db: Database,
  auth: AuthContext,
  input: PasswordChange,
  address: string,
  now: Date,
): Promise<void> {
  const user = await findUserById(db, auth.userId);
  if (user == null) throw unauthorized('The signed-in user no longer exists.');
  // Reserved before the check, like a sign-in: parallel guesses get no more checks than sequential ones.
  const userKey = user.userName.toLowerCase();
  const retryAfter = await reserveLoginAttempt(db, userKey, now);
  if (retryAfter != null) throw tooManyRequests(retryAfter, 'Too many wrong passwords. Try again later.');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordAddressFailure(db, address, now);
    throw validationProblem(
      [{ path: 'currentPassword', message: 'Das aktuelle Passwort stimmt nicht' }],
      'The current password is wrong.',
    );
  }
  await clearUserLoginFailures(db, userKey);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const keep =
      input.refreshToken == null
        ? null
        : await findUserTokenFamily(tx, user.id, hashRefreshToken(input.refreshToken));
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserRefreshTokens(tx, user.id, now, keep);
  });
}
