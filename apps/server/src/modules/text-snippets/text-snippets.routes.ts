import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, versionQuerySchema } from '@vendoc/contract/common';
import {
  textSnippetCreateSchema,
  textSnippetListQuerySchema,
  textSnippetListSchema,
  textSnippetSchema,
  textSnippetUpdateSchema,
} from '@vendoc/contract/text-snippets';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  createTextSnippet,
  deleteTextSnippet,
  getTextSnippet,
  listTextSnippets,
  updateTextSnippet,
} from './text-snippets.service';

const idParams = z.object({ id: idSchema });
const common = { tags: ['text-snippets'], security: [{ bearerAuth: [] }] };

/** /api/v1/text-snippets: the company's reusable intro and closing texts of order documents. */
export const textSnippetsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Snippets are the office's texts: fitters, who only read delivery notes, neither read nor write them.
  const canRead = [app.authenticate, requirePermission('orderDocuments:write')];
  const canWrite = canRead;

  app.get(
    '/text-snippets',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary:
          'The text snippets, by placement and name; filtered by placement and the kind they are offered for',
        querystring: textSnippetListQuerySchema,
        response: { 200: textSnippetListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listTextSnippets(db, request.auth.companyId, request.query),
  );

  app.get(
    '/text-snippets/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One text snippet',
        params: idParams,
        response: { 200: textSnippetSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getTextSnippet(db, request.auth.companyId, request.params.id),
  );

  app.post(
    '/text-snippets',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Create a text snippet; a default takes over from the defaults it shares a kind with',
        body: textSnippetCreateSchema,
        response: { 201: textSnippetSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTextSnippet(db, request.auth.companyId, request.body)),
  );

  app.put(
    '/text-snippets/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Replace a text snippet; a stale version gets 409 with `current`',
        params: idParams,
        body: textSnippetUpdateSchema,
        response: { 200: textSnippetSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateTextSnippet(db, request.auth.companyId, request.params.id, request.body),
  );

  app.delete(
    '/text-snippets/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Delete a text snippet (documents keep the texts they took from it)',
        params: idParams,
        querystring: versionQuerySchema,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteTextSnippet(db, request.auth.companyId, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );
};
