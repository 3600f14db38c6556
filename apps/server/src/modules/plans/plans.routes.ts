import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, versionQuerySchema } from '@vendoc/contract/common';
import {
  defectReportQuerySchema,
  pinCreateSchema,
  pinListQuerySchema,
  pinListSchema,
  pinMoveResponseSchema,
  pinMoveSchema,
  pinSchema,
  pinUpdateSchema,
  planCreateSchema,
  planListSchema,
  planRevisionCreateSchema,
  planSchema,
  planUpdateSchema,
} from '@vendoc/contract/plans';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { sendPdf } from '../../lib/send-pdf';
import { printDefectReport } from './defect-report';
import { addRevision, createPlan, deletePlan, getPlan, listPlans, updatePlan } from './plans.service';
import { createPin, deletePin, listPins, movePins, updatePin } from './pins.service';

const projectParams = z.object({ projectId: idSchema });
const idParams = z.object({ id: idSchema });
const common = { tags: ['plans'], security: [{ bearerAuth: [] }] };
const noContent = z.undefined().describe('Deleted');

/**
 * Plans of a project with revisions and pins (decision 0030). Everyone reads them; the office manages plans and
 * their revisions (plans:write); fitters place pins, also with a new defect note, and change the pins they placed
 * (planPins:write, the service decides whose).
 */
export const plansRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const deps = () => ({ db, contentUrls: app.contentUrls });
  const canRead = [app.authenticate, requirePermission('plans:read')];
  const canManage = [app.authenticate, requirePermission('plans:write')];
  const canPin = [app.authenticate, requirePermission('planPins:write')];

  app.get(
    '/projects/:projectId/plans',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "A project's plans by name, each with its revisions (the last is the current one)",
        params: projectParams,
        response: { 200: planListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listPlans(deps(), request.auth, request.params.projectId),
  );

  app.post(
    '/projects/:projectId/plans',
    {
      preHandler: canManage,
      schema: {
        ...common,
        summary: 'Create a plan with its revision A from a PDF or image file of the project',
        description: 'A file of another project: 400 on `fileId`; a file that is no PDF, PNG or JPEG: 422.',
        params: projectParams,
        body: planCreateSchema,
        response: {
          201: planSchema,
          200: planSchema.describe('Created before under this id by the same person: the plan as it is'),
          ...problemResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { record, created } = await createPlan(
        deps(),
        request.auth,
        request.params.projectId,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(record);
    },
  );

  app.get(
    '/plans/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One plan with its revisions',
        params: idParams,
        response: { 200: planSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPlan(deps(), request.auth, request.params.id),
  );

  app.patch(
    '/plans/:id',
    {
      preHandler: canManage,
      schema: {
        ...common,
        summary: "Change a plan's name, number or discipline; a stale version gets 409 with `current`",
        params: idParams,
        body: planUpdateSchema,
        response: { 200: planSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updatePlan(deps(), request.auth, request.params.id, request.body),
  );

  app.delete(
    '/plans/:id',
    {
      preHandler: canManage,
      schema: {
        ...common,
        summary: 'Delete a plan with its revisions and pins (linked notes and files stay)',
        params: idParams,
        querystring: versionQuerySchema,
        response: { 204: noContent, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deletePlan(deps(), request.auth, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );

  app.post(
    '/plans/:id/revisions',
    {
      preHandler: canManage,
      schema: {
        ...common,
        summary: 'Add the next revision (B, C, …); the pins stay where they are',
        params: idParams,
        body: planRevisionCreateSchema,
        response: { 201: planSchema, ...problemResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addRevision(deps(), request.auth, request.params.id, request.body)),
  );

  app.get(
    '/plans/:id/pins',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "A plan's pins by number, filtered by type, status and revision",
        params: idParams,
        querystring: pinListQuerySchema,
        response: { 200: pinListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listPins(deps(), request.auth, request.params.id, request.query),
  );

  app.post(
    '/plans/:id/pins',
    {
      preHandler: canPin,
      schema: {
        ...common,
        summary: 'Place a pin, linked to an item of the project or with a new smart note (one transaction)',
        params: idParams,
        body: pinCreateSchema,
        response: {
          201: pinSchema,
          200: pinSchema.describe('Created before under this id by the same person: the pin as it is'),
          ...problemResponses(400, 401, 403, 404, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const { record, created } = await createPin(deps(), request.auth, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(record);
    },
  );

  app.post(
    '/plans/:id/pins/move',
    {
      preHandler: canPin,
      schema: {
        ...common,
        summary: 'Move several pins at once (all or none; a stale version gets 409 naming the pin)',
        params: idParams,
        body: pinMoveSchema,
        response: { 200: pinMoveResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => movePins(deps(), request.auth, request.params.id, request.body),
  );

  app.patch(
    '/pins/:id',
    {
      preHandler: canPin,
      schema: {
        ...common,
        summary:
          'Change a pin (position, label, type, status, link); a stale version gets 409 with `current`',
        params: idParams,
        body: pinUpdateSchema,
        response: { 200: pinSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updatePin(deps(), request.auth, request.params.id, request.body),
  );

  app.delete(
    '/pins/:id',
    {
      preHandler: canPin,
      schema: {
        ...common,
        summary: 'Delete a pin (its linked item stays)',
        params: idParams,
        querystring: versionQuerySchema,
        response: { 204: noContent, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deletePin(deps(), request.auth, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );

  app.get(
    '/plans/:id/defect-report.pdf',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "The plan with its pins and the pin list as PDF (the company's defect report layout)",
        params: idParams,
        querystring: defectReportQuerySchema,
        response: {
          200: {
            description: 'The PDF',
            content: { 'application/pdf': { schema: z.string().describe('binary') } },
          },
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const printed = await printDefectReport(
        { db, storage: app.fileStorage, contentUrls: app.contentUrls },
        request.auth,
        request.params.id,
        request.query,
        app.now(),
      );
      return sendPdf(reply, printed, printed.fileName, printed.warnings);
    },
  );
};
