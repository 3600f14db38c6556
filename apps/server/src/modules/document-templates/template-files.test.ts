import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTemplate, DocumentTemplateFile } from '@vendoc/contract/document-template-records';
import { createElement } from '@vendoc/designer/element-defaults';
import { pageTexts, pdfImages } from '@vendoc/pdf/poppler';
import { databaseFingerprint } from '../../test/database-fingerprint';
import { call, fieldErrorPaths, seedTenant, signedInUser, type Tenant } from '../../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from '../files/files-test-support';
import { createTemplate, pdfOf, uploadTemplateFile, withFileImage } from './document-templates-test-support';

const LIMIT = 64 * 1024;
let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: LIMIT });
  tenant = await seedTenant(t);
});
afterAll(async () => {
  await t?.close();
});

const upload = (content: Buffer | string, filename: string, as = tenant.office) =>
  uploadTemplateFile(t, as, content, filename);

async function uploaded(content: Buffer | string, filename: string): Promise<DocumentTemplateFile> {
  const response = await upload(content, filename);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DocumentTemplateFile>();
}

const patch = (template: DocumentTemplate, body: unknown) =>
  call(t, { method: 'PATCH', url: `/api/v1/document-templates/${template.id}`, as: tenant.office, body });

describe('images and letterheads of layouts', () => {
  it('stores PNG images and PDFs, and serves them back', async () => {
    const png = pngImage(12, 6, [10, 120, 40]);
    const file = await uploaded(png, 'stempel.png');
    expect(file).toMatchObject({ name: 'stempel.png', contentType: 'image/png', size: png.length });
    const content = await call(t, {
      method: 'GET',
      url: `/api/v1/document-templates/files/${file.id}`,
      as: tenant.office,
    });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(png)).toBe(true);
    const stranger = await signedInUser(t, 'office');
    const foreign = await call(t, {
      method: 'GET',
      url: `/api/v1/document-templates/files/${file.id}`,
      as: stranger,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses what is not an image or PDF (422) and files over the upload limit (413), keeping nothing', async () => {
    const before = await databaseFingerprint(t.db);
    const text = await upload('kein Bild', 'bild.png');
    expect(text.statusCode, text.body).toBe(422);
    expect(text.headers['content-type']).toContain('application/problem+json');
    const large = await upload(Buffer.concat([pngImage(4, 4), Buffer.alloc(LIMIT)]), 'briefpapier.png');
    expect(large.statusCode, large.body).toBe(413);
    const fitter = await upload(pngImage(2, 2), 'x.png', tenant.fitter);
    expect(fitter.statusCode).toBe(403);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('places an uploaded image and a letterhead PDF background in the preview', async () => {
    const template = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Mit Briefpapier' });
    const offer = await createTemplate(t, tenant.office, { kind: 'offer', name: 'Als Briefpapier' });
    const letterhead = await call(t, {
      method: 'POST',
      url: `/api/v1/document-templates/${offer.id}/preview`,
      as: tenant.office,
      body: {},
    });
    const background = await uploaded(letterhead.rawPayload, 'briefpapier.pdf');
    expect(background.contentType).toBe('application/pdf');
    const image = await uploaded(pngImage(20, 10, [200, 0, 0]), 'siegel.png');
    const layout = structuredClone(template.template);
    layout.firstPage.background = { type: 'pdf', fileId: background.id, page: 1 };
    layout.firstPage.elements.push(
      createElement('image', {
        id: 'siegel',
        x: 25,
        y: 250,
        width: 20,
        height: 10,
        source: { type: 'file', fileId: image.id },
      }),
    );
    const stored = await patch(template, { template: layout, version: 1 });
    expect(stored.statusCode, stored.body).toBe(200);
    const preview = await call(t, {
      method: 'POST',
      url: `/api/v1/document-templates/${template.id}/preview`,
      as: tenant.office,
      body: {},
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const pdf = pdfOf(preview);
    expect(await pdfImages(pdf)).toContainEqual([1, 20, 10]);
    // The letterhead is an offer's first page: its positions show under the letter.
    const [page] = await pageTexts(pdf);
    expect(page).toContain('Kunststofffenster 1-flg. 1000 x 1200 mm');
  });

  it('refuses unknown files (400) and a PDF where an image belongs (422), naming the path, storing nothing', async () => {
    const template = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Falsch' });
    const pdfFile = await uploaded('%PDF-1.7\n%%EOF\n', 'leer.pdf');
    const withImage = (fileId: string) => withFileImage(template.template, 'bild', fileId);
    const index = template.template.firstPage.elements.length;
    const before = await databaseFingerprint(t.db);
    const unknown = await patch(template, {
      template: withImage('00000000-0000-4000-8000-000000000001'),
      version: 1,
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(fieldErrorPaths(unknown)).toEqual([`template.firstPage.elements[${index}].source.fileId`]);
    const wrongKind = await patch(template, { template: withImage(pdfFile.id), version: 1 });
    expect(wrongKind.statusCode, wrongKind.body).toBe(422);
    expect(fieldErrorPaths(wrongKind)).toEqual([`template.firstPage.elements[${index}].source.fileId`]);
    const preview = await call(t, {
      method: 'POST',
      url: `/api/v1/document-templates/${template.id}/preview`,
      as: tenant.office,
      body: { template: withImage(pdfFile.id) },
    });
    expect(preview.statusCode).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
