import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, versionQuerySchema } from '@vendoc/contract/common';
import {
  projectSmartNoteListQuerySchema,
  smartNoteCommentCreateSchema,
  smartNoteCommentSchema,
  smartNoteCreateSchema,
  smartNoteListQuerySchema,
  smartNoteListSchema,
  smartNoteSchema,
  smartNoteUpdateSchema,
} from '@vendoc/contract/smart-notes';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  addSmartNoteComment,
  createSmartNote,
  deleteSmartNote,
  getSmartNote,
  listProjectSmartNotes,
  listSmartNotes,
  updateSmartNote,
} from './smart-notes.service';

const idParams = z.object({ id: idSchema });
const projectParams = z.object({ projectId: idSchema });
const common = { tags: ['smart-notes'], security: [{ bearerAuth: [] }] };

/**
 * /api/v1/smart-notes: notes of a project's site (defects, measurements, material requests, …) with checklist,
 * photos, voice memo, linked positions and comments. Everyone reads them; fitters change their own and those
 * assigned to them (the service decides), office and admin all.
 */
export const smartNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, contentUrls: app.contentUrls });
  const canRead = [app.authenticate, requirePermission('smartNotes:read')];
  const canWrite = [app.authenticate, requirePermission('smartNotes:write')];

  app.get(
    '/smart-notes',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'A page of the notes, filtered by project, type, status, assignee and due date',
        querystring: smartNoteListQuerySchema,
        response: { 200: smartNoteListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listSmartNotes(app.db, request.auth, request.query),
  );

  app.get(
    '/projects/:projectId/smart-notes',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'A page of the notes of a project',
        params: projectParams,
        querystring: projectSmartNoteListQuerySchema,
        response: { 200: smartNoteListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listProjectSmartNotes(app.db, request.auth, request.params.projectId, request.query),
  );

  app.get(
    '/smart-notes/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One note with its photos, voice memo, positions and comments',
        params: idParams,
        response: { 200: smartNoteSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSmartNote(deps(), request.auth, request.params.id),
  );

  app.post(
    '/smart-notes',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Create a note; photos must be image files and the voice memo an audio file of the project',
        description: `A linked photo that is not an image, or a voice memo that is not audio: 422. A voice memo
larger than 25 MB: 413 (uploads are limited by the files endpoint already).`,
        body: smartNoteCreateSchema,
        response: {
          201: smartNoteSchema,
          200: smartNoteSchema.describe('Created before under this id by the same person: the note as it is'),
          ...problemResponses(400, 401, 403, 404, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const { record, created } = await createSmartNote(deps(), request.auth, request.body);
      return reply.code(created ? 201 : 200).send(record);
    },
  );

  app.put(
    '/smart-notes/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Replace a note; a stale version gets 409 with `current`',
        params: idParams,
        body: smartNoteUpdateSchema,
        response: { 200: smartNoteSchema, ...problemResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => updateSmartNote(deps(), request.auth, request.params.id, request.body),
  );

  app.delete(
    '/smart-notes/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Delete a note and its comments (its files stay in the project)',
        params: idParams,
        querystring: versionQuerySchema,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteSmartNote(deps(), request.auth, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );

  app.post(
    '/smart-notes/:id/comments',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'Add a comment to a note (comments are never changed)',
        params: idParams,
        body: smartNoteCommentCreateSchema,
        response: {
          201: smartNoteCommentSchema,
          200: smartNoteCommentSchema.describe('Added before under this id by the same person'),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { record, created } = await addSmartNoteComment(
        deps(),
        request.auth,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(record);
    },
  );
};
