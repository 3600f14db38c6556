import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  catalogCategoryInputSchema,
  catalogCategoryListSchema,
  catalogCategorySchema,
  catalogCategoryUpdateSchema,
  catalogImportResponseSchema,
  catalogPositionDetailSchema,
  catalogPositionInputSchema,
  catalogPositionListQuerySchema,
  catalogPositionListSchema,
  catalogPositionUpdateSchema,
  positionConfigurationSchema,
  positionConfigureRequestSchema,
  positionQuoteRequestSchema,
  positionQuoteSchema,
} from '@vendoc/contract/service-catalogs';
import type { Database } from '../../db/client';
import { badRequest, validationProblem } from '../../lib/http-problem';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { contentDisposition } from '../../lib/file-name';
import { tooLarge } from '../../lib/upload-request';
import { uploadFailure } from '../../lib/upload-request';
import {
  createCategory,
  deleteCategoryRecord,
  listCatalogCategories,
  updateCategoryRecord,
} from './catalog-categories.service';
import { exportCatalogGaeb } from './catalog-gaeb-export';
import { importCatalogGaeb, type CatalogImportFile } from './catalog-gaeb-import';
import {
  createCatalogPosition,
  deleteCatalogPosition,
  getCatalogPosition,
  listCatalogPositions,
  configureCatalogPosition,
  quoteCatalogPosition,
  updateCatalogPosition,
} from './catalog-positions.service';

const catalogParams = z.object({ serviceCatalogId: idSchema });
const categoryParams = catalogParams.extend({ categoryId: idSchema });
const positionParams = catalogParams.extend({ positionId: idSchema });
const exportQuery = z.object({
  phase: z
    .enum(['81'], { message: 'Der Katalog wird als X81 (Leistungsbeschreibung) ausgegeben' })
    .default('81'),
});
const importForm = z
  .object({
    file: z
      .string()
      .meta({ format: 'binary' })
      .describe('One GAEB DA XML file (X81 or X83, versions 3.1 to 3.3)'),
  })
  .nullish();
const common = { tags: ['service-catalogs'], security: [{ bearerAuth: [] }] };

/** Reads the one file of an import request into memory, up to `maxBytes`. */
async function readImportFile(parts: AsyncIterable<Multipart>, maxBytes: number): Promise<CatalogImportFile> {
  let file: CatalogImportFile | null = null;
  for await (const part of parts) {
    if (part.type === 'field') continue;
    if (file !== null) {
      part.file.resume();
      throw validationProblem([{ path: 'file', message: 'Bitte genau eine Datei senden.' }]);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(part.filename, maxBytes);
      chunks.push(chunk);
    }
    if (part.file.truncated) throw tooLarge(part.filename, maxBytes);
    file = { fileName: part.filename || 'Katalog.x81', bytes: Buffer.concat(chunks) };
  }
  if (file === null) throw validationProblem([{ path: 'file', message: 'Keine Datei erhalten.' }]);
  return file;
}

