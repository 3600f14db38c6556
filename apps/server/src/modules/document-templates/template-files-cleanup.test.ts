import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTemplate, DocumentTemplateFile } from '@vendoc/contract/document-template-records';
import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { documentTemplateFiles } from '../../db/schema';
import { call, seedTenant, signedInUser, type SignedInUser, type Tenant } from '../../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from '../files/files-test-support';
import { createTemplate, uploadTemplateFile, withFileImage } from './document-templates-test-support';

// Files of layouts that no layout of the company references any more are removed (rows and blobs) when a
// template is stored or deleted, once they are older than the grace period (24 h).
let t: TestApp;
let tenant: Tenant;
let colour = 0;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
});
afterAll(async () => {
  await t?.close();
});

/** Uploads a PNG of its own content (so no two tests share a blob); its file and the blob's hash. */
async function uploadPng(as: SignedInUser = tenant.office) {
  colour += 1;
  const content = pngImage(8, 4, [colour, 80, 160]);
  const response = await uploadTemplateFile(t, as, content, `bild-${colour}.png`);
  expect(response.statusCode, response.body).toBe(201);
  return {
    file: response.json<DocumentTemplateFile>(),
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

/** Makes the files look uploaded 25 hours ago: past the grace period. */
async function age(...fileIds: string[]) {
  await t.db
    .update(documentTemplateFiles)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(inArray(documentTemplateFiles.id, fileIds));
}

async function fileExists(fileId: string): Promise<boolean> {
  const rows = await t.db
    .select({ id: documentTemplateFiles.id })
    .from(documentTemplateFiles)
    .where(eq(documentTemplateFiles.id, fileId));
  return rows.length > 0;
}
const blobExists = async (sha256: string) => (await t.app.fileStorage.stat(sha256)) !== null;

const withLogo = (layout: DesignerTemplate, fileId: string) => withFileImage(layout, 'logo', fileId);

async function store(template: DocumentTemplate, layout: DesignerTemplate, as = tenant.office) {
  const url = `/api/v1/document-templates/${template.id}`;
  const response = await call(t, {
    method: 'PATCH',
    url,
    as,
    body: { template: layout, version: template.version },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocumentTemplate>();
}

describe('cleanup of template files', () => {
  it("removes a replaced logo's file and blob once it is past the grace period", async () => {
    const template = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Logo alt' });
    const old = await uploadPng();
    const placed = await store(template, withLogo(template.template, old.file.id));
    await age(old.file.id);
    const replacement = await uploadPng();
    await store(placed, withLogo(placed.template, replacement.file.id));
    expect(await fileExists(old.file.id)).toBe(false);
    expect(await blobExists(old.sha256)).toBe(false);
    expect(await fileExists(replacement.file.id)).toBe(true);
    expect(await blobExists(replacement.sha256)).toBe(true);
  });

  it('keeps a file another template (or a background) still references, until the last one goes', async () => {
    const first = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Erste' });
    const second = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Zweite' });
    const shared = await uploadPng();
    const letterheadResponse = await uploadTemplateFile(t, tenant.office, '%PDF-1.7\n%%EOF\n', 'bogen.pdf');
    const letterhead = letterheadResponse.json<DocumentTemplateFile>();
    const firstLayout = withLogo(first.template, shared.file.id);
    firstLayout.followingPages.background = { type: 'pdf', fileId: letterhead.id, page: 1 };
    await store(first, firstLayout);
    await store(second, withLogo(second.template, shared.file.id));
    await age(shared.file.id, letterhead.id);
    const removed = await call(t, {
      method: 'DELETE',
      url: `/api/v1/document-templates/${second.id}`,
      as: tenant.office,
    });
    expect(removed.statusCode).toBe(204);
    expect(await fileExists(shared.file.id)).toBe(true);
    expect(await fileExists(letterhead.id)).toBe(true);
    expect(await blobExists(shared.sha256)).toBe(true);
    const last = await call(t, {
      method: 'DELETE',
      url: `/api/v1/document-templates/${first.id}`,
      as: tenant.office,
    });
    expect(last.statusCode).toBe(204);
    expect(await fileExists(shared.file.id)).toBe(false);
    expect(await fileExists(letterhead.id)).toBe(false);
    expect(await blobExists(shared.sha256)).toBe(false);
  });

  it('keeps a fresh upload that is not placed yet, and removes it after the grace period', async () => {
    const template = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Frisch' });
    const fresh = await uploadPng();
    const stored = await store(template, structuredClone(template.template));
    expect(await fileExists(fresh.file.id)).toBe(true);
    await age(fresh.file.id);
    await store(stored, structuredClone(stored.template));
    expect(await fileExists(fresh.file.id)).toBe(false);
  });

  it("never touches another company's files, nor a blob that a file of another company shares", async () => {
    const stranger = await signedInUser(t, 'office');
    const theirs = await uploadPng(stranger);
    colour -= 1; // the same content again: one blob, two file rows
    const ours = await uploadPng();
    expect(ours.sha256).toBe(theirs.sha256);
    await age(theirs.file.id, ours.file.id);
    const template = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Unsere' });
    await store(template, structuredClone(template.template));
    expect(await fileExists(ours.file.id)).toBe(false);
    expect(await fileExists(theirs.file.id)).toBe(true);
    expect(await blobExists(theirs.sha256)).toBe(true);
  });
});
