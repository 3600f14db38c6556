import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, versionQuerySchema } from '@vendoc/contract/common';
import {
  quantitySurveyTemplateCreateSchema,
  quantitySurveyTemplateListSchema,
  quantitySurveyTemplateSchema,
  quantitySurveyTemplateUpdateSchema,
} from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  createStarterTemplates,
  createTemplate,
  deleteTemplateRecord,
  getTemplate,
  listCompanyTemplates,
  updateTemplateRecord,
} from './quantity-survey-templates.service';

const idParams = z.object({ id: idSchema });
const common = { tags: ['quantity-survey-templates'], security: [{ bearerAuth: [] }] };

/** /api/v1/quantity-survey-templates: the company's templates (Aufmaßvorlagen) for quantity survey lines. */
export const quantitySurveyTemplatesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canRead = [app.authenticate, requirePermission('projects:read')];
  // Company-wide: everyone reads and applies them (applying is a survey write), the office manages them.
  const canWrite = [app.authenticate, requirePermission('surveyTemplates:write')];

  app.get(
    '/quantity-survey-templates',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "The company's quantity survey templates ordered by name",
        response: { 200: quantitySurveyTemplateListSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => listCompanyTemplates(db, request.auth.companyId),
  );

  app.post(
    '/quantity-survey-templates',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Create a template; line formulas must parse (field errors `lines.<index>.expression`)',
        body: quantitySurveyTemplateCreateSchema,
        response: { 201: quantitySurveyTemplateSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTemplate(db, request.auth.companyId, request.body)),
  );

  app.post(
    '/quantity-survey-templates/starter',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary:
          'Create the starter templates for rooms the company has none of by name; returns all its templates',
        response: { 200: quantitySurveyTemplateListSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => createStarterTemplates(db, request.auth.companyId),
  );

  app.get(
    '/quantity-survey-templates/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'One template',
        params: idParams,
        response: { 200: quantitySurveyTemplateSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getTemplate(db, request.auth.companyId, request.params.id),
  );

  app.patch(
    '/quantity-survey-templates/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Change a template; absent fields stay; a stale version gets 409 with `current`',
        params: idParams,
        body: quantitySurveyTemplateUpdateSchema,
        response: { 200: quantitySurveyTemplateSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateTemplateRecord(db, request.auth.companyId, request.params.id, request.body),
  );

  app.delete(
    '/quantity-survey-templates/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Delete a template; with `?version=` a stale version gets 409 with `current`',
        params: idParams,
        querystring: versionQuerySchema.partial(),
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteTemplateRecord(db, request.auth.companyId, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );
};
