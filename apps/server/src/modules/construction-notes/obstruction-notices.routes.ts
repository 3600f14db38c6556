import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateSchema, idSchema } from '@vendoc/contract/common';
import {
  obstructionEndSchema,
  obstructionNoticeCreateSchema,
  obstructionNoticeListSchema,
  obstructionNoticeSchema,
  obstructionPdfQuerySchema,
  obstructionSendingCreateSchema,
} from '@vendoc/contract/obstruction-notices';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { sendPdf } from '../../lib/send-pdf';
import { printObstructionNotice } from './obstruction-notices-print';
import {
  createObstructionNotice,
  endObstruction,
  getObstructionNotice,
  listObstructionNotices,
  recordSending,
} from './obstruction-notices.service';

const idParams = z.object({ id: idSchema });
const common = { tags: ['obstruction-notices'], security: [{ bearerAuth: [] }] };

/**
 * Notices of obstruction (VOB/B §6) made from the site diary: everyone who reads the diary reads them; making them,
 * entering the end and recording their sending is for those who sign the diary (site managers, office).
 */
export const obstructionNoticesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canRead = [app.authenticate, requirePermission('constructionNotes:read')];
  const canNotify = [app.authenticate, requirePermission('constructionNotes:sign')];

  app.get(
    '/projects/:projectId/obstruction-notices',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "A project's notices of obstruction by number, or those made from one diary day",
        params: z.object({ projectId: idSchema }),
        querystring: z.object({ date: dateSchema.optional() }),
        response: { 200: obstructionNoticeListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listObstructionNotices(db, request.auth, request.params.projectId, request.query.date),
  );

  app.post(
    '/construction-notes/:id/obstruction-notices',
    {
      preHandler: canNotify,
      schema: {
        ...common,
        summary: 'A notice of obstruction of one of the day’s obstructions, with photos of the day',
        params: idParams,
        body: obstructionNoticeCreateSchema,
        response: { 201: obstructionNoticeSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createObstructionNotice(db, request.auth, request.params.id, request.body)),
  );

  app.get(
    '/obstruction-notices/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One notice of obstruction',
        params: idParams,
        response: { 200: obstructionNoticeSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getObstructionNotice(db, request.auth, request.params.id),
  );

  app.post(
    '/obstruction-notices/:id/end',
    {
      preHandler: canNotify,
      schema: {
        ...common,
        summary: 'The obstruction ended on a day (not before it began; not once the end was sent)',
        params: idParams,
        body: obstructionEndSchema,
        response: { 200: obstructionNoticeSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => endObstruction(db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/obstruction-notices/:id/sendings',
    {
      preHandler: canNotify,
      schema: {
        ...common,
        summary: 'Record that the notice, or the notice of its end, went out: when, how, to whom',
        params: idParams,
        body: obstructionSendingCreateSchema,
        response: { 200: obstructionNoticeSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => recordSending(db, request.auth, request.params.id, request.body),
  );

  app.get(
    '/obstruction-notices/:id/pdf',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'The notice (with its photos), or the notice that the obstruction ended, as a PDF letter',
        params: idParams,
        querystring: obstructionPdfQuerySchema,
        response: {
          200: {
            description: 'The PDF',
            content: { 'application/pdf': { schema: z.string().describe('binary') } },
          },
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const printed = await printObstructionNotice(
        { db, storage: app.fileStorage },
        request.auth,
        request.params.id,
        request.query.letter,
        app.now(),
      );
      return sendPdf(reply, printed, printed.fileName, printed.warnings);
    },
  );
};
