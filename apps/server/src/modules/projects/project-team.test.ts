import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema } from '@vendoc/contract/clients';
import {
  projectListSchema,
  projectSchema,
  projectTeamUsersSchema,
  type Project,
  type ProjectCreate,
} from '@vendoc/contract/projects';
import { projectMembers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  fieldErrorPaths,
  seedTenant,
  signedInUser,
  type SignedInUser,
  type Tenant,
} from '../../test/tenant-fixtures';
import { setUserActive } from '../users/users.repository';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  const client = await call(t, {
    method: 'POST',
    url: '/api/v1/clients',
    as: tenant.office,
    body: { kind: 'commercial', name: 'Wohnbau Nord GmbH' },
  });
  clientId = clientSchema.parse(client.json()).id;
});
afterAll(async () => {
  await t?.close();
});

const baseProject = (memberIds: string[] = []): ProjectCreate => ({
  name: 'Neubau Kita Sonnenschein',
  clientId,
  status: 'order',
  memberIds,
});

async function createProject(body: ProjectCreate): Promise<Project> {
  const response = await call(t, { method: 'POST', url: '/api/v1/projects', as: tenant.office, body });
  expect(response.statusCode, response.body).toBe(201);
  return projectSchema.parse(response.json());
}

const put = (project: Project, memberIds: unknown, version = project.version) =>
  call(t, {
    method: 'PUT',
    url: `/api/v1/projects/${project.id}`,
    as: tenant.office,
    body: { ...baseProject(), memberIds, version },
  });

const sorted = (ids: string[]) => [...ids].sort();

async function memberRows(projectId: string) {
  const rows = await t.db
    .select({ n: count() })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return rows[0]?.n ?? 0;
}

describe('project teams (memberIds)', () => {
  it('creates a project with its team, and replaces the team with the version', async () => {
    const fitter = await signedInUser(t, 'fitter', tenant.companyId);
    const project = await createProject(baseProject([tenant.fitter.userId, fitter.userId, fitter.userId]));
    expect(sorted(project.memberIds)).toEqual(sorted([tenant.fitter.userId, fitter.userId]));

    const changed = await put(project, [fitter.userId, tenant.office.userId]);
    expect(changed.statusCode, changed.body).toBe(200);
    const updated = projectSchema.parse(changed.json());
    expect(updated.version).toBe(project.version + 1);
    expect(sorted(updated.memberIds)).toEqual(sorted([fitter.userId, tenant.office.userId]));
    const read = await call(t, { method: 'GET', url: `/api/v1/projects/${project.id}`, as: tenant.fitter });
    expect(sorted(projectSchema.parse(read.json()).memberIds)).toEqual(sorted(updated.memberIds));

    const stale = await put(project, []);
    expect(stale.statusCode).toBe(409);
    expect(await memberRows(project.id)).toBe(2);
    const emptied = await put(updated, []);
    expect(projectSchema.parse(emptied.json()).memberIds).toEqual([]);
    expect(await memberRows(project.id)).toBe(0);
  });

  it("refuses bad ids, another company's and inactive users with 400 and changes nothing", async () => {
    const project = await createProject(baseProject([tenant.fitter.userId]));
    const badId = await put(project, ['not-a-uuid']);
    expect(badId.statusCode).toBe(400);
    expect(badId.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(badId)).toEqual(['memberIds.0']);
    expect(fieldErrorPaths(await put(project, 'everyone'))).toEqual(['memberIds']);

    const foreign = await put(project, [tenant.fitter.userId, other.fitter.userId]);
    expect(foreign.statusCode).toBe(400);
    expect(fieldErrorPaths(foreign)).toEqual(['memberIds.1']);
    const unknown = await put(project, ['00000000-0000-4000-8000-000000000000']);
    expect(fieldErrorPaths(unknown)).toEqual(['memberIds.0']);

    const leaving = await signedInUser(t, 'fitter', tenant.companyId);
    await setUserActive(t.db, leaving.userId, false);
    expect(fieldErrorPaths(await put(project, [leaving.userId]))).toEqual(['memberIds.0']);
    const created = await call(t, {
      method: 'POST',
      url: '/api/v1/projects',
      as: tenant.office,
      body: baseProject([leaving.userId]),
    });
    expect(fieldErrorPaths(created)).toEqual(['memberIds.0']);

    const current = await call(t, {
      method: 'GET',
      url: `/api/v1/projects/${project.id}`,
      as: tenant.office,
    });
    expect(projectSchema.parse(current.json())).toMatchObject({
      version: project.version,
      memberIds: [tenant.fitter.userId],
    });
  });

  it('keeps a member who was deactivated meanwhile', async () => {
    const member = await signedInUser(t, 'fitter', tenant.companyId);
    const project = await createProject(baseProject([member.userId]));
    await setUserActive(t.db, member.userId, false);
    const kept = await put(project, [member.userId, tenant.fitter.userId]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(sorted(projectSchema.parse(kept.json()).memberIds)).toEqual(
      sorted([member.userId, tenant.fitter.userId]),
    );
  });

  it("lists the company's users for the team picker, no other company's", async () => {
    const response = await call(t, { method: 'GET', url: '/api/v1/projects/team-users', as: tenant.office });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = projectTeamUsersSchema.parse(response.json());
    const ids = items.map((user) => user.id);
    expect(ids).toEqual(expect.arrayContaining([tenant.fitter.userId, tenant.office.userId]));
    expect(ids).not.toContain(other.fitter.userId);
    expect(items.find((user) => user.id === tenant.fitter.userId)).toMatchObject({
      role: 'fitter',
      active: true,
    });
  });
});

describe('GET /api/v1/projects?mine=true', () => {
  it("lists the caller's projects only: responsible for or in the team of", async () => {
    const fitter: SignedInUser = await signedInUser(t, 'fitter', tenant.companyId);
    const responsible = await createProject({ ...baseProject(), responsibleUserId: fitter.userId });
    const member = await createProject(baseProject([fitter.userId]));
    await createProject(baseProject([tenant.fitter.userId]));
    const list = (url: string) =>
      call(t, { method: 'GET', url, as: fitter }).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return projectListSchema.parse(response.json());
      });
    const mine = await list('/api/v1/projects?mine=true&limit=200');
    expect(sorted(mine.items.map((project) => project.id))).toEqual(sorted([responsible.id, member.id]));
    expect(mine.total).toBe(2);
    const all = await list('/api/v1/projects?mine=false&limit=200');
    expect(all.total).toBeGreaterThan(2);
    const bad = await call(t, { method: 'GET', url: '/api/v1/projects?mine=yes', as: fitter });
    expect(bad.statusCode).toBe(400);
  });
});
