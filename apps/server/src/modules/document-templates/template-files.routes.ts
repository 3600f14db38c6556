import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import { documentTemplateFileSchema } from '@vendoc/contract/document-template-records';
import { badRequest, notFound } from '../../lib/http-problem';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { sendStoredContent } from '../../lib/send-content';
import { uploadFailure } from '../../lib/upload-request';
import { findTemplateFiles } from './template-files.repository';
import { toTemplateFile, uploadTemplateFile } from './template-files.service';

// The multipart form as OpenAPI documents it; the handler streams the part (the parsed body stays null).
const fileForm = z
  .object({ file: z.string().meta({ format: 'binary' }).describe('PNG or JPEG image, or a PDF') })
  .nullish();
const tags = ['document-templates'];
const security = [{ bearerAuth: [] }];

/** Images and letterhead PDFs of the company's layouts: upload, and their content for the editor's canvas. */
export const templateFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/document-templates/files',
    {
      preHandler: [app.authenticate, requirePermission('documentTemplates:write')],
      schema: {
        tags,
        security,
        summary: 'Upload an image (PNG, JPEG) or a letterhead PDF for layouts (multipart, one part `file`)',
        description:
          'Another type of content gets 422, a file over the upload limit 413; nothing is kept then.',
        consumes: ['multipart/form-data'],
        body: fileForm,
        response: { 201: documentTemplateFileSchema, ...problemResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request.');
      try {
        const part = await request.file({ limits: { files: 1 } });
        const stored = await uploadTemplateFile(
          { db: app.db, storage: app.fileStorage },
          request.auth.companyId,
          part,
          app.config.uploadMaxBytes,
        );
        return await reply.code(201).send(stored);
      } catch (error) {
        throw uploadFailure(request, error);
      }
    },
  );

  app.get(
    '/document-templates/files/:id',
    {
      preHandler: [app.authenticate, requirePermission('documentTemplates:read')],
      schema: {
        tags,
        security,
        summary: 'The content of an image or letterhead PDF of the layouts',
        params: z.object({ id: idSchema }),
        response: {
          200: {
            description: 'The image or PDF',
            content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const [row] = await findTemplateFiles(app.db, request.auth.companyId, [request.params.id]);
      if (row === undefined) throw notFound('Die Datei gibt es nicht.');
      return sendStoredContent(request, reply, app.fileStorage, {
        sha256: row.sha256,
        contentType: toTemplateFile(row).contentType,
        fileName: row.name,
        disposition: 'inline',
        lastModified: row.createdAt,
        cacheControl: 'private, max-age=31536000, immutable',
        frameAncestors: app.config.corsOrigins,
      });
    },
  );
};
