import type { preHandlerAsyncHookHandler } from 'fastify';
import { can, type Permission } from '@vendoc/contract/permissions';
import { forbidden } from './http-problem';

/**
 * preHandler (after `app.authenticate`): 403 problem unless the caller's role has `permission`. The one place the
 * server decides roles; the table itself is the contract's ROLE_PERMISSIONS, which the client mirrors.
 */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!can(request.auth.role, permission)) throw forbidden();
  };
}
