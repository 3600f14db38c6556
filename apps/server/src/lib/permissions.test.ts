import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@vendoc/contract/auth';
import { can, PERMISSIONS, type Permission } from '@vendoc/contract/permissions';
import { seedProject } from '../modules/files/files-test-support';
import { createPlan, insertPlanFile } from '../modules/plans/plans-test-support';
import { addLine, createSurvey, moveTo } from '../modules/quantity-surveys/quantity-surveys-test-support';
import { call, seedTenant, type SignedInUser, type Tenant } from '../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let tenant: Tenant;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
  projectId = await seedProject(t.db, tenant.companyId);
});
afterAll(async () => {
  await t?.close();
});

type Probe = (as: SignedInUser) => Promise<LightMyRequestResponse>;

/** A submitted survey of the office with one valid line (to approve). */
async function submittedSurvey() {
  // Without BoQ: the boqs:write probe adds BoQs to the project, and which one is measured is not the subject here.
  const survey = await createSurvey(t, tenant.office, { projectId, boqId: null, name: 'Zum Freigeben' });
  await addLine(t, tenant.office, survey.id, { sheetId: survey.sheets[0]!.id, expression: '1' });
  return moveTo(t, tenant.office, survey.id, 'submitted');
}

/**
 * For every permission of the table one valid request that needs it (and nothing more): a role with the
 * permission gets 2xx, a role without it 403. Typed as a record, so a new permission cannot be left untested.
 */
const PROBES: Record<Permission, Probe> = {
  'clients:read': (as) => call(t, { method: 'GET', url: '/api/v1/clients', as }),
  'clients:write': (as) =>
    call(t, { method: 'POST', url: '/api/v1/clients', as, body: { kind: 'private', name: 'Neu' } }),
  'projects:read': (as) => call(t, { method: 'GET', url: '/api/v1/projects', as }),
  'projects:write': async (as) => {
    const [clientId] = (await call(t, { method: 'GET', url: '/api/v1/clients', as: tenant.admin }))
      .json<{ items: { id: string }[] }>()
      .items.map((client) => client.id);
    return call(t, { method: 'POST', url: '/api/v1/projects', as, body: { name: 'Neubau', clientId } });
  },
  'projects:delete': async (as) =>
    call(t, { method: 'DELETE', url: `/api/v1/projects/${await seedProject(t.db, tenant.companyId)}`, as }),
  'projects:export': (as) => call(t, { method: 'GET', url: `/api/v1/projects/${projectId}/exports`, as }),
  'files:read': (as) => call(t, { method: 'GET', url: `/api/v1/projects/${projectId}/files`, as }),
  'files:write': (as) =>
    call(t, {
      method: 'POST',
      url: `/api/v1/projects/${projectId}/folders`,
      as,
      body: { name: `Ordner ${as.userName}` },
    }),
  'boqs:read': (as) => call(t, { method: 'GET', url: `/api/v1/projects/${projectId}/boqs`, as }),
  'boqs:write': (as) =>
    call(t, { method: 'POST', url: `/api/v1/projects/${projectId}/boqs`, as, body: { name: 'Nachtrag' } }),
  'catalogs:read': (as) => call(t, { method: 'GET', url: '/api/v1/service-catalogs', as }),
  'catalogs:write': (as) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/service-catalogs',
      as,
      body: { name: `Katalog ${as.userName}`, trade: 'Trockenbau' },
    }),
  'surveys:write': (as) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/quantity-surveys',
      as,
      body: { projectId, boqId: null, name: 'Aufmaß' },
    }),
  'surveys:delete': async (as) => {
    const survey = await createSurvey(t, tenant.office, { projectId, boqId: null, name: 'Vom Büro' });
    return call(t, { method: 'DELETE', url: `/api/v1/quantity-surveys/${survey.id}?version=1`, as });
  },
  'surveys:approve': async (as) => {
    const survey = await submittedSurvey();
    return call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${survey.id}/status`,
      as,
      body: { status: 'approved', version: survey.version },
    });
  },
  'surveyTemplates:write': (as) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/quantity-survey-templates',
      as,
      body: { name: 'Raum', lines: [{ expression: 'L*B' }] },
    }),
  'documentTemplates:read': (as) => call(t, { method: 'GET', url: '/api/v1/document-templates', as }),
  'documentTemplates:write': (as) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/document-templates',
      as,
      body: { kind: 'letter', name: `Brief ${as.userName}` },
    }),
  'orderDocuments:read': (as) => call(t, { method: 'GET', url: '/api/v1/order-documents', as }),
  'orderDocuments:write': (as) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/order-documents',
      as,
      body: { projectId, kind: 'offer', source: { type: 'blank' } },
    }),
  'company:read': (as) => call(t, { method: 'GET', url: '/api/v1/company', as }),
  'company:write': (as) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/company/wage-rates',
      as,
      body: { name: `Lohn ${as.userName}`, hourlyRate: '58.00' },
    }),
  'users:manage': (as) => call(t, { method: 'GET', url: '/api/v1/users', as }),
  'smartNotes:read': (as) => call(t, { method: 'GET', url: '/api/v1/smart-notes', as }),
  'smartNotes:write': (as) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/smart-notes',
      as,
      body: { projectId, type: 'task', title: `Notiz ${as.userName}` },
    }),
  'constructionNotes:read': (as) => call(t, { method: 'GET', url: '/api/v1/construction-notes', as }),
  'constructionNotes:write': async (as) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as,
      body: { projectId: await seedProject(t.db, tenant.companyId), date: '2026-11-02' },
    }),
  'constructionNotes:sign': async (as) => {
    const body = { projectId: await seedProject(t.db, tenant.companyId), date: '2026-11-02' };
    const note = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.office,
      body,
    });
    return call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${note.json<{ id: string }>().id}/sign`,
      as,
      body: {
        version: 1,
        siteManagerName: 'Olaf Bauleiter',
        siteManagerSignature: 'data:image/png;base64,AAAA',
      },
    });
  },
  'plans:read': (as) => call(t, { method: 'GET', url: `/api/v1/projects/${projectId}/plans`, as }),
  'plans:write': async (as) =>
    call(t, {
      method: 'POST',
      url: `/api/v1/projects/${projectId}/plans`,
      as,
      body: { name: 'Grundriss EG', fileId: await planFile() },
    }),
  'planPins:write': async (as) => {
    const plan = await createPlan(t, tenant.office, projectId, {
      name: 'Grundriss',
      fileId: await planFile(),
    });
    return call(t, {
      method: 'POST',
      url: `/api/v1/plans/${plan.id}/pins`,
      as,
      body: { x: '0.5', y: '0.5' },
    });
  },
};

const planFile = () =>
  insertPlanFile(t, { companyId: tenant.companyId, projectId, userId: tenant.office.userId });

const ROLES: Role[] = ['fitter', 'office', 'admin'];

describe('the permission table is what the server enforces', () => {
  for (const role of ROLES) {
    it.each([...PERMISSIONS])(`${role}: %s`, async (permission) => {
      const response = await PROBES[permission](tenant[role]);
      if (can(role, permission)) {
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body).toBeLessThan(300);
      } else {
        expect(response.statusCode, response.body).toBe(403);
      }
    });
  }
});
