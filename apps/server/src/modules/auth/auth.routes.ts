import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '@vendoc/contract/auth';
import { problemResponses } from '../../lib/problem-responses';
import type { AuthService } from './auth.service';

// Credentials and tokens are small: anything larger is refused before it is parsed.
const AUTH_BODY_LIMIT = 16 * 1024;

/** SPEC.md section 7: /api/v1/authentication/{login,refresh,logout}. */
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/login',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['authentication'],
        summary: 'Sign in with user name and password',
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, ...problemResponses(400, 401, 413, 429) },
      },
    },
    async (request) => service.login(request.body, request.ip),
  );

  app.post(
    '/refresh',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['authentication'],
        summary: 'Exchange a refresh token for a new token pair (the old refresh token is used up)',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, ...problemResponses(400, 401, 413) },
      },
    },
    async (request) => service.refresh(request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['authentication'],
        summary: 'Sign out: revokes the refresh token and every token rotated from the same sign-in',
        body: logoutRequestSchema,
        response: { 204: z.undefined().describe('Signed out'), ...problemResponses(400, 413) },
      },
    },
    async (request, reply) => {
      await service.logout(request.body.refreshToken);
      return reply.code(204).send();
    },
  );
};
