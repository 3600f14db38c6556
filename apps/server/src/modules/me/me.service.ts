import type { MeResponse } from '@vendoc/contract/auth';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { findCompanyById, findUserById } from '../users/users.service';

/** The caller's user and company, as the client shows them (never the raw rows). */
export async function getMe(db: Database, auth: AuthContext): Promise<MeResponse> {
  const [user, company] = await Promise.all([
    findUserById(db, auth.userId),
    findCompanyById(db, auth.companyId),
  ]);
  if (user == null || company == null) throw unauthorized('The signed-in user no longer exists.');
  return {
    user: { id: user.id, userName: user.userName, displayName: user.displayName, role: user.role },
    company: { id: company.id, name: company.name },
  };
}
