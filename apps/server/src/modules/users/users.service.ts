import { z } from 'zod';
import { roleSchema, type Role } from '@vendoc/contract/auth';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, validationProblem } from '../../lib/http-problem';
import { hashPassword } from '../../lib/password';
import { findCompanyById, findUserByUserName, insertUser, type UserRecord } from './users.repository';

// The entry for other modules: they import this file only (the import rule in eslint.config.js).
export { companyUserIds, findCompanyById, findUserById, findUserByUserName } from './users.repository';
export {
  findAccount,
  findUserTokenFamily,
  revokeUserRefreshTokens,
  setPasswordHash,
  updateAccount,
  type AccountRow,
} from './users-management.repository';

export interface CreateUserInput {
  companyId: string;
  userName: string;
  displayName?: string;
  password: string;
  role: Role;
}

const USER_NAME_PATTERN = /^\S{1,200}$/;

/** Creates a user after checking the rules: user name unique (ignoring case), known role and company. */
export async function createUser(db: Database, input: CreateUserInput): Promise<UserRecord> {
  const userName = input.userName.trim();
  const problems = [];
  if (!USER_NAME_PATTERN.test(userName)) {
    problems.push({ path: 'userName', message: 'User name must be 1-200 characters without spaces.' });
  }
  if (input.password.length < 8) {
    problems.push({ path: 'password', message: 'Password must be at least 8 characters.' });
  }
  if (!roleSchema.safeParse(input.role).success) {
    problems.push({ path: 'role', message: 'Role must be admin, office or fitter.' });
  }
  if (!z.uuid().safeParse(input.companyId).success) {
    problems.push({ path: 'companyId', message: 'Company id must be a UUID.' });
  }
  if (problems.length > 0) throw validationProblem(problems);
  if ((await findCompanyById(db, input.companyId)) == null) {
    throw validationProblem([{ path: 'companyId', message: `No company with id ${input.companyId}.` }]);
  }
  const taken = () => conflict(`The user name "${userName}" is taken.`);
  if ((await findUserByUserName(db, userName)) != null) throw taken();
  try {
    return await insertUser(db, {
      companyId: input.companyId,
      userName,
      displayName: input.displayName?.trim() || userName,
      passwordHash: await hashPassword(input.password),
      role: input.role,
    });
  } catch (error) {
    // Another request took the name between the check and the insert.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
