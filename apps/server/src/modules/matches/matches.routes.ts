import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  acceptAllInputSchema,
  acceptAllResponseSchema,
  applyMatchesInputSchema,
  applyMatchesResponseSchema,
  boqMatchesQuerySchema,
  boqMatchesSchema,
  matchDecisionInputSchema,
  matchDecisionResponseSchema,
} from '@vendoc/contract/matches';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { acceptAll, applyMatches, clearMatch, decideMatch, getMatches } from './matches.service';

const boqParams = z.object({ boqId: idSchema });
const nodeParams = z.object({ boqId: idSchema, nodeId: idSchema });
const clearQuery = z.object({
  catalogId: idSchema
    .optional()
    .describe('Answer with the item as the list of this catalog shows it (else 204, no body)'),
});

/** Matching a BoQ's items to catalog positions: suggestions with reasons, decisions, applying the prices. */
export const matchesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['matches'];
  const security = [{ bearerAuth: [] }];
  const read = [app.authenticate, requirePermission('boqs:read'), requirePermission('catalogs:read')];
  const write = [app.authenticate, requirePermission('boqs:write'), requirePermission('catalogs:read')];

  app.get(
    '/boqs/:boqId/matches',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: "Every item of the BoQ with its decisions and the catalog's best positions for it",
        description: `Items in tree order. Candidates: the catalog's nearest positions by trigram similarity of the
normalised texts (pg_trgm), re-ranked by text, unit, OZ and STLB hints and this company's earlier decisions for
similar texts; a score from 0 to 1 and the reasons. Rejected positions are never suggested again for the item.`,
        params: boqParams,
        querystring: boqMatchesQuerySchema,
        response: { 200: boqMatchesSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getMatches(db, request.auth, request.params.boqId, request.query),
  );

  app.put(
    '/boqs/:boqId/matches/:nodeId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Accept or reject a catalog position for an item; answers the item as the list shows it',
        description: `Accepting replaces the item's accepted position (one per item); variant options are checked
against the position's variants (400 when they cannot be combined). Every decision is remembered for similar
texts.`,
        params: nodeParams,
        body: matchDecisionInputSchema,
        response: { 200: matchDecisionResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      decideMatch(db, request.auth, request.params.boqId, request.params.nodeId, request.body),
  );

  app.delete(
    '/boqs/:boqId/matches/:nodeId',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: "Take the item's accepted position back",
        params: nodeParams,
        querystring: clearQuery,
        response: {
          200: matchDecisionResponseSchema,
          204: z.undefined().describe('Taken back (no catalogId given)'),
          ...problemResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const item = await clearMatch(
        db,
        request.auth,
        request.params.boqId,
        request.params.nodeId,
        request.query.catalogId,
      );
      return item === null ? reply.code(204).send() : item;
    },
  );

  app.post(
    '/boqs/:boqId/matches/accept',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: 'Accept the best candidate of every undecided item whose score reaches the threshold',
        params: boqParams,
        body: acceptAllInputSchema,
        response: { 200: acceptAllResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => acceptAll(db, request.auth, request.params.boqId, request.body),
  );

  app.post(
    '/boqs/:boqId/matches/apply',
    {
      preHandler: write,
      schema: {
        tags,
        security,
        summary: "The accepted positions' prices (with their options) become the items' unit prices",
        description:
          'One transaction: unit prices, subtotals and totals; items whose position has no price are skipped with the reason.',
        params: boqParams,
        body: applyMatchesInputSchema,
        response: { 200: applyMatchesResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => applyMatches(db, request.auth, request.params.boqId, request.body),
  );
};
