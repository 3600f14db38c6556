import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@vendoc/contract/common';
import {
  userCreateSchema,
  userListQuerySchema,
  userListSchema,
  userSchema,
  userUpdateSchema,
} from '@vendoc/contract/users';
import type { Database } from '../../db/client';
import { requirePermission } from '../../lib/permissions';
import { problemResponses } from '../../lib/problem-responses';
import { createAccount, getUser, listUsersPage, updateAccountRecord } from './users-management.service';

const idParams = z.object({ id: idSchema });
const common = { tags: ['users'], security: [{ bearerAuth: [] }] };

/** /api/v1/users: the company's users, managed by administrators. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const canManage = [app.authenticate, requirePermission('users:manage')];

  app.get(
    '/users',
    {
      preHandler: canManage,
      schema: {
        ...common,
        summary: 'List the users of the company (administrators): search over user name, name and e-mail',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listUsersPage(db, request.auth.companyId, request.query),
  );

  app.get(
    '/users/:id',
    {
      preHandler: canManage,
      schema: {
        ...common,
        summary: 'One user of the company (administrators)',
        params: idParams,
        response: { 200: userSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getUser(db, request.auth.companyId, request.params.id),
  );

  app.post(
    '/users',
    {
      preHandler: canManage,
      schema: {
        ...common,
        summary: 'Create a user with an initial password (administrators); a taken user name gets 409',
        body: userCreateSchema,
        response: { 201: userSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await createAccount(db, request.auth.companyId, request.body);
      return reply.code(201).send(user);
    },
  );

  app.patch(
    '/users/:id',
    {
      preHandler: canManage,
      schema: {
        ...common,
        summary:
          'Change name, e-mail, role or activation (administrators). The last active administrator stays; ' +
          'deactivating signs the user out everywhere',
        params: idParams,
        body: userUpdateSchema,
        response: { 200: userSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateAccountRecord(db, request.auth.companyId, request.params.id, request.body, app.now()),
  );
};
