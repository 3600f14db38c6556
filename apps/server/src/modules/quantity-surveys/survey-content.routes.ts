import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, versionQuerySchema } from '@vendoc/contract/common';
import {
  applyTemplateResponseSchema,
  applyTemplateSchema,
  quantitySurveyLineCreateSchema,
  quantitySurveyLineSchema,
  quantitySurveyLineUpdateSchema,
  quantitySurveySheetCreateSchema,
  quantitySurveySheetSchema,
  quantitySurveySheetUpdateSchema,
  quantitySurveyVariableCreateSchema,
  quantitySurveyVariableSchema,
  quantitySurveyVariableUpdateSchema,
} from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { security, surveyParams, tags, viewerOf } from './survey-route-support';
import { createLine, deleteLineRecord, updateLineRecord } from './survey-lines.service';
import {
  createSheet,
  createVariable,
  deleteSheetRecord,
  deleteVariableRecord,
  updateSheetRecord,
  updateVariableRecord,
} from './survey-sheets.service';
import { applyTemplate } from './survey-templates.service';

const sheetParams = z.object({ id: idSchema, sheetId: idSchema });
const lineParams = z.object({ id: idSchema, lineId: idSchema });
const variableParams = z.object({ id: idSchema, variableId: idSchema });
/** `?version=` of a DELETE where it is optional: given and stale, the DELETE answers 409. */
const optionalVersionQuery = versionQuerySchema.partial();
const deleted = { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) };
const LOCKED_NOTE = 'Approved and billed surveys are locked: 409.';

/** Sheets, lines and variables of a survey, and templates applied to a sheet: all `surveys:write` (fitters too). */
export const surveyContentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const write = [app.authenticate, requirePermission('surveys:write')];

  app.post(
    '/quantity-surveys/:id/sheets',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'Add a sheet; without a number it gets the one after the highest (409 when the number is taken)',
        description: LOCKED_NOTE,
        params: surveyParams,
        body: quantitySurveySheetCreateSchema,
        response: { 201: quantitySurveySheetSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSheet(db, request.auth, request.params.id, request.body)),
  );

  app.patch(
    '/quantity-surveys/:id/sheets/:sheetId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Renumber or retitle a sheet (409 when the number is taken or the version stale)',
        description: LOCKED_NOTE,
        params: sheetParams,
        body: quantitySurveySheetUpdateSchema,
        response: { 200: quantitySurveySheetSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateSheetRecord(db, request.auth, request.params.id, request.params.sheetId, request.body),
  );

  app.delete(
    '/quantity-surveys/:id/sheets/:sheetId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Delete a sheet with its lines and variables; the last sheet stays (409)',
        description: LOCKED_NOTE,
        params: sheetParams,
        querystring: optionalVersionQuery,
        response: deleted,
      },
    },
    async (request, reply) => {
      const { id, sheetId } = request.params;
      await deleteSheetRecord(db, request.auth, id, sheetId, request.query.version ?? null);
      return reply.code(204).send();
    },
  );

  app.post(
    '/quantity-surveys/:id/lines',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Add a line; a taken or absent row gets the next free one (the answer names the row it got)',
        description: `Formulas with errors are stored as typed: they count nothing and block submitting. The photo must be a
file of the survey's project. 409 only when the sheet is full (260 rows). ${LOCKED_NOTE}`,
        params: surveyParams,
        body: quantitySurveyLineCreateSchema,
        response: { 201: quantitySurveyLineSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createLine(db, request.auth, viewerOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/quantity-surveys/:id/lines/:lineId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Change a line; a stale version gets 409 with the line as it is now in `current`',
        description: LOCKED_NOTE,
        params: lineParams,
        body: quantitySurveyLineUpdateSchema,
        response: { 200: quantitySurveyLineSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateLineRecord(
        db,
        request.auth,
        viewerOf(request),
        request.params.id,
        request.params.lineId,
        request.body,
      ),
  );

  app.delete(
    '/quantity-surveys/:id/lines/:lineId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Delete a line (?version=; stale: 409 with the line as it is now)',
        description: LOCKED_NOTE,
        params: lineParams,
        querystring: versionQuerySchema,
        response: deleted,
      },
    },
    async (request, reply) => {
      const { id, lineId } = request.params;
      await deleteLineRecord(db, request.auth, viewerOf(request), id, lineId, request.query.version);
      return reply.code(204).send();
    },
  );

  app.post(
    '/quantity-surveys/:id/variables',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary:
          'Add a variable of a sheet or (sheetId null) of the survey; 409 when the name is taken there',
        description: LOCKED_NOTE,
        params: surveyParams,
        body: quantitySurveyVariableCreateSchema,
        response: { 201: quantitySurveyVariableSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createVariable(db, request.auth, request.params.id, request.body)),
  );

  app.patch(
    '/quantity-surveys/:id/variables/:variableId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Rename a variable or change its value (409 when the name is taken or the version stale)',
        description: LOCKED_NOTE,
        params: variableParams,
        body: quantitySurveyVariableUpdateSchema,
        response: { 200: quantitySurveyVariableSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateVariableRecord(db, request.auth, request.params.id, request.params.variableId, request.body),
  );

  app.delete(
    '/quantity-surveys/:id/variables/:variableId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Delete a variable',
        description: LOCKED_NOTE,
        params: variableParams,
        querystring: optionalVersionQuery,
        response: deleted,
      },
    },
    async (request, reply) => {
      const { id, variableId } = request.params;
      await deleteVariableRecord(db, request.auth, id, variableId, request.query.version ?? null);
      return reply.code(204).send();
    },
  );

  app.post(
    '/quantity-surveys/:id/apply-template',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: "Apply a template to a sheet: parameters become the sheet's variables, lines are appended",
        description: `Every parameter of the template needs a value (400 naming it). Existing sheet variables of the same
name get the new value. One transaction. ${LOCKED_NOTE}`,
        params: surveyParams,
        body: applyTemplateSchema,
        response: { 201: applyTemplateResponseSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await applyTemplate(db, request.auth, viewerOf(request), request.params.id, request.body)),
  );
};
