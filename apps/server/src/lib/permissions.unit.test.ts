import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleSchema, type Role } from '@vendoc/contract/auth';
import type { AuthContext } from '../plugins/auth';
import { errorsPlugin } from '../plugins/errors';
import { requirePermission } from './permissions';

// A bare app whose "authentication" takes the role from a header, to exercise the preHandler alone.
const app = Fastify();

beforeAll(async () => {
  await app.register(errorsPlugin);
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    const role: Role = roleSchema.parse(request.headers['x-role']);
    request.auth = { userId: 'u', companyId: 'c', role };
  });
  app.get('/settings', { preHandler: requirePermission('company:write') }, async () => ({ ok: true }));
  app.get('/projects', { preHandler: requirePermission('projects:read') }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const statusOf = async (url: string, role: Role) =>
  (await app.inject({ method: 'GET', url, headers: { 'x-role': role } })).statusCode;

describe('requirePermission', () => {
  it('answers 403 problem+json when the role lacks the permission', async () => {
    const response = await app.inject({ method: 'GET', url: '/settings', headers: { 'x-role': 'office' } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await statusOf('/settings', 'fitter')).toBe(403);
  });

  it('lets the roles with the permission through', async () => {
    expect(await statusOf('/settings', 'admin')).toBe(200);
    for (const role of roleSchema.options) expect(await statusOf('/projects', role)).toBe(200);
  });
});
