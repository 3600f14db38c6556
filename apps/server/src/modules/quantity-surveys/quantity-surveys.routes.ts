import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  quantitySurveyCreateSchema,
  quantitySurveyDetailSchema,
  quantitySurveyListQuerySchema,
  quantitySurveyListSchema,
  quantitySurveySchema,
  quantitySurveyStatusChangeSchema,
  quantitySurveyUpdateSchema,
} from '@vendoc/contract/quantity-surveys';
import { versionQuerySchema } from '@vendoc/contract/common';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  changeSurveyStatus,
  createSurvey,
  deleteSurveyRecord,
  getSurveyDetail,
  listSurveysPage,
  updateSurveyRecord,
} from './quantity-surveys.service';
import { surveyContentRoutes } from './survey-content.routes';
import { surveyExchangeRoutes } from './survey-exchange.routes';
import { security, surveyParams, tags, viewerOf } from './survey-route-support';

/**
 * Quantity surveys (Aufmaße, REB 23.003): the surveys here; sheets, lines, variables and templates in
 * survey-content.routes.ts; totals, transfer into the BoQ, X31 export and import and the project's sheets in
 * survey-exchange.routes.ts.
 */
export const quantitySurveysRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = [app.authenticate, requirePermission('projects:read')];
  const write = [app.authenticate, requirePermission('surveys:write')];

  app.get(
    '/quantity-surveys',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary:
          'List surveys, newest first: by project, construction ("none": without) and status; q searches names',
        querystring: quantitySurveyListQuerySchema,
        response: { 200: quantitySurveyListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listSurveysPage(db, request.auth, request.query),
  );

  app.post(
    '/quantity-surveys',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Create a draft survey with sheet 1, measuring the BoQ given (null: none)',
        description: `Without boqId the survey measures the project's contract BoQ (the newest of several), else its
only BoQ, else none; a project with several BoQs and no contract answers 400 naming boqId. A BoQ of another
project or company answers 400 naming boqId; nothing is stored.`,
        body: quantitySurveyCreateSchema,
        response: { 201: quantitySurveyDetailSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSurvey(db, request.auth, viewerOf(request), request.body)),
  );

  app.get(
    '/quantity-surveys/:id',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The whole survey: sheets, lines in address order (sheet, row), variables',
        params: surveyParams,
        response: { 200: quantitySurveyDetailSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSurveyDetail(db, request.auth, viewerOf(request), request.params.id),
  );

  app.patch(
    '/quantity-surveys/:id',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Rename, or link another construction or BoQ of the project (409 with `current` when stale)',
        description: `The BoQ changes only while the survey is a draft or submitted and none of its quantities was
transferred into a BoQ (transferredAt null); otherwise 409 with a German detail. Lines keep their OZ, which are
then looked up in the new BoQ.`,
        params: surveyParams,
        body: quantitySurveyUpdateSchema,
        response: { 200: quantitySurveySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateSurveyRecord(db, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/quantity-surveys/:id',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Delete a draft survey with everything on it (409 for other statuses or a stale version)',
        description: `Needs surveys:delete, or the survey was created by the caller (fitters delete their own
drafts only): 403 otherwise.`,
        params: surveyParams,
        querystring: versionQuerySchema,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteSurveyRecord(db, request.auth, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );

  app.post(
    '/quantity-surveys/:id/status',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'Change the status: draft -> submitted -> approved (locked); billed only by an issued invoice',
        description: `Approving and reopening an approved survey need the permission surveys:approve (403 otherwise).
Submitting or approving a survey with formula errors answers 409 naming the lines. Asking for "billed" answers 409:
a survey is billed by issuing the invoice made from it (POST /order-documents with source surveys), and released
again when that invoice is cancelled.`,
        params: surveyParams,
        body: quantitySurveyStatusChangeSchema,
        response: { 200: quantitySurveySchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeSurveyStatus(db, request.auth, request.params.id, request.body, app.now()),
  );

  await app.register(surveyContentRoutes, { db });
  await app.register(surveyExchangeRoutes, { db });
};
