import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inkShare, pageTexts, pdfImages } from '@vendoc/pdf/poppler';
import { createFilesDir, pdfDocument, pngImage, seedProject, uploadFile } from '../files/files-test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { createPin, createPlan } from './plans-test-support';

let t: TestApp;
let tenant: Tenant;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ filesDir: await createFilesDir() });
  tenant = await seedTenant(t);
  projectId = await seedProject(t.db, tenant.companyId, 'Schule am Park');
});
afterAll(async () => {
  await t?.close();
});

const report = (planId: string, query = '') =>
  call(t, { method: 'GET', url: `/api/v1/plans/${planId}/defect-report.pdf${query}`, as: tenant.fitter });

describe('defect report', () => {
  it('prints the pin list through the defect report layout and the PDF plan page with the pins on it', async () => {
    const fileId = await uploadFile(
      t,
      tenant.office,
      projectId,
      'EG.pdf',
      pdfDocument('Grundriss Erdgeschoss'),
    );
    const plan = await createPlan(t, tenant.office, projectId, {
      name: 'Grundriss EG',
      number: 'A-101',
      fileId,
    });
    await createPin(t, tenant.fitter, plan.id, {
      x: '0.25',
      y: '0.25',
      newSmartNote: { title: 'Riss im Putz', text: 'Über dem Fenster', dueDate: '2026-12-12' },
    });
    await createPin(t, tenant.fitter, plan.id, {
      x: '0.75',
      y: '0.75',
      label: 'Steckdose fehlt',
      type: 'task',
    });

    const response = await report(plan.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = new Uint8Array(response.rawPayload);
    const pages = await pageTexts(pdf);
    const list = pages.slice(0, -1).join('\n');
    expect(list).toContain('Mängelanzeige');
    expect(list).toContain('Nr. 1 · Mangel · Offen · Riss im Putz (Frist 12.12.2026)');
    expect(list).toContain('Über dem Fenster');
    expect(list).toContain('Nr. 2 · Aufgabe · Offen · Steckdose fehlt');
    expect(list).toContain('2 Einträge, davon 2 offen.');
    // The last page: the plan's own text (its page embedded, not rasterised) and the pins' numbers.
    const planPage = pages.at(-1)!;
    expect(planPage).toContain('A-101 Grundriss EG · Index A · Seite 1');
    expect(planPage).toContain('Grundriss Erdgeschoss');
    expect(planPage).toMatch(/\b1\b[\s\S]*\b2\b/);

    const open = await report(plan.id, '?type=task');
    const openList = (await pageTexts(new Uint8Array(open.rawPayload))).slice(0, -1).join('\n');
    expect(openList).toContain('Steckdose fehlt');
    expect(openList).not.toContain('Riss im Putz');
  });

  it('embeds an image plan scaled onto the page, with the pins drawn where they are', async () => {
    // A white plan 400 x 300 px: the only ink on the plan is the pins'.
    const fileId = await uploadFile(
      t,
      tenant.office,
      projectId,
      'OG.png',
      pngImage(400, 300, [255, 255, 255]),
    );
    const plan = await createPlan(t, tenant.office, projectId, { name: 'Grundriss OG', fileId });
    const empty = new Uint8Array((await report(plan.id)).rawPayload);
    const pageCount = (await pageTexts(empty)).length;
    expect(await pdfImages(empty)).toContainEqual([pageCount, 400, 300]);
    // A4 landscape, 12 mm margins and 10 mm heading: the 4:3 plan fills the height; the area holds its top left.
    const corner: [number, number, number, number] = [40, 80, 120, 90];
    expect(await inkShare(empty, pageCount, corner)).toBe(0);

    await createPin(t, tenant.office, plan.id, { x: '0.05', y: '0.05', type: 'defect' });
    const pinned = new Uint8Array((await report(plan.id)).rawPayload);
    expect(await inkShare(pinned, pageCount, corner)).toBeGreaterThan(0.01);
  });

  it('refuses a revision of another plan (400) and says when the plan file is gone', async () => {
    const fileId = await uploadFile(t, tenant.office, projectId, 'Schnitt.png', pngImage(20, 10));
    const plan = await createPlan(t, tenant.office, projectId, { name: 'Schnitt', fileId });
    const bad = await report(plan.id, `?revisionId=${crypto.randomUUID()}`);
    expect(bad.statusCode).toBe(400);
    const removed = await call(t, {
      method: 'DELETE',
      url: `/api/v1/files/${fileId}?version=1`,
      as: tenant.office,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const printed = await report(plan.id);
    expect(printed.statusCode).toBe(200);
    expect((await pageTexts(new Uint8Array(printed.rawPayload))).at(-1)).toContain(
      'Die Plandatei wurde gelöscht.',
    );
  });
});
