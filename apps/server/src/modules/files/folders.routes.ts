import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import { folderCreateSchema, folderSchema, folderUpdateSchema } from '@vendoc/contract/files';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { createFolder, deleteFolderRecord, updateFolderRecord } from './folders.service';

/** Folders of a project's files (listed with the files: GET /projects/{projectId}/files). */
export const foldersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['files'];
  const security = [{ bearerAuth: [] }];
  const preHandler = [app.authenticate, requirePermission('files:write')];

  app.post(
    '/projects/:projectId/folders',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Create a folder (names are unique per parent folder, ignoring case: 409)',
        params: z.object({ projectId: idSchema }),
        body: folderCreateSchema,
        response: { 201: folderSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const folder = await createFolder(app.db, request.auth, request.params.projectId, request.body);
      return reply.code(201).send(folder);
    },
  );

  app.patch(
    '/folders/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Rename and/or move a folder (400 for a move into itself or a subfolder; 409 stale or taken)',
        params: z.object({ id: idSchema }),
        body: folderUpdateSchema,
        response: { 200: folderSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateFolderRecord(app.db, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/folders/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Delete an empty folder (409 while it holds files or subfolders)',
        params: z.object({ id: idSchema }),
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteFolderRecord(app.db, request.auth, request.params.id);
      return reply.code(204).send();
    },
  );
};