/** Categories, positions (calculation, variants, quotes) and GAEB exchange of service catalogs. */
export const catalogPositionsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = [app.authenticate, requirePermission('catalogs:read')];
  const write = [app.authenticate, requirePermission('catalogs:write')];
  const base = '/service-catalogs/:serviceCatalogId';

  app.get(
    `${base}/categories`,
    {
      preHandler: read,
      schema: {
        ...common,
        summary: "The catalog's categories as a tree: parents before their children, in order",
        params: catalogParams,
        response: { 200: catalogCategoryListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCatalogCategories(db, request.auth, request.params.serviceCatalogId),
  );

  app.post(
    `${base}/categories`,
    {
      preHandler: write,
      schema: {
        ...common,
        summary: 'A new category, at the top or under a parent category of the catalog',
        params: catalogParams,
        body: catalogCategoryInputSchema,
        response: { 201: catalogCategorySchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCategory(db, request.auth, request.params.serviceCatalogId, request.body)),
  );

  app.patch(
    `${base}/categories/:categoryId`,
    {
      preHandler: write,
      schema: {
        ...common,
        summary: 'Rename or renumber a category (409 with `current` when the version is stale)',
        params: categoryParams,
        body: catalogCategoryUpdateSchema,
        response: { 200: catalogCategorySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateCategoryRecord(
        db,
        request.auth,
        request.params.serviceCatalogId,
        request.params.categoryId,
        request.body,
      ),
  );

  app.delete(
    `${base}/categories/:categoryId`,
    {
      preHandler: write,
      schema: {
        ...common,
        summary: 'Delete a category with its subcategories; refused (409) while they hold positions',
        params: categoryParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteCategoryRecord(
        db,
        request.auth,
        request.params.serviceCatalogId,
        request.params.categoryId,
      );
      return reply.code(204).send();
    },
  );

  app.get(
    `${base}/positions`,
    {
      preHandler: read,
      schema: {
        ...common,
        summary:
          'List positions: search over number and texts, category filter, sort number|shortText|updatedAt',
        params: catalogParams,
        querystring: catalogPositionListQuerySchema,
        response: { 200: catalogPositionListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCatalogPositions(db, request.auth, request.params.serviceCatalogId, request.query),
  );

  app.post(
    `${base}/positions`,
    {
      preHandler: write,
      schema: {
        ...common,
        summary: 'A new position; without a number it gets the next free one of its category (steps of 10)',
        description:
          'The calculation and variants are validated (field errors in `errors`); articles must be of this catalog, wage rates of the company. 409 when the number exists in the catalog.',
        params: catalogParams,
        body: catalogPositionInputSchema,
        response: { 201: catalogPositionDetailSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCatalogPosition(db, request.auth, request.params.serviceCatalogId, request.body)),
  );

  app.get(
    `${base}/positions/:positionId`,
    {
      preHandler: read,
      schema: {
        ...common,
        summary:
          'A position with long text, calculation, variants and its calculation sheet at current prices',
        params: positionParams,
        response: { 200: catalogPositionDetailSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getCatalogPosition(db, request.auth, request.params.serviceCatalogId, request.params.positionId),
  );

  app.patch(
    `${base}/positions/:positionId`,
    {
      preHandler: write,
      schema: {
        ...common,
        summary: 'Change a position; absent fields stay (409 with `current` when the version is stale)',
        params: positionParams,
        body: catalogPositionUpdateSchema,
        response: { 200: catalogPositionDetailSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateCatalogPosition(
        db,
        request.auth,
        request.params.serviceCatalogId,
        request.params.positionId,
        request.body,
      ),
  );

  app.delete(
    `${base}/positions/:positionId`,
    {
      preHandler: write,
      schema: {
        ...common,
        summary: 'Delete a position; refused (409) while a BoQ of an open project has accepted it',
        params: positionParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteCatalogPosition(
        db,
        request.auth,
        request.params.serviceCatalogId,
        request.params.positionId,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    `${base}/positions/:positionId/quote`,
    {
      // Computes a price, changes nothing: readers may ask.
      preHandler: read,
      schema: {
        ...common,
        summary: 'The unit price for a choice of variant options (defaults fill the other groups)',
        description:
          'Unknown options, two options of one group or an excluded pair answer 400 with the reason in `errors`.',
        params: positionParams,
        body: positionQuoteRequestSchema,
        response: { 200: positionQuoteSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      quoteCatalogPosition(
        db,
        request.auth,
        request.params.serviceCatalogId,
        request.params.positionId,
        request.body.optionIds,
      ),
  );

  app.post(
    `${base}/positions/:positionId/configure`,
    {
      // Computes a configuration, changes nothing: readers may ask.
      preHandler: read,
      schema: {
        ...common,
        summary:
          'The position configured: variant options and parameter values give text, quantity and price',
        description:
          'Parameter values outside their limits or off their step, unknown parameters and options that cannot be combined answer 400 with the reason at the field (`values.<name>`, `optionIds.<n>`).',
        params: positionParams,
        body: positionConfigureRequestSchema,
        response: { 200: positionConfigurationSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      configureCatalogPosition(
        db,
        request.auth,
        request.params.serviceCatalogId,
        request.params.positionId,
        request.body,
      ),
  );

  app.post(
    `${base}/import`,
    {
      preHandler: write,
      schema: {
        ...common,
        summary: 'Append categories and positions of a GAEB DA XML file (X81, X83; multipart, one file)',
        description: `Reads GAEB DA XML 3.1 to 3.3 of phases 80 to 83 and 86. Categories come from the titles, positions
from the items (OZ, texts, unit; a unit price becomes the price override). A file that cannot be read answers 422;
position numbers that exist in the catalog answer 409; in both cases nothing is stored.`,
        consumes: ['multipart/form-data'],
        params: catalogParams,
        body: importForm,
        response: {
          201: catalogImportResponseSchema,
          ...problemResponses(400, 401, 403, 404, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request.');
      let file: CatalogImportFile;
      try {
        file = await readImportFile(request.parts(), app.config.uploadMaxBytes);
      } catch (error) {
        throw uploadFailure(request, error);
      }
      const result = await importCatalogGaeb(
        db,
        request.auth,
        request.params.serviceCatalogId,
        file,
        app.config.uploadMaxBytes,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    `${base}/export`,
    {
      preHandler: read,
      schema: {
        ...common,
        summary:
          'The catalog as GAEB DA XML 3.3 X81 (Leistungsbeschreibung): categories, positions, texts, units',
        description: 'Valid against the official GAEB DA XML 3.3 X81 schema; no quantities or prices.',
        params: catalogParams,
        querystring: exportQuery,
        response: {
          200: { description: 'The GAEB file', content: { 'application/xml': { schema: z.string() } } },
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await exportCatalogGaeb(db, request.auth, request.params.serviceCatalogId, app.now());
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(file.xml);
    },
  );
};
