import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFile } from '@vendoc/contract/files';
import { setUserActive } from '../users/users.repository';
import { createTestClock } from '../../test/test-clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFilesDir,
  multipartBody,
  pdfDocument,
  pngImage,
  seedProject,
  signedInUser,
} from './files-test-support';

let t: TestApp;
let filesDir: string;
let headers: Record<string, string>;
let png: ProjectFile;
let pdf: ProjectFile;
let text: ProjectFile;
const clock = createTestClock(new Date('2030-01-15T08:20:00Z'));
const pngBytes = pngImage(8, 8, [10, 120, 200]);
const pdfBytes = pdfDocument('Lieferschein');
// 512 printable bytes in a repeating pattern: every range has its own, exactly known bytes.
const textBytes = Buffer.from(Array.from({ length: 512 }, (_, index) => 32 + (index % 90)));

beforeAll(async () => {
  filesDir = await createFilesDir();
  t = await createTestApp({ filesDir, now: clock.now });
  let companyId: string;
  ({ headers, companyId } = await signedInUser(t, { role: 'fitter' }));
  const projectId = await seedProject(t.db, companyId);
  const body = multipartBody([
    { name: 'files', filename: 'Baustelle Süd \\"Nord\\".png', content: pngBytes },
    { name: 'files', filename: 'Lieferschein.pdf', content: pdfBytes },
    { name: 'files', filename: 'Bestellung 100%.txt', content: textBytes },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/files`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  [png, pdf, text] = response.json<{ files: [ProjectFile, ProjectFile, ProjectFile] }>().files;
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const content = (file: ProjectFile, extra: Record<string, string> = {}, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/files/${file.id}/content${query}`,
    headers: { ...headers, ...extra },
  });

describe('GET /api/v1/files/{id}/content', () => {
  it('streams the whole content with type, length, ETag, Last-Modified and safe headers', async () => {
    const response = await content(text);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(textBytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': expect.stringMatching(/^text\/plain/),
      'content-length': String(textBytes.length),
      etag: `"${text.sha256}"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Bestellung 100_.txt"; filename*=UTF-8''Bestellung%20100%25.txt`,
    });
    expect(new Date(String(response.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('encodes umlauts and quotes of the name per RFC 6266 and serves images and PDFs inline on request', async () => {
    const attachment = await content(png);
    expect(attachment.headers['content-disposition']).toBe(
      `attachment; filename="Baustelle S_d _Nord_.png"; filename*=UTF-8''Baustelle%20S%C3%BCd%20%22Nord%22.png`,
    );
    const inline = await content(png, {}, '?disposition=inline');
    expect(inline.headers['content-type']).toBe('image/png');
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline; /);
    expect((await content(pdf, {}, '?disposition=inline')).headers['content-disposition']).toMatch(
      /^inline; /,
    );
    // Text is never shown inline, whatever the query says.
    expect((await content(text, {}, '?disposition=inline')).headers['content-disposition']).toMatch(
      /^attachment; /,
    );
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=100-199', 100, 199],
    ['bytes=500-', 500, 511],
    ['bytes=-12', 500, 511],
    ['bytes=510-99999', 510, 511],
    ['bytes=-1000', 0, 511],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const response = await content(text, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/512`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(textBytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size for a range beyond the end, and the whole file for unusable ranges', async () => {
    for (const range of ['bytes=512-', 'bytes=9999-10000', 'bytes=-0']) {
      const response = await content(text, { range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */512');
    }
    for (const range of ['bytes=0-1,5-6', 'bytes=9-3', 'items=0-5', 'bytes=abc']) {
      const response = await content(text, { range });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.length).toBe(512);
    }
  });

  it('honours If-None-Match (304) and If-Range', async () => {
    expect((await content(pdf, { 'if-none-match': `"${pdf.sha256}"` })).statusCode).toBe(304);
    expect((await content(pdf, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const stale = await content(text, { range: 'bytes=0-3', 'if-range': '"changed"' });
    expect(stale.statusCode).toBe(200);
    const current = await content(text, { range: 'bytes=0-3', 'if-range': `"${text.sha256}"` });
    expect(current.statusCode).toBe(206);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: `/api/v1/files/${pdf.id}/content`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(pdfBytes.length));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.length).toBe(0);
  });

  it('needs a bearer token or a valid signature', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/files/${png.id}/content` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('signed content URLs (for <img> and <iframe>, no Authorization header)', () => {
  const fetchSigned = (url: string) => t.app.inject({ method: 'GET', url });

  it('serve the content through the contentUrl alone', async () => {
    const response = await fetchSigned(`${png.contentUrl}&disposition=inline`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pngBytes)).toBe(true);
    expect(String(response.headers['content-disposition'])).toMatch(/^inline; /);
  });

  it('refuse a changed signature, another file id, or a changed user', async () => {
    const tampered = png.contentUrl.replace(
      /sig=([^&])/,
      (_match, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await fetchSigned(tampered)).statusCode).toBe(403);
    expect((await fetchSigned(png.contentUrl.replace(png.id, pdf.id))).statusCode).toBe(403);
    const url = new URL(png.contentUrl, 'http://x');
    url.searchParams.set('u', '00000000-0000-4000-8000-000000000000');
    expect((await fetchSigned(`${url.pathname}${url.search}`)).statusCode).toBe(403);
    url.searchParams.delete('u');
    expect((await fetchSigned(`${url.pathname}${url.search}`)).statusCode).toBe(403);
  });

  it('stay the same within an hour and expire after at most two hours', async () => {
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/files/${png.id}`, headers });
    expect(listed.json<ProjectFile>().contentUrl).toBe(png.contentUrl);
    clock.advanceSeconds(60 * 60);
    expect((await fetchSigned(png.contentUrl)).statusCode).toBe(200);
    clock.advanceSeconds(60 * 60);
    expect((await fetchSigned(png.contentUrl)).statusCode).toBe(403);
  });

  it('stop working when the user is deactivated', async () => {
    const other = await signedInUser(t, { role: 'office' });
    const projectId = await seedProject(t.db, other.companyId);
    const body = multipartBody([{ name: 'files', filename: 'x.png', content: pngImage(1, 1) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/files`,
      payload: body.payload,
      headers: { ...other.headers, ...body.headers },
    });
    const [file] = uploaded.json<{ files: ProjectFile[] }>().files;
    expect((await fetchSigned(file?.contentUrl ?? '')).statusCode).toBe(200);
    await setUserActive(t.db, other.userId, false);
    expect((await fetchSigned(file?.contentUrl ?? '')).statusCode).toBe(403);
  });
});
