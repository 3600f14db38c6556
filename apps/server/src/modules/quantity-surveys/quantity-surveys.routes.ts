import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

/** /api/v1/quantity-surveys: being written. */
export const quantitySurveysRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  void app;
  void db;
};
