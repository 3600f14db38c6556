import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLogoResponseSchema, type ProjectFile } from '@vendoc/contract/files';
import { companies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFilesDir,
  listStoredFiles,
  multipartBody,
  pngImage,
  seedProject,
  signedInUser,
} from '../files/files-test-support';
import { LOGO_MAX_BYTES } from './company-logo.service';

let t: TestApp;
let filesDir: string;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  filesDir = await createFilesDir();
  t = await createTestApp({ filesDir });
  admin = await signedInUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const blobPath = (content: Buffer | string) => {
  const hash = createHash('sha256').update(content).digest('hex');
  return `${hash.slice(0, 2)}/${hash}`;
};

function putLogo(content: Buffer | string, headers = admin.headers, filename = 'logo.png') {
  const body = multipartBody([{ name: 'file', filename, content }]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/company/logo',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const companyRow = async (companyId = admin.companyId) =>
  (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0];

describe('company logo', () => {
  const first = pngImage(16, 8, [0, 90, 160]);
  const second = pngImage(16, 8, [200, 120, 0]);
  let firstUrl = '';

  it('stores an uploaded image as the logo, bumps the company version and serves it via the logo URL', async () => {
    const before = await companyRow();
    const response = await putLogo(first);
    expect(response.statusCode, response.body).toBe(200);
    const logo = companyLogoResponseSchema.parse(response.json());
    expect(logo.version).toBe((before?.version ?? 0) + 1);
    expect(logo.logoUrl).toMatch(/^\/api\/v1\/company\/logo\?v=[0-9a-f]{16}&u=.+&exp=\d+&sig=/);
    firstUrl = logo.logoUrl ?? '';
    expect(await companyRow()).toMatchObject({ logoContentType: 'image/png', version: logo.version });

    // The URL alone works, as in <img src>; the browser may keep it (the URL changes with the logo).
    const image = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(String(image.headers['content-disposition'])).toMatch(/^inline; /);
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.rawPayload.equals(first)).toBe(true);
    const withBearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/company/logo',
      headers: admin.headers,
    });
    expect(withBearer.rawPayload.equals(first)).toBe(true);
  });

  it('names the same signed URL in GET /api/v1/company (what the app bar shows)', async () => {
    const company = await t.app.inject({ method: 'GET', url: '/api/v1/company', headers: admin.headers });
    expect(company.json()).toMatchObject({ logoUrl: firstUrl, version: (await companyRow())?.version });
  });

  it('replaces the logo: a new URL, and the old image is removed from the storage', async () => {
    const response = await putLogo(second);
    const logo = companyLogoResponseSchema.parse(response.json());
    expect(logo.logoUrl).not.toBe(firstUrl);
    const stored = await listStoredFiles(filesDir);
    expect(stored).toContain(blobPath(second));
    expect(stored).not.toContain(blobPath(first));
    expect((await t.app.inject({ method: 'GET', url: logo.logoUrl ?? '' })).rawPayload.equals(second)).toBe(
      true,
    );
  });

  it.each([
    ['a text file', Buffer.from('kein Bild'), 'logo.png'],
    [
      'an SVG image (it could carry scripts)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'l.svg',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n'), 'logo.pdf'],
  ])('refuses %s with 415 and keeps nothing of it', async (_what, content, filename) => {
    const before = await listStoredFiles(filesDir);
    const response = await putLogo(content, admin.headers, filename);
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toContain('PNG');
    expect(await listStoredFiles(filesDir)).toEqual(before);
  });

  it('refuses an image above 2 MB with 413 and keeps nothing of it', async () => {
    const before = await listStoredFiles(filesDir);
    const huge = Buffer.concat([pngImage(), Buffer.alloc(LOGO_MAX_BYTES)]);
    const response = await putLogo(huge);
    expect(response.statusCode).toBe(413);
    expect(await listStoredFiles(filesDir)).toEqual(before);
  });

  it('takes the first image of a request with two, and answers', async () => {
    const body = multipartBody([
      { name: 'file', filename: 'a.png', content: second },
      { name: 'file', filename: 'b.png', content: pngImage(5, 5, [9, 9, 9]) },
    ]);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/company/logo',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(response.statusCode).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: '/api/v1/company/logo', headers: admin.headers });
    expect(image.rawPayload.equals(second)).toBe(true);
    expect(await listStoredFiles(filesDir)).not.toContain(blobPath(pngImage(5, 5, [9, 9, 9])));
  });

  it('refuses a request without a file', async () => {
    const body = multipartBody([{ name: 'note', content: 'nichts' }]);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/company/logo',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets only administrators change the logo, while every role sees it', async () => {
    for (const role of ['fitter', 'office'] as const) {
      const user = await signedInUser(t, { role, companyId: admin.companyId });
      expect((await putLogo(first, user.headers)).statusCode).toBe(403);
      const removal = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/company/logo',
        headers: user.headers,
      });
      expect(removal.statusCode).toBe(403);
      const image = await t.app.inject({ method: 'GET', url: '/api/v1/company/logo', headers: user.headers });
      expect(image.rawPayload.equals(second)).toBe(true);
    }
  });

  it("never shows another company's logo", async () => {
    const stranger = await signedInUser(t, { role: 'admin', companyName: 'Andere GmbH' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/company/logo',
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    const current = companyLogoResponseSchema.parse((await putLogo(second)).json());
    const signedForStranger = new URL(current.logoUrl ?? '', 'http://x');
    signedForStranger.searchParams.set('u', stranger.userId);
    expect(
      (await t.app.inject({ method: 'GET', url: `${signedForStranger.pathname}${signedForStranger.search}` }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps an image that is both logo and project file until neither uses it', async () => {
    const shared = pngImage(3, 3, [1, 1, 1]);
    const projectId = await seedProject(t.db, admin.companyId);
    const body = multipartBody([{ name: 'files', filename: 'logo-kopie.png', content: shared }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/files`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    const [file] = uploaded.json<{ files: ProjectFile[] }>().files;
    expect((await putLogo(shared)).statusCode).toBe(200);

    await t.app.inject({ method: 'DELETE', url: `/api/v1/files/${file?.id}`, headers: admin.headers });
    expect(await listStoredFiles(filesDir)).toContain(blobPath(shared));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/company/logo',
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(companyLogoResponseSchema.parse(removed.json()).logoUrl).toBeNull();
    expect(await listStoredFiles(filesDir)).not.toContain(blobPath(shared));
    expect(await companyRow()).toMatchObject({ logoSha256: null, logoContentType: null });
    const gone = await t.app.inject({ method: 'GET', url: '/api/v1/company/logo', headers: admin.headers });
    expect(gone.statusCode).toBe(404);
  });
});
