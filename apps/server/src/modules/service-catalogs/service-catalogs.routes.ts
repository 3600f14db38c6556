import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, listQuerySchema } from '@vendoc/contract/common';
import {
  serviceCatalogDuplicateSchema,
  serviceCatalogInputSchema,
  serviceCatalogListSchema,
  serviceCatalogSchema,
  serviceCatalogUpdateSchema,
} from '@vendoc/contract/service-catalogs';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { articlesRoutes } from './articles.routes';
import { recordSentFields, sentFields } from './sent-fields';
import {
  createCatalog,
  deleteCatalogRecord,
  duplicateCatalog,
  getCatalog,
  listCatalogsPage,
  updateCatalogRecord,
} from './service-catalogs.service';

const catalogParams = z.object({ serviceCatalogId: idSchema });
const common = { tags: ['service-catalogs'], security: [{ bearerAuth: [] }] };

/** /api/v1/service-catalogs: the company's service catalogs (Leistungskataloge), and their articles. */
export const serviceCatalogsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canRead = [app.authenticate, requirePermission('catalogs:read')];
  const canWrite = [app.authenticate, requirePermission('catalogs:write')];

  app.get(
    '/service-catalogs',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'List catalogs: search over name, trade and description; sort name, updatedAt, createdAt',
        querystring: listQuerySchema,
        response: { 200: serviceCatalogListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listCatalogsPage(db, request.auth.companyId, request.query),
  );

  app.post(
    '/service-catalogs',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Create an empty catalog',
        body: serviceCatalogInputSchema,
        response: { 201: serviceCatalogSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCatalog(db, request.auth.companyId, request.body)),
  );

  app.get(
    '/service-catalogs/:serviceCatalogId',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One catalog with the counts of its articles, positions and categories',
        params: catalogParams,
        response: { 200: serviceCatalogSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCatalog(db, request.auth.companyId, request.params.serviceCatalogId),
  );

  app.patch(
    '/service-catalogs/:serviceCatalogId',
    {
      preHandler: canWrite,
      preValidation: recordSentFields,
      schema: {
        ...common,
        summary: 'Rename or describe a catalog; absent fields stay; a stale version gets 409 with `current`',
        params: catalogParams,
        body: serviceCatalogUpdateSchema,
        response: { 200: serviceCatalogSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateCatalogRecord(
        db,
        request.auth.companyId,
        request.params.serviceCatalogId,
        request.body,
        sentFields(request),
      ),
  );

  app.delete(
    '/service-catalogs/:serviceCatalogId',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Delete a catalog with everything in it; 409 while BoQs of open projects use its positions',
        params: catalogParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteCatalogRecord(db, request.auth.companyId, request.params.serviceCatalogId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/service-catalogs/:serviceCatalogId/duplicate',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Copy a catalog with its articles (and price history), categories and positions',
        params: catalogParams,
        body: serviceCatalogDuplicateSchema,
        response: { 201: serviceCatalogSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await duplicateCatalog(db, request.auth.companyId, request.params.serviceCatalogId, request.body),
        ),
  );

  await app.register(articlesRoutes, { db });
};
