import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  exportCreateSchema,
  projectExportListSchema,
  projectExportSchema,
} from '@vendoc/contract/project-exports';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { sendStoredContent } from '../../lib/send-content';
import {
  cancelExport,
  createExport,
  exportDownload,
  getExport,
  listProjectExports,
  removeExport,
} from './project-exports.service';

const idParams = z.object({ id: idSchema });
const projectParams = z.object({ projectId: idSchema });
const common = { tags: ['project-exports'], security: [{ bearerAuth: [] }] };

/**
 * /api/v1/projects/{projectId}/exports and /api/v1/exports/{id}: a project's export as a ZIP, made by a job of the
 * queue in the database (app.jobs), kept 7 days. Office staff and administrators export (`projects:export`: the
 * ZIP holds invoices and the whole project record); fitters do not.
 */
export const projectExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, storage: app.fileStorage, jobs: app.jobs });
  const canExport = [app.authenticate, requirePermission('projects:export')];

  app.post(
    '/projects/:projectId/exports',
    {
      preHandler: canExport,
      schema: {
        ...common,
        summary: 'Start an export of the project: the chosen parts, or everything (the project record)',
        description: `The export runs in the background: poll GET /exports/{id} for its status and progress, then
download it. BoQs as GAEB (the chosen phases), surveys as X31 and PDF, order documents as PDF and their
e-invoices, the site diary as PDF per day or for a period, smart notes as CSV, the project files in their folders;
Inhalt.txt lists what is inside and what could not be included.`,
        params: projectParams,
        body: exportCreateSchema,
        response: { 202: projectExportSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await createExport(deps(), request.auth, request.params.projectId, request.body, app.now())),
  );

  app.get(
    '/projects/:projectId/exports',
    {
      preHandler: canExport,
      schema: {
        ...common,
        summary: 'The exports of the project, newest first (kept 7 days)',
        params: projectParams,
        response: { 200: projectExportListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listProjectExports(app.db, request.auth, request.params.projectId),
  );

  app.get(
    '/exports/:id',
    {
      preHandler: canExport,
      schema: {
        ...common,
        summary: 'One export: status, progress and what it does now',
        params: idParams,
        response: { 200: projectExportSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getExport(app.db, request.auth, request.params.id),
  );

  app.post(
    '/exports/:id/cancel',
    {
      preHandler: canExport,
      schema: {
        ...common,
        summary: 'Cancel a queued or running export; its partial file is removed. 409 when it has ended',
        params: idParams,
        response: { 200: projectExportSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelExport(deps(), request.auth, request.params.id, app.now()),
  );

  app.delete(
    '/exports/:id',
    {
      preHandler: canExport,
      schema: {
        ...common,
        summary: 'Delete an export and its file (a running one is cancelled)',
        params: idParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeExport(deps(), request.auth, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/exports/:id/download',
    {
      preHandler: canExport,
      schema: {
        ...common,
        summary: 'The ZIP of a finished export, streamed; 409 while it is not done',
        params: idParams,
        response: {
          200: {
            description: 'The ZIP',
            content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const download = await exportDownload(app.db, request.auth, request.params.id);
      return sendStoredContent(request, reply, app.fileStorage, {
        sha256: download.sha256,
        contentType: 'application/zip',
        fileName: download.fileName,
        disposition: 'attachment',
        lastModified: download.finishedAt,
        cacheControl: 'private, no-cache',
        frameAncestors: app.config.corsOrigins,
      });
    },
  );
};
