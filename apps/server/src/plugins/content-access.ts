import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, type Permission } from '@vendoc/contract/permissions';
import { forbidden } from '../lib/http-problem';
import type { AuthContext } from './auth';
import { findUserById } from '../modules/users/users.service';
import type { SignedQuery } from '../lib/content-urls';

const LINK_INVALID = 'Der Link ist abgelaufen oder ungültig. Bitte die Seite neu laden.';

/**
 * Who is asking for content: the user a signed content URL was issued to (checked to be still active, as the
 * bearer check does), or else the bearer token's user. Either way the role must have `permission`.
 */
export async function contentCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  resource: string,
  permission: Permission,
  query: SignedQuery,
): Promise<AuthContext> {
  if (query.sig === undefined) {
    await app.authenticate.call(app, request, reply);
    if (!can(request.auth.role, permission)) throw forbidden();
    return request.auth;
  }
  const userId = app.contentUrls.verify(resource, query);
  const user = userId == null ? null : await findUserById(app.db, userId);
  if (user == null || !user.active) throw forbidden(LINK_INVALID);
  if (!can(user.role, permission)) throw forbidden();
  return { userId: user.id, companyId: user.companyId, role: user.role };
}
