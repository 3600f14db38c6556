import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_WARNINGS_HEADER, type DocumentTemplate } from '@vendoc/contract/document-template-records';
import { starterTemplate } from '@vendoc/designer/starters';
import { pageTexts } from '@vendoc/pdf/poppler';
import { documentTemplates } from '../../db/schema';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedProject } from '../files/files-test-support';
import { createSurvey } from '../quantity-surveys/quantity-surveys-test-support';
import { listTemplates } from './document-templates-test-support';
import { insertTemplate } from './document-templates.repository';

// Stored layouts this server cannot read (see readStoredLayout): never a 500.
let t: TestApp;
let tenant: Tenant;
let futureId: string;
let corruptId: string;
const url = (id: string, rest = '') => `/api/v1/document-templates/${id}${rest}`;
const FUTURE = { ...starterTemplate('letter'), schemaVersion: 99, hologram: true };
const CORRUPT = { ...starterTemplate('letter'), firstPage: 'kaputt' };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
  await listTemplates(t, tenant.office); // the starters first
  futureId = await insertTemplate(t.db, tenant.companyId, {
    kind: 'letter',
    name: 'Zukunft',
    template: FUTURE,
  });
  corruptId = await insertTemplate(t.db, tenant.companyId, {
    kind: 'letter',
    name: 'Kaputt',
    template: CORRUPT,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('a stored layout that cannot be read', () => {
  it('is listed with its problem; readable ones are listed without', async () => {
    const letters = await listTemplates(t, tenant.office, 'letter');
    const byName = new Map(letters.map((item) => [item.name, item]));
    expect(byName.get('Zukunft')?.layoutProblem).toContain('unbekanntes Format (Version 99)');
    expect(byName.get('Kaputt')?.layoutProblem).toContain('beschädigt');
    expect(byName.get('Brief (DIN 5008)')).not.toHaveProperty('layoutProblem');
  });

  it('answers get, duplicate, preview and set-default with 422 problem+json naming the version or the path', async () => {
    const future = await call(t, { method: 'GET', url: url(futureId), as: tenant.office });
    expect(future.statusCode).toBe(422);
    expect(future.headers['content-type']).toContain('application/problem+json');
    expect(future.json<{ detail: string }>().detail).toContain('unbekanntes Format (Version 99)');
    expect(fieldErrorPaths(future)).toEqual(['template.schemaVersion']);
    const corrupt = await call(t, { method: 'GET', url: url(corruptId), as: tenant.office });
    expect(corrupt.statusCode).toBe(422);
    expect(fieldErrorPaths(corrupt)).toContain('template.firstPage');
    for (const [method, rest, body] of [
      ['POST', '/duplicate', { name: 'Kopie' }],
      ['POST', '/preview', {}],
      ['POST', '/default', {}],
    ] as const) {
      const response = await call(t, { method, url: url(futureId, rest), as: tenant.office, body });
      expect(response.statusCode, rest).toBe(422);
    }
    const [row] = await t.db
      .select({ isDefault: documentTemplates.isDefault })
      .from(documentTemplates)
      .where(eq(documentTemplates.id, futureId));
    expect(row?.isDefault).toBe(false);
  });

  it('refuses a rename alone (422, nothing stored) but is repaired by storing a new layout', async () => {
    const rename = await call(t, {
      method: 'PATCH',
      url: url(corruptId),
      as: tenant.office,
      body: { name: 'Neu', version: 1 },
    });
    expect(rename.statusCode).toBe(422);
    const [row] = await t.db
      .select({ name: documentTemplates.name, version: documentTemplates.version })
      .from(documentTemplates)
      .where(eq(documentTemplates.id, corruptId));
    expect(row).toEqual({ name: 'Kaputt', version: 1 });
    const repair = await call(t, {
      method: 'PATCH',
      url: url(corruptId),
      as: tenant.office,
      body: { name: 'Repariert', template: starterTemplate('letter'), version: 1 },
    });
    expect(repair.statusCode, repair.body).toBe(200);
    expect(repair.json<DocumentTemplate>()).toMatchObject({ name: 'Repariert', version: 2 });
    expect((await call(t, { method: 'GET', url: url(corruptId), as: tenant.office })).statusCode).toBe(200);
  });

  it('previews unsaved changes of it and can be deleted', async () => {
    const preview = await call(t, {
      method: 'POST',
      url: url(futureId, '/preview'),
      as: tenant.office,
      body: { template: starterTemplate('letter') },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const removed = await call(t, { method: 'DELETE', url: url(futureId), as: tenant.office });
    expect(removed.statusCode).toBe(204);
  });

  it('as the default survey sheet layout, prints the survey with the built-in starter and a warning', async () => {
    const projectId = await seedProject(t.db, tenant.companyId);
    const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Keller' });
    await t.db
      .update(documentTemplates)
      .set({ template: { ...FUTURE, kind: 'quantitySurveySheet' } })
      .where(
        and(
          eq(documentTemplates.companyId, tenant.companyId),
          eq(documentTemplates.kind, 'quantitySurveySheet'),
          eq(documentTemplates.isDefault, true),
        ),
      );
    const response = await call(t, {
      method: 'GET',
      url: `/api/v1/quantity-surveys/${survey.id}/pdf`,
      as: tenant.fitter,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await pageTexts(new Uint8Array(response.rawPayload))).join('\n')).toContain('Aufmaßblatt');
    const warnings = JSON.parse(String(response.headers[TEMPLATE_WARNINGS_HEADER])) as { message: string }[];
    expect(warnings[0]?.message).toContain('Standardvorlage ist nicht lesbar');
  });
});
