import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meResponseSchema } from '@vendoc/contract/auth';
import { passwordChangeSchema, profileSchema, profileUpdateSchema } from '@vendoc/contract/users';
import type { Database } from '../../db/client';
import { problemResponses } from '../../lib/problem-responses';
import { changePassword, getProfile, updateProfile } from './me-profile.service';
import { getMe } from './me.service';

/** /api/v1/me: the signed-in user, role and company; every user's own profile and password. */
export const meRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['me'],
        summary: 'The signed-in user, role and company',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, ...problemResponses(401) },
      },
    },
    async (request) => getMe(db, request.auth),
  );

  app.get(
    '/me/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['me'],
        summary: 'The own profile (name, e-mail) with its version',
        security: [{ bearerAuth: [] }],
        response: { 200: profileSchema, ...problemResponses(401) },
      },
    },
    async (request) => getProfile(db, request.auth),
  );

  app.patch(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['me'],
        summary: 'Change the own name and e-mail; a stale version gets 409 with `current`',
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...problemResponses(400, 401, 409) },
      },
    },
    async (request) => updateProfile(db, request.auth, request.body),
  );

  app.put(
    '/me/password',
    {
      // Passwords are small: anything larger is refused before it is parsed.
      bodyLimit: 16 * 1024,
      preHandler: app.authenticate,
      schema: {
        tags: ['me'],
        summary:
          'Change the own password (the current one proves it); signs out every other session, keeping the ' +
          'one whose refresh token is sent along',
        security: [{ bearerAuth: [] }],
        body: passwordChangeSchema,
        response: { 204: z.undefined().describe('Changed'), ...problemResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      await changePassword(db, request.auth, request.body, request.ip, app.now());
      return reply.code(204).send();
    },
  );
};
