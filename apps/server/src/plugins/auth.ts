import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@vendoc/contract/auth';
import type { Database } from '../db/client';
import type { AccessTokens } from '../lib/access-token';
import { forbidden, unauthorized } from '../lib/http-problem';
import { findUserById } from '../modules/users/users.service';

/** Who is calling: set by `app.authenticate`. The company always comes from here, never from the request. */
export interface AuthContext {
  userId: string;
  companyId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: verifies the bearer access token and sets `request.auth`; 401 problem otherwise. */
    authenticate: preHandlerAsyncHookHandler;
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** Only on routes with the `app.authenticate` preHandler; reading it elsewhere is a programming error. */
    auth: AuthContext;
  }
}

const authKey = Symbol('vendoc.auth');
type WithAuth = FastifyRequest & { [authKey]?: AuthContext };

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header == null) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface AuthPluginOptions {
  db: Database;
  accessTokens: AccessTokens;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { db, accessTokens }) => {
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('auth', {
      getter(this: WithAuth) {
        const auth = this[authKey];
        if (auth == null)
          throw new Error('request.auth read on a route without the app.authenticate preHandler');
        return auth;
      },
      setter(this: WithAuth, value: AuthContext) {
        this[authKey] = value;
      },
    });
    app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = bearerToken(request);
      if (token == null) throw unauthorized('A bearer access token is required.');
      const claims = await accessTokens.verify(token);
      if (claims == null) throw unauthorized('The access token is not valid or has expired.');
      // One indexed lookup per request, so a deactivated user is locked out at once, not when the token expires.
      const user = await findUserById(db, claims.userId);
      if (user == null || !user.active || user.companyId !== claims.companyId) {
        throw unauthorized('The access token is not valid or has expired.');
      }
      request.auth = { userId: user.id, companyId: user.companyId, role: user.role };
    });
  },
  { name: 'vendoc-auth' },
);

/** The caller when `app.authenticate` ran for the request, else null (for plugins that serve every route). */
export function authOf(request: FastifyRequest): AuthContext | null {
  return (request as WithAuth)[authKey] ?? null;
}

/** preHandler (after `app.authenticate`): 403 problem unless the caller has one of the roles. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!roles.includes(request.auth.role)) throw forbidden();
  };
}
