import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema } from '@vendoc/contract/auth';
import type { Database } from '../../db/client';
import { problemResponses } from '../../lib/problem-responses';
import { getMe } from './me.service';

/** GET /api/v1/me: the signed-in user, role and company. */
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
};
