import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_WARNINGS_HEADER } from '@vendoc/contract/document-template-records';
import { pageTexts, pdfImages } from '@vendoc/pdf/poppler';
import { createElement } from '@vendoc/designer/element-defaults';
import { databaseFingerprint } from '../../test/database-fingerprint';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, pngImage } from '../files/files-test-support';
import { listTemplates, pdfOf } from './document-templates-test-support';

let t: TestApp;
let tenant: Tenant;
const preview = (id: string, body: unknown = {}) =>
  call(t, { method: 'POST', url: `/api/v1/document-templates/${id}/preview`, as: tenant.office, body });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
});
afterAll(async () => {
  await t?.close();
});

describe('preview', () => {
  it('renders a starter to PDF with the sample data of its kind, without warnings', async () => {
    const [offer] = await listTemplates(t, tenant.office, 'offer');
    const started = performance.now();
    const response = await preview(offer!.id);
    const ms = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = pdfOf(response);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = (await pageTexts(pdf)).join('\n');
    expect(text).toContain('Wohnbau Rhein GmbH');
    expect(text).toContain('Kunststofffenster 1-flg. 1000 x 1200 mm');
    expect(JSON.parse(String(response.headers[TEMPLATE_WARNINGS_HEADER]))).toEqual([]);
    console.info(`preview of the offer starter: ${Math.round(ms)} ms`);
  });

  it('renders unsaved changes; unknown data paths are warnings rendered empty, never a crash', async () => {
    const [letter] = await listTemplates(t, tenant.office, 'letter');
    const stored = await call(t, {
      method: 'GET',
      url: `/api/v1/document-templates/${letter!.id}`,
      as: tenant.office,
    });
    const template = stored.json<{ template: { firstPage: { elements: unknown[] } } }>().template;
    template.firstPage.elements.push(
      createElement('field', { id: 'unknown-field', path: 'client.shoeSize', x: 25, y: 200 }),
    );
    const response = await preview(letter!.id, { template });
    expect(response.statusCode, response.body).toBe(200);
    expect(Buffer.from(pdfOf(response).subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const warnings = JSON.parse(String(response.headers[TEMPLATE_WARNINGS_HEADER])) as { path: string }[];
    expect(warnings).toEqual([
      expect.objectContaining({ elementId: 'unknown-field', path: 'client.shoeSize' }),
    ]);
  });

  it('refuses an invalid unsaved layout naming the path', async () => {
    const [letter] = await listTemplates(t, tenant.office, 'letter');
    const before = await databaseFingerprint(t.db);
    const response = await preview(letter!.id, { template: { schemaVersion: 2, kind: 'letter' } });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorPaths(response)).toContain('template.page');
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it("prints the company's logo where the layout places it", async () => {
    const [offer] = await listTemplates(t, tenant.office, 'offer');
    const without = await pdfImages(pdfOf(await preview(offer!.id)));
    const body = multipartBody([
      { name: 'file', filename: 'logo.png', content: pngImage(16, 8, [0, 90, 160]) },
    ]);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/company/logo',
      headers: { ...tenant.admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withLogo = await pdfImages(pdfOf(await preview(offer!.id)));
    expect(withLogo.length).toBe(without.length + 1);
    expect(withLogo).toContainEqual([expect.any(Number), 16, 8]);
  });
});
