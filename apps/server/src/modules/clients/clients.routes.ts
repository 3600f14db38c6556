import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientCreateSchema,
  clientListQuerySchema,
  clientListSchema,
  clientSchema,
  clientUpdateSchema,
} from '@vendoc/contract/clients';
import { idSchema } from '@vendoc/contract/common';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  createClient,
  deleteClientRecord,
  getClient,
  listClientsPage,
  updateClientRecord,
} from './clients.service';

const idParams = z.object({ id: idSchema });
const common = { tags: ['clients'], security: [{ bearerAuth: [] }] };

/** /api/v1/clients: the company's clients (Kunden). */
export const clientsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canRead = [app.authenticate, requirePermission('clients:read')];
  const canWrite = [app.authenticate, requirePermission('clients:write')];

  app.get(
    '/clients',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'List clients: search over number, name, contacts, phone, e-mail and addresses; kind filter',
        querystring: clientListQuerySchema,
        response: { 200: clientListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listClientsPage(db, request.auth.companyId, request.query),
  );

  app.get(
    '/clients/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One client, with the number of projects using it',
        params: idParams,
        response: { 200: clientSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getClient(db, request.auth.companyId, request.params.id),
  );

  app.post(
    '/clients',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: "Create a client; the customer number comes from the company's number range",
        body: clientCreateSchema,
        response: { 201: clientSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const client = await createClient(db, request.auth.companyId, request.body, app.now());
      return reply.code(201).send(client);
    },
  );

  app.put(
    '/clients/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Replace a client; a stale version gets 409 with the current client in `current`',
        params: idParams,
        body: clientUpdateSchema,
        response: { 200: clientSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateClientRecord(db, request.auth.companyId, request.params.id, request.body),
  );

  app.delete(
    '/clients/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Delete a client; refused with 409 while projects use it',
        params: idParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteClientRecord(db, request.auth.companyId, request.params.id);
      return reply.code(204).send();
    },
  );
};
