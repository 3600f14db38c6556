import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, versionQuerySchema } from '@vendoc/contract/common';
import {
  constructionCreateSchema,
  constructionListSchema,
  constructionSchema,
  constructionUpdateSchema,
} from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  createConstruction,
  deleteConstructionRecord,
  getConstruction,
  listProjectConstructions,
  updateConstructionRecord,
} from './constructions.service';

const projectParams = z.object({ projectId: idSchema });
const idParams = z.object({ id: idSchema });
const common = { tags: ['constructions'], security: [{ bearerAuth: [] }] };

/** Constructions (Bauteile) of a project: rooms, windows, facade sections that quantity surveys hang under. */
export const constructionsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canRead = [app.authenticate, requirePermission('projects:read')];
  const canWrite = [app.authenticate, requirePermission('projects:write')];

  app.get(
    '/projects/:projectId/constructions',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "The project's constructions ordered by name, each with its number of quantity surveys",
        params: projectParams,
        response: { 200: constructionListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listProjectConstructions(db, request.auth.companyId, request.params.projectId),
  );

  app.post(
    '/projects/:projectId/constructions',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Create a construction in the project',
        params: projectParams,
        body: constructionCreateSchema,
        response: { 201: constructionSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createConstruction(db, request.auth.companyId, request.params.projectId, request.body)),
  );

  app.get(
    '/constructions/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One construction with its number of quantity surveys',
        params: idParams,
        response: { 200: constructionSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getConstruction(db, request.auth.companyId, request.params.id),
  );

  app.patch(
    '/constructions/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Change a construction; absent fields stay; a stale version gets 409 with `current`',
        params: idParams,
        body: constructionUpdateSchema,
        response: { 200: constructionSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateConstructionRecord(db, request.auth.companyId, request.params.id, request.body),
  );

  app.delete(
    '/constructions/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary:
          'Delete a construction; 409 with `current` for a stale version, 409 while quantity surveys hang under it',
        params: idParams,
        querystring: versionQuerySchema,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteConstructionRecord(db, request.auth.companyId, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );
};
