import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  articleDetailSchema,
  articleInputSchema,
  articleListQuerySchema,
  articleListSchema,
  articleUpdateSchema,
  datanormImportResponseSchema,
} from '@vendoc/contract/service-catalogs';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-problem';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { uploadFailure } from '../../lib/upload-request';
import {
  createArticle,
  deleteArticleRecord,
  getArticle,
  listArticlesPage,
  updateArticleRecord,
} from './articles.service';
import { importDatanorm } from './datanorm-import.service';
import { spoolUpload, type SpooledUpload } from './import-upload';
import { recordSentFields, sentFields } from './sent-fields';
import { catalogExists } from './service-catalogs.repository';
import { CATALOG_NOT_FOUND } from './service-catalogs.service';

const catalogParams = z.object({ serviceCatalogId: idSchema });
const articleParams = z.object({ articleId: idSchema });
const common = { tags: ['articles'], security: [{ bearerAuth: [] }] };
const importForm = z
  .object({
    file: z.string().meta({ format: 'binary' }).describe('One DATANORM 4 or 5 file (e.g. DATANORM.001)'),
  })
  .nullish();

/** Articles of service catalogs: per catalog, company-wide search, one article, DATANORM import. */
export const articlesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canRead = [app.authenticate, requirePermission('catalogs:read')];
  const canWrite = [app.authenticate, requirePermission('catalogs:write')];

  app.get(
    '/service-catalogs/:serviceCatalogId/articles',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "The catalog's articles: search over number prefix, short text, manufacturer and EAN; sort",
        description: 'Sort by number, shortText, purchasePrice, listPrice or updatedAt ("-" for descending).',
        params: catalogParams,
        querystring: articleListQuerySchema,
        response: { 200: articleListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listArticlesPage(db, request.auth.companyId, request.params.serviceCatalogId, request.query),
  );

  app.get(
    '/articles',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "Articles of all the company's catalogs: search and sort as in a catalog's article list",
        querystring: articleListQuerySchema,
        response: { 200: articleListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listArticlesPage(db, request.auth.companyId, null, request.query),
  );

  app.post(
    '/service-catalogs/:serviceCatalogId/articles',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Create an article; its price is the first price-history entry (409 for a taken number)',
        params: catalogParams,
        body: articleInputSchema,
        response: { 201: articleDetailSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const article = await createArticle(
        db,
        request.auth.companyId,
        request.params.serviceCatalogId,
        request.body,
        app.now(),
      );
      return reply.code(201).send(article);
    },
  );

  app.post(
    '/service-catalogs/:serviceCatalogId/articles/import',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Import a DATANORM 4 or 5 file into the catalog (multipart: one file)',
        description: `Creates and updates articles by number, takes over long texts, price changes (P), discount groups (R)
and deletions (L, refused for articles used by positions), writes price history and recalculates the positions whose
article prices changed, all in one transaction. A file that is not DATANORM answers 422 and nothing is stored.
Refused lines are counted, the first 200 listed. At most VENDOC_UPLOAD_MAX_BYTES bytes (413).`,
        consumes: ['multipart/form-data'],
        params: catalogParams,
        body: importForm,
        response: { 200: datanormImportResponseSchema, ...problemResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request.');
      const { companyId } = request.auth;
      const catalogId = request.params.serviceCatalogId;
      if (!(await catalogExists(db, companyId, catalogId))) {
        throw uploadFailure(request, notFound(CATALOG_NOT_FOUND));
      }
      let upload: SpooledUpload;
      try {
        upload = await spoolUpload(
          request.parts(),
          join(app.config.dataDir, 'tmp'),
          app.config.uploadMaxBytes,
        );
      } catch (error) {
        throw uploadFailure(request, error);
      }
      try {
        return await importDatanorm(
          db,
          companyId,
          catalogId,
          { fileName: upload.fileName, content: upload.open() },
          app.now(),
        );
      } finally {
        await upload.dispose();
      }
    },
  );

  app.get(
    '/articles/:articleId',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One article with its price history (newest first) and how many positions use it',
        params: articleParams,
        response: { 200: articleDetailSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getArticle(db, request.auth.companyId, request.params.articleId),
  );

  app.patch(
    '/articles/:articleId',
    {
      preHandler: canWrite,
      preValidation: recordSentFields,
      schema: {
        ...common,
        summary: 'Change an article; a price change adds a price-history entry and recalculates positions',
        description: `Absent fields stay. A changed purchase or list price is recorded valid from priceValidFrom (today
when absent); a date in the future is only recorded, the current prices stay. A stale version answers 409 with
\`current\`.`,
        params: articleParams,
        body: articleUpdateSchema,
        response: { 200: articleDetailSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateArticleRecord(
        db,
        request.auth.companyId,
        request.params.articleId,
        request.body,
        sentFields(request),
        app.now(),
      ),
  );

  app.delete(
    '/articles/:articleId',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Delete an article; 409 naming the positions while their calculations use it',
        params: articleParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteArticleRecord(db, request.auth.companyId, request.params.articleId);
      return reply.code(204).send();
    },
  );
};
