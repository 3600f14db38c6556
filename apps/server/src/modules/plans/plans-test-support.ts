import { expect } from 'vitest';
import { planSchema, pinSchema, type PinCreate, type Plan, type PlanCreate } from '@vendoc/contract/plans';
import { projectFiles } from '../../db/schema';
import { call, type SignedInUser } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';

/** A file row of a project (metadata only: a plan checks type and project, the content is read when printing). */
export async function insertPlanFile(
  t: TestApp,
  at: { companyId: string; projectId: string; userId: string },
  contentType = 'application/pdf',
  name = 'Grundriss EG.pdf',
): Promise<string> {
  const [row] = await t.db
    .insert(projectFiles)
    .values({
      companyId: at.companyId,
      projectId: at.projectId,
      name,
      contentType,
      size: 1000,
      sha256: 'd'.repeat(64),
      uploadedBy: at.userId,
    })
    .returning({ id: projectFiles.id });
  return row!.id;
}

/** POST /projects/{projectId}/plans, expecting 201. */
export async function createPlan(
  t: TestApp,
  as: SignedInUser,
  projectId: string,
  body: PlanCreate,
): Promise<Plan> {
  const response = await call(t, { method: 'POST', url: `/api/v1/projects/${projectId}/plans`, as, body });
  expect(response.statusCode, response.body).toBe(201);
  return planSchema.parse(response.json());
}

/** POST /plans/{planId}/pins, expecting 201. */
export async function createPin(t: TestApp, as: SignedInUser, planId: string, body: PinCreate) {
  const response = await call(t, { method: 'POST', url: `/api/v1/plans/${planId}/pins`, as, body });
  expect(response.statusCode, response.body).toBe(201);
  return pinSchema.parse(response.json());
}
