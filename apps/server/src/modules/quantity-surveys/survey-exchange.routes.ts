import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  projectSheetListSchema,
  projectSheetsQuerySchema,
  quantitySurveyExportQuerySchema,
  quantitySurveyTotalsSchema,
  quantitySurveyTransferResponseSchema,
} from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { contentDisposition } from '../../lib/file-name';
import { getProjectSheets } from './project-sheets.service';
import { security, surveyParams, tags } from './survey-route-support';
import { getSurveyTotals, transferSurvey } from './survey-totals.service';
import { exportSurveyX31 } from './survey-x31-export.service';
import { surveyImportRoute } from './survey-x31-import.routes';
import { printSurvey } from './survey-print.service';
import { sendPdf } from '../../lib/send-pdf';

const printQuerySchema = z.object({
  sheets: z
    .string()
    .regex(/^\d{1,4}(,\d{1,4})*$/, { message: 'Blattnummern durch Kommas getrennt, z. B. 1,2' })
    .transform((value) => value.split(',').map(Number))
    .optional()
    .describe('The numbers of the sheets to print, e.g. "1,2"; all sheets when absent'),
});

const projectParams = z.object({ projectId: idSchema });

/** Totals, the transfer into the BoQ, X31 export and import, and the sheets of a project's surveys. */
export const surveyExchangeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = [app.authenticate, requirePermission('projects:read')];
  const approve = [app.authenticate, requirePermission('surveys:approve')];

  app.get(
    '/quantity-surveys/:id/totals',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary:
          "Measured quantities per position (with the BoQ's item of that OZ) and per sheet; error count",
        params: surveyParams,
        response: { 200: quantitySurveyTotalsSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getSurveyTotals(db, request.auth, request.params.id),
  );

  app.post(
    '/quantity-surveys/:id/transfer',
    {
      preHandler: approve,
      schema: {
        tags,
        security,
        summary: "Transfer approved quantities into the BoQ's measured quantities (Abrechnungsmengen)",
        description: `Only approved or billed surveys with a BoQ (409 otherwise). Each item's measured quantity becomes the sum
over all approved and billed surveys of the BoQ (null when none measures it). Idempotent.`,
        params: surveyParams,
        response: { 200: quantitySurveyTransferResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => transferSurvey(db, request.auth, request.params.id, app.now()),
  );

  app.get(
    '/quantity-surveys/:id/export',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The survey as GAEB DA XML 3.3 X31 (Mengenermittlung, REB 23.003 takeoff rows)',
        params: surveyParams,
        querystring: quantitySurveyExportQuerySchema,
        response: {
          200: { description: 'The X31 file', content: { 'application/xml': { schema: z.string() } } },
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await exportSurveyX31(db, request.auth, request.params.id, app.now());
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(file.xml);
    },
  );

  app.get(
    '/quantity-surveys/:id/pdf',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: "The survey's sheets as PDF, laid out with the company's default survey sheet template",
        params: surveyParams,
        querystring: printQuerySchema,
        response: {
          200: {
            description: 'The PDF (PDF/A-3b)',
            content: { 'application/pdf': { schema: z.string().describe('binary') } },
          },
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const printed = await printSurvey(
        { db, storage: app.fileStorage },
        request.auth,
        request.params.id,
        request.query.sheets,
        app.now(),
      );
      return sendPdf(reply, printed, printed.fileName, printed.warnings);
    },
  );

  app.get(
    '/projects/:projectId/quantity-survey-sheets',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: "Every sheet of the project's surveys (newest survey first, then by number)",
        description: `Filters: survey, construction ("none": without), status, OZ (also the positions under a title: "01.02"
finds "01.02.0010"); q searches sheet titles, survey names, line texts and OZs.`,
        params: projectParams,
        querystring: projectSheetsQuerySchema,
        response: { 200: projectSheetListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getProjectSheets(db, request.auth, request.params.projectId, request.query),
  );

  await app.register(surveyImportRoute, { db });
};
