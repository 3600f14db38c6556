import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  projectCreateSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  projectTeamUsersSchema,
  projectUpdateSchema,
} from '@vendoc/contract/projects';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import {
  createProject,
  deleteProjectRecord,
  listProjectsPage,
  openProject,
  teamUsers,
  updateProjectRecord,
} from './projects.service';

const idParams = z.object({ id: idSchema });
const common = { tags: ['projects'], security: [{ bearerAuth: [] }] };

/** /api/v1/projects: the company's projects (Bauvorhaben). */
export const projectsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canRead = [app.authenticate, requirePermission('projects:read')];
  const canWrite = [app.authenticate, requirePermission('projects:write')];
  const canDelete = [app.authenticate, requirePermission('projects:delete')];

  app.get(
    '/projects',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary:
          'List projects: search over number, name, client and site; status (repeatable) and client filters; ' +
          "sort 'recent' (default: the caller's recently opened first); mine=true: the caller's projects " +
          '(responsible or in the team)',
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listProjectsPage(db, request.auth, request.query),
  );

  app.get(
    '/projects/team-users',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary:
          "The company's users a project team can have (active ones; inactive ones stay in their teams)",
        response: { 200: projectTeamUsersSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => teamUsers(db, request.auth),
  );

  app.get(
    '/projects/:id',
    {
      preHandler: canRead,
      schema: {
        ...common,
        summary: "One project; opening it records the caller's visit (for 'recently used first')",
        params: idParams,
        response: { 200: projectSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => openProject(db, request.auth, request.params.id, app.now()),
  );

  app.post(
    '/projects',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: "Create a project; the project number comes from the company's number range",
        body: projectCreateSchema,
        response: { 201: projectSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const project = await createProject(db, request.auth, request.body, app.now());
      return reply.code(201).send(project);
    },
  );

  app.put(
    '/projects/:id',
    {
      preHandler: canWrite,
      schema: {
        ...common,
        summary: 'Replace a project (also to move its status); a stale version gets 409 with `current`',
        params: idParams,
        body: projectUpdateSchema,
        response: { 200: projectSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateProjectRecord(db, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/projects/:id',
    {
      preHandler: canDelete,
      schema: {
        ...common,
        summary: 'Delete an empty project; a project with content gets 409 (archive it instead)',
        params: idParams,
        response: { 204: z.undefined().describe('Deleted'), ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteProjectRecord(db, request.auth.companyId, request.params.id);
      return reply.code(204).send();
    },
  );
};
