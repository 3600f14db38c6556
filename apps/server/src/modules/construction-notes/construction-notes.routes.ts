import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, versionQuerySchema } from '@vendoc/contract/common';
import {
  constructionNoteCreateSchema,
  constructionNoteListQuerySchema,
  constructionNoteListSchema,
  constructionNotePeriodPdfQuerySchema,
  constructionNoteRevisionSchema,
  constructionNoteSchema,
  constructionNoteSignSchema,
  constructionNoteSurveyTransferCreateSchema,
  constructionNoteUpdateSchema,
  missingConstructionNotesQuerySchema,
  missingConstructionNotesSchema,
  projectConstructionNotesQuerySchema,
  projectConstructionNotesSchema,
} from '@vendoc/contract/construction-notes';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  createConstructionNote,
  deleteConstructionNote,
  getConstructionNote,
  listConstructionNotes,
  listProjectConstructionNotes,
  missingConstructionNotes,
  reviseConstructionNote,
  signConstructionNote,
  updateConstructionNote,
} from './construction-notes.service';
import { transferWorkDoneToSurvey } from './construction-notes-survey-transfer';
import { printConstructionNote, printConstructionNotePeriod } from './construction-notes-print';
import { sendPdf } from '../../lib/send-pdf';

const idParams = z.object({ id: idSchema });
const common = { tags: ['construction-notes'], security: [{ bearerAuth: [] }] };

/** The site diary: /api/v1/construction-notes and /api/v1/projects/{projectId}/construction-notes. */
export const constructionNotesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canRead = [app.authenticate, requirePermission('constructionNotes:read')];
  const canWrite = [app.authenticate, requirePermission('constructionNotes:write')];
  const canSign = [app.authenticate, requirePermission('constructionNotes:sign')];
  const canMeasure = [
    app.authenticate,
    requirePermission('constructionNotes:read'),
    requirePermission('surveys:write'),
  ];

  app.get(
    '/projects/:projectId/construction-notes',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary:
          "A project's diary: the newest revision of each day in the period, and its hash chain's state",
        params: z.object({ projectId: idSchema }),
        querystring: projectConstructionNotesQuerySchema,
        response: { 200: projectConstructionNotesSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listProjectConstructionNotes(db, request.auth, request.params.projectId, request.query),
  );

  app.get(
    '/construction-notes',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary:
          'Diary entries of all projects, newest day first; filtered by project, period, author, status',
        querystring: constructionNoteListQuerySchema,
        response: { 200: constructionNoteListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listConstructionNotes(db, request.auth, request.query),
  );

  app.get(
    '/construction-notes/missing',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "The caller's active projects (responsible or in the team) without an entry on the date",
        querystring: missingConstructionNotesQuerySchema,
        response: { 200: missingConstructionNotesSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => missingConstructionNotes(db, request.auth, request.query.date),
  );

  app.get(
    '/construction-notes/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One day’s entry with its revisions and, when signed, whether its hash chain verifies',
        params: idParams,
        response: { 200: constructionNoteSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getConstructionNote(db, request.auth, request.params.id),
  );

  app.post(
    '/construction-notes',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Start a project’s day; a second entry of the same day gets 409',
        body: constructionNoteCreateSchema,
        response: {
          201: constructionNoteSchema,
          200: constructionNoteSchema.describe(
            'Created before under this id by the same person: the day as it is',
          ),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { record, created } = await createConstructionNote(db, request.auth, request.body);
      return reply.code(created ? 201 : 200).send(record);
    },
  );

  app.put(
    '/construction-notes/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Replace a draft’s content (fitters: their own); signed days and stale versions get 409',
        params: idParams,
        body: constructionNoteUpdateSchema,
        response: { 200: constructionNoteSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateConstructionNote(db, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/construction-notes/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Delete a draft (fitters: their own); a signed day gets 409',
        params: idParams,
        querystring: versionQuerySchema,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteConstructionNote(db, request.auth, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );

  app.post(
    '/construction-notes/:id/sign',
    {
      preHandler: canSign,
      schema: {
        ...common,
        summary:
          'Sign a draft (site manager, optionally the client’s representative): locks it, extends the chain',
        params: idParams,
        body: constructionNoteSignSchema,
        response: { 200: constructionNoteSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => signConstructionNote(db, request.auth, request.params.id, request.body, app.now()),
  );

  app.post(
    '/construction-notes/:id/revisions',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Correct a signed day: a new draft revision with the reason; the signed one stays readable',
        params: idParams,
        body: constructionNoteRevisionSchema,
        response: { 201: constructionNoteSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reviseConstructionNote(db, request.auth, request.params.id, request.body.reason)),
  );

  app.post(
    '/construction-notes/:id/survey-transfers',
    {
      preHandler: canMeasure,
      schema: {
        ...common,
        summary:
          'Take the day’s work done (BoQ position and quantity) into a survey of the project as a new sheet',
        params: idParams,
        body: constructionNoteSurveyTransferCreateSchema,
        response: { 201: constructionNoteSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await transferWorkDoneToSurvey(db, request.auth, request.params.id, request.body)),
  );

  const pdfResponse = {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: z.string().describe('binary') } },
    },
  };

  app.get(
    '/construction-notes/:id/pdf',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "The day as PDF, laid out with the company's default site diary report",
        params: idParams,
        response: { ...pdfResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const printed = await printConstructionNote(
        { db, storage: app.fileStorage },
        request.auth,
        request.params.id,
        app.now(),
      );
      return sendPdf(reply, printed, printed.fileName, printed.warnings);
    },
  );

  app.get(
    '/projects/:projectId/construction-notes/pdf',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'The days of a period (week, month; at most a quarter) as one PDF, a site diary report each',
        params: z.object({ projectId: idSchema }),
        querystring: constructionNotePeriodPdfQuerySchema,
        response: { ...pdfResponse, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const printed = await printConstructionNotePeriod(
        { db, storage: app.fileStorage },
        request.auth,
        request.params.projectId,
        request.query,
        app.now(),
      );
      return sendPdf(reply, printed, printed.fileName, printed.warnings);
    },
  );
};
