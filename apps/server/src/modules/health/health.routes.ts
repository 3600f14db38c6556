import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@vendoc/contract/runtime';
import type { Database, DatabaseKind } from '../../db/client';
import { HttpProblem } from '../../lib/http-problem';
import { problemResponses } from '../../lib/problem-responses';
import { SERVER_VERSION } from '../../version';

/** GET /api/health: for load balancers and the client's "is this a VenDoc server" probe. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; databaseKind: DatabaseKind }> = async (
  app,
  { db, databaseKind },
) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, ...problemResponses(503) },
      },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpProblem({
          status: 503,
          type: 'unavailable',
          title: 'Service Unavailable',
          detail: 'The database is not reachable.',
        });
      }
      return { status: 'ok' as const, version: SERVER_VERSION, database: databaseKind };
    },
  );
};
