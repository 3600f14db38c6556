import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clientSchema } from '@vendoc/contract/clients';
import { constructionNoteSchema, type ConstructionNote } from '@vendoc/contract/construction-notes';
import { projectSchema } from '@vendoc/contract/projects';
import { constructionNotes } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { call, type SignedInUser, type Tenant } from '../../test/tenant-fixtures';

/** A 1 x 1 transparent PNG as a drawn signature. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HgAAAAJJREFUeJxjYAAAAAIAAeIhvDMAAAAASUVORK5CYII=';

/** A project of the tenant (status order), with `memberIds` in its team. */
export async function seedProject(t: TestApp, tenant: Tenant, memberIds: string[] = []): Promise<string> {
  const client = await call(t, {
    method: 'POST',
    url: '/api/v1/clients',
    as: tenant.office,
    body: { kind: 'commercial', name: 'Wohnbau Nord GmbH' },
  });
  const project = await call(t, {
    method: 'POST',
    url: '/api/v1/projects',
    as: tenant.office,
    body: {
      name: 'Neubau Kita Sonnenschein',
      clientId: clientSchema.parse(client.json()).id,
      status: 'order',
      memberIds,
    },
  });
  expect(project.statusCode, project.body).toBe(201);
  return projectSchema.parse(project.json()).id;
}

export async function createNote(
  t: TestApp,
  as: SignedInUser,
  body: Record<string, unknown>,
): Promise<ConstructionNote> {
  const response = await call(t, { method: 'POST', url: '/api/v1/construction-notes', as, body });
  expect(response.statusCode, response.body).toBe(201);
  return constructionNoteSchema.parse(response.json());
}

export async function signNote(
  t: TestApp,
  as: SignedInUser,
  note: ConstructionNote,
): Promise<ConstructionNote> {
  const response = await call(t, {
    method: 'POST',
    url: `/api/v1/construction-notes/${note.id}/sign`,
    as,
    body: { version: note.version, siteManagerName: 'Olaf Bauleiter', siteManagerSignature: SIGNATURE },
  });
  expect(response.statusCode, response.body).toBe(200);
  return constructionNoteSchema.parse(response.json());
}

export async function getNote(t: TestApp, as: SignedInUser, id: string): Promise<ConstructionNote> {
  const response = await call(t, { method: 'GET', url: `/api/v1/construction-notes/${id}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return constructionNoteSchema.parse(response.json());
}

/** How many diary rows (days and revisions) the project has: to check that a refused write stored nothing. */
export async function countDays(t: TestApp, projectId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(constructionNotes)
    .where(eq(constructionNotes.projectId, projectId));
  return row?.n ?? 0;
}
