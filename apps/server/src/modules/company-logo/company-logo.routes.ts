import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyLogoResponseSchema, contentQuerySchema } from '@vendoc/contract/files';
import { badRequest, notFound } from '../../lib/http-problem';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { contentCaller } from '../../plugins/content-access';
import { companyLogoResource, LOGO_VERSION_LENGTH } from '../../lib/content-urls';
import { sendStoredContent } from '../../lib/send-content';
import { uploadFailure } from '../../lib/upload-request';
import { findCompanyLogo } from './company-logo.repository';
import { deleteCompanyLogo, LOGO_MAX_BYTES, uploadCompanyLogo } from './company-logo.service';

// The multipart form as OpenAPI documents it; the handler streams the part (the parsed body stays null).
const logoForm = z.object({ file: z.string().meta({ format: 'binary' }).describe('The image') }).nullish();

/** The company logo: upload (administrators), delete, and the image itself for <img> (signed URL or bearer). */
export const companyLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, storage: app.fileStorage, contentUrls: app.contentUrls });
  const tags = ['company'];
  const security = [{ bearerAuth: [] }];

  app.put(
    '/company/logo',
    {
      preHandler: [app.authenticate, requirePermission('company:write')],
      schema: {
        tags,
        security,
        summary: 'Upload the company logo (multipart, one PNG, JPEG, WebP or GIF image of at most 2 MB)',
        consumes: ['multipart/form-data'],
        body: logoForm,
        response: { 200: companyLogoResponseSchema, ...problemResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request.');
      try {
        // files: 1: busboy itself reads past any further file part. fileSize: one byte above the logo's own
        // limit, which may lie above the upload limit of the files plugin (the storage refuses first).
        const part = await request.file({ limits: { files: 1, fileSize: LOGO_MAX_BYTES + 1 } });
        return await uploadCompanyLogo(deps(), request.auth, part);
      } catch (error) {
        throw uploadFailure(request, error);
      }
    },
  );

  app.delete(
    '/company/logo',
    {
      preHandler: [app.authenticate, requirePermission('company:write')],
      schema: {
        tags,
        security,
        summary: 'Remove the company logo',
        response: { 200: companyLogoResponseSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => deleteCompanyLogo(deps(), request.auth),
  );

  app.get(
    '/company/logo',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }, {}],
        summary: "The company logo image: bearer token or the signature of the company's logoUrl",
        querystring: contentQuerySchema,
        response: {
          200: {
            description: 'The image',
            content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...problemResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const resource = companyLogoResource(request.query.v ?? '');
      const auth = await contentCaller(app, request, reply, resource, 'company:read', request.query);
      const logo = await findCompanyLogo(app.db, auth.companyId);
      if (logo == null) throw notFound('Die Firma hat kein Logo.');
      const versioned = request.query.v === logo.sha256.slice(0, LOGO_VERSION_LENGTH);
      return sendStoredContent(request, reply, app.fileStorage, {
        sha256: logo.sha256,
        contentType: logo.contentType,
        fileName: `logo.${logo.contentType.split('/')[1] ?? 'img'}`,
        disposition: 'inline',
        lastModified: logo.updatedAt,
        // A logo URL names the logo's hash: the same URL is always the same image, so the browser may keep it.
        cacheControl: versioned ? 'private, max-age=86400, immutable' : 'private, no-cache',
        frameAncestors: app.config.corsOrigins,
      });
    },
  );
};
