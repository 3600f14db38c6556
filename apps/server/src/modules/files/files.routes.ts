import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  contentQuerySchema,
  fileUpdateSchema,
  projectFileSchema,
  projectFilesListSchema,
  projectFilesUploadResponseSchema,
} from '@vendoc/contract/files';
import { badRequest, notFound } from '../../lib/http-problem';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { contentCaller } from '../../plugins/content-access';
import { isInlineType } from '../../lib/content-type';
import { fileResource } from '../../lib/content-urls';
import { findFile } from './files.repository';
import {
  deleteProjectFile,
  FILE_NOT_FOUND,
  getProjectFile,
  listProjectFiles,
  updateProjectFile,
} from './files.service';
import { sendStoredContent } from '../../lib/send-content';
import { uploadFailure } from '../../lib/upload-request';
import { uploadProjectFiles } from './upload.service';

const projectParams = z.object({ projectId: idSchema });
const fileParams = z.object({ id: idSchema });
// The multipart form as OpenAPI documents it. The parts are streamed by the handler, never parsed into a body
// (the body is null here, which the nullish schema lets through).
const uploadForm = z
  .object({
    folderId: idSchema.optional().describe('Target folder; top level without it (send it before the files)'),
    id: idSchema
      .optional()
      .describe(
        'The id the client chose for the file part that follows (offline uploads); the same upload by the same person again answers the stored file, an id used otherwise is a 409',
      ),
    files: z.array(z.string().meta({ format: 'binary' })).describe('One or more files'),
  })
  .nullish();
const binary = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
});

/** Project files: list, multipart upload, metadata, rename/move, delete, content download (Range support). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, storage: app.fileStorage, contentUrls: app.contentUrls });
  const tags = ['files'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/projects/:projectId/files',
    {
      preHandler: [app.authenticate, requirePermission('files:read')],
      schema: {
        tags,
        security,
        summary: "All folders and files of a project (each file's contentUrl is signed for the caller)",
        params: projectParams,
        response: { 200: projectFilesListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listProjectFiles(deps(), request.auth, request.params.projectId),
  );

  app.post(
    '/projects/:projectId/files',
    {
      preHandler: [app.authenticate, requirePermission('files:write')],
      schema: {
        tags,
        security,
        summary: 'Upload files (multipart/form-data: file parts, optional field folderId), streamed',
        description: `Each file may have at most VENDOC_UPLOAD_MAX_BYTES bytes (413 beyond, nothing stored). The name
is reduced to a safe display name; the type is detected from the content.`,
        consumes: ['multipart/form-data'],
        params: projectParams,
        body: uploadForm,
        response: {
          201: projectFilesUploadResponseSchema,
          200: projectFilesUploadResponseSchema.describe('Every file was uploaded before under its id'),
          ...problemResponses(400, 401, 403, 404, 409, 413, 503),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request.');
      try {
        const { files, created } = await uploadProjectFiles(
          { ...deps(), maxBytes: app.config.uploadMaxBytes },
          request.auth,
          request.params.projectId,
          request.parts(),
        );
        return reply.code(created ? 201 : 200).send({ files });
      } catch (error) {
        throw uploadFailure(request, error);
      }
    },
  );

  app.get(
    '/files/:id',
    {
      preHandler: [app.authenticate, requirePermission('files:read')],
      schema: {
        tags,
        security,
        summary: 'Metadata of a file',
        params: fileParams,
        response: { 200: projectFileSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getProjectFile(deps(), request.auth, request.params.id),
  );

  app.patch(
    '/files/:id',
    {
      preHandler: [app.authenticate, requirePermission('files:write')],
      schema: {
        tags,
        security,
        summary: 'Rename and/or move a file (409 with `current` when the version is stale)',
        params: fileParams,
        body: fileUpdateSchema,
        response: { 200: projectFileSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateProjectFile(deps(), request.auth, request.params.id, request.body),
  );

  app.delete(
    '/files/:id',
    {
      preHandler: [app.authenticate, requirePermission('files:write')],
      schema: {
        tags,
        security,
        summary: 'Delete a file (its content too, unless another file has the same content)',
        params: fileParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteProjectFile(deps(), request.auth, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/files/:id/content',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }, {}],
        summary: 'The content of a file: bearer token or the signature of its contentUrl; Range supported',
        description: `\`disposition=inline\` shows images and PDFs in the browser; everything else is an attachment.
Answers 206 for a single byte range, 416 for a range beyond the end, 304 for a matching If-None-Match.`,
        params: fileParams,
        querystring: contentQuerySchema,
        response: {
          200: binary('The whole content'),
          206: binary('The requested byte range'),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const auth = await contentCaller(app, request, reply, fileResource(id), 'files:read', request.query);
      const file = await findFile(app.db, auth.companyId, id);
      if (file == null) throw notFound(FILE_NOT_FOUND);
      const inline = request.query.disposition === 'inline' && isInlineType(file.contentType);
      return sendStoredContent(request, reply, app.fileStorage, {
        sha256: file.sha256,
        contentType: file.contentType,
        fileName: file.name,
        disposition: inline ? 'inline' : 'attachment',
        lastModified: file.createdAt,
        // Revalidated on every use (ETag: 304), so a deleted file or a changed name takes effect at once.
        cacheControl: 'private, no-cache',
        frameAncestors: app.config.corsOrigins,
      });
    },
  );
};
