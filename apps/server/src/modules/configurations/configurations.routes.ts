import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  configurationAddSchema,
  configurationCreateSchema,
  configurationListQuerySchema,
  configurationListSchema,
  configurationSchema,
  configurationUpdateSchema,
} from '@vendoc/contract/configurations';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  addConfigurationToBoq,
  createConfiguration,
  deleteConfigurationRecord,
  duplicateConfiguration,
  getConfiguration,
  listProjectConfigurations,
  updateConfigurationRecord,
} from './configurations.service';

const projectParams = z.object({ projectId: idSchema });
const idParams = z.object({ id: idSchema });
const common = { tags: ['configurations'], security: [{ bearerAuth: [] }] };

/**
 * Configurations of catalog positions for a construction or a smart note. Everyone who reads projects reads them;
 * who may change one depends on its owner (a rule of the service), adding to a BoQ needs boqs:write.
 */
export const configurationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canRead = [app.authenticate, requirePermission('projects:read')];

  app.get(
    '/projects/:projectId/configurations',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "The project's configurations (of one construction or smart note when asked), oldest first",
        description: 'An open configuration is priced at the catalog of now; an added one as it was added.',
        params: projectParams,
        querystring: configurationListQuerySchema,
        response: { 200: configurationListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listProjectConfigurations(db, request.auth, request.params.projectId, request.query),
  );

  app.post(
    '/projects/:projectId/configurations',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'Configure a catalog position for a construction or a smart note of the project',
        description:
          'Parameter values outside their limits or off their step, unknown parameters and options that cannot be combined answer 400 with the reason at the field.',
        params: projectParams,
        body: configurationCreateSchema,
        response: { 201: configurationSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createConfiguration(db, request.auth, request.params.projectId, request.body)),
  );

  app.get(
    '/configurations/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One configuration with its text, quantity and price',
        params: idParams,
        response: { 200: configurationSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getConfiguration(db, request.auth, request.params.id),
  );

  app.patch(
    '/configurations/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'Change options, values or name; 409 once added to a BoQ or when the version is stale',
        params: idParams,
        body: configurationUpdateSchema,
        response: { 200: configurationSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateConfigurationRecord(db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/configurations/:id/duplicate',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'A copy of the configuration, open (not added)',
        params: idParams,
        response: { 201: configurationSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await duplicateConfiguration(db, request.auth, request.params.id)),
  );

  app.post(
    '/configurations/:id/add-to-boq',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'Add the configuration as an item at the end of a title of a BoQ of the project',
        description:
          'At the catalog price of now; afterwards the item keeps its price. 409 when already added or the version is stale.',
        params: idParams,
        body: configurationAddSchema,
        response: { 200: configurationSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => addConfigurationToBoq(db, request.auth, request.params.id, request.body, app.now()),
  );

  app.delete(
    '/configurations/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'Delete a configuration (an item it was added as stays in the BoQ)',
        params: idParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteConfigurationRecord(db, request.auth, request.params.id);
      return reply.code(204).send();
    },
  );
};
