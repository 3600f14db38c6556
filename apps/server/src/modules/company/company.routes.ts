import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  companySchema,
  companyUpdateSchema,
  dunningUpdateSchema,
  numberRangeKindSchema,
  numberRangeSchema,
  numberRangeUpdateSchema,
  wageRateInputSchema,
  wageRateSchema,
  wageRateUpdateSchema,
} from '@vendoc/contract/company';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  createWageRate,
  deleteWageRateRecord,
  getCompany,
  updateCompanyRecord,
  updateDunningRecord,
  updateNumberRangeRecord,
  updateWageRateRecord,
  type LogoUrlFor,
} from './company.service';

export interface CompanyRoutesOptions {
  db: Database;
  /** The logo's URL for a user (the files module signs it); by default the plain logo route with its version. */
  logoUrl?: LogoUrlFor;
}

const unsignedLogoUrl: LogoUrlFor = (_userId, logoSha256) =>
  `/api/v1/company/logo?v=${logoSha256.slice(0, 16)}`;

const common = { tags: ['company'], security: [{ bearerAuth: [] }] };

/** /api/v1/company: the signed-in user's company, its number ranges and wage rates (administrators edit). */
export const companyRoutes: FastifyPluginAsyncZod<CompanyRoutesOptions> = async (app, options) => {
  const { db } = options;
  const logoUrl = options.logoUrl ?? unsignedLogoUrl;
  const canRead = [app.authenticate, requirePermission('company:read')];
  const canWrite = [app.authenticate, requirePermission('company:write')];
  const contextOf = (request: FastifyRequest) => ({
    db,
    companyId: request.auth.companyId,
    userId: request.auth.userId,
    now: app.now(),
    logoUrl,
  });

  app.get(
    '/company',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: 'The company: data, logo URL, all number ranges (defaults included) and wage rates',
        response: { 200: companySchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => getCompany(contextOf(request)),
  );

  app.put(
    '/company',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Replace the company data (administrators); a stale version gets 409 with `current`',
        body: companyUpdateSchema,
        response: { 200: companySchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request) => updateCompanyRecord(contextOf(request), request.body),
  );

  app.put(
    '/company/dunning',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary:
          'Replace the dunning settings (administrators); a stale company version gets 409 with `current`',
        body: dunningUpdateSchema,
        response: { 200: companySchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request) => updateDunningRecord(contextOf(request), request.body),
  );

  app.put(
    '/company/number-ranges/:kind',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Edit a number range (administrators); a stale version gets 409 with `current`',
        params: z.object({ kind: numberRangeKindSchema }),
        body: numberRangeUpdateSchema,
        response: { 200: numberRangeSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request) => updateNumberRangeRecord(contextOf(request), request.params.kind, request.body),
  );

  app.post(
    '/company/wage-rates',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Add a wage rate (administrators)',
        body: wageRateInputSchema,
        response: { 201: wageRateSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rate = await createWageRate(db, request.auth.companyId, request.body);
      return reply.code(201).send(rate);
    },
  );

  const wageRateParams = z.object({ id: idSchema });

  app.put(
    '/company/wage-rates/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Replace a wage rate (administrators); a stale version gets 409 with `current`',
        params: wageRateParams,
        body: wageRateUpdateSchema,
        response: { 200: wageRateSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateWageRateRecord(db, request.auth.companyId, request.params.id, request.body),
  );

  app.delete(
    '/company/wage-rates/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Delete a wage rate (administrators)',
        params: wageRateParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteWageRateRecord(db, request.auth.companyId, request.params.id);
      return reply.code(204).send();
    },
  );
};
