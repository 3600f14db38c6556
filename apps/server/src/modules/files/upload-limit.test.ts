import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFilesDir,
  listStoredFiles,
  multipartBody,
  pngImage,
  seedProject,
  signedInUser,
} from './files-test-support';

const LIMIT = 1000;

let t: TestApp;
let filesDir: string;
let headers: Record<string, string>;
let projectId: string;
const logLines: { level: number; msg: string }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  filesDir = await createFilesDir();
  t = await createTestApp({ filesDir, uploadMaxBytes: LIMIT, logLevel: 'info', logStream });
  let companyId: string;
  ({ headers, companyId } = await signedInUser(t, { role: 'fitter' }));
  projectId = await seedProject(t.db, companyId);
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);

/** The app on a real port (started once), for tests that need a real HTTP client. */
async function listeningPort(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}
const rowsOfProject = () => t.db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId));

function upload(files: Buffer[]) {
  const body = multipartBody(
    files.map((content, index) => ({ name: 'files', filename: `f${index}.bin`, content })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/files`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

describe('upload size limit (VENDOC_UPLOAD_MAX_BYTES)', () => {
  it('accepts a file of exactly the limit', async () => {
    const response = await upload([bytes(LIMIT, 1)]);
    expect(response.statusCode).toBe(201);
    expect(response.json().files[0].size).toBe(LIMIT);
  });

  it('answers 413 one byte beyond and stores nothing: no row, no blob, no temp file', async () => {
    const before = await listStoredFiles(filesDir);
    const rowsBefore = (await rowsOfProject()).length;
    const response = await upload([bytes(LIMIT + 1, 2)]);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 413, detail: expect.stringContaining('f0.bin') });
    expect(await listStoredFiles(filesDir)).toEqual(before);
    expect(await rowsOfProject()).toHaveLength(rowsBefore);
  });

  it('drops the files stored before the too large one in the same request', async () => {
    const before = await listStoredFiles(filesDir);
    const rowsBefore = (await rowsOfProject()).length;
    const response = await upload([bytes(10, 3), bytes(20, 4), bytes(LIMIT * 5, 5)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toContain('f2.bin');
    expect(await listStoredFiles(filesDir)).toEqual(before);
    expect(await rowsOfProject()).toHaveLength(rowsBefore);
  });

  it('keeps a blob that an existing file uses when a later request with the same content fails', async () => {
    const shared = bytes(50, 6);
    expect((await upload([shared])).statusCode).toBe(201);
    const withShared = await listStoredFiles(filesDir);
    expect((await upload([shared, bytes(LIMIT + 1, 7)])).statusCode).toBe(413);
    expect(await listStoredFiles(filesDir)).toEqual(withShared);
  });

  it('sends the 413 to a real HTTP client still streaming a much larger body, and keeps the connection usable', async () => {
    const port = await listeningPort();
    // One kept-alive connection: the second request only gets through if the first body was read to its end.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, extraHeaders: OutgoingHttpHeaders, payload?: Buffer) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, agent, method, path, headers: { ...headers, ...extraHeaders } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
            );
          },
        );
        request.on('error', reject);
        // Written in slices, as a browser streams a file.
        for (let offset = 0; payload && offset < payload.length; offset += 64 * 1024) {
          request.write(payload.subarray(offset, offset + 64 * 1024));
        }
        request.end();
      });
    try {
      const body = multipartBody([
        { name: 'files', filename: 'gross.bin', content: bytes(4 * 1024 * 1024, 8) },
      ]);
      const path = `/api/v1/projects/${projectId}/files`;
      const refused = await send(
        'POST',
        path,
        { ...body.headers, 'content-length': body.payload.length },
        body.payload,
      );
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.text)).toMatchObject({ status: 413 });
      expect((await send('GET', path, {})).status).toBe(200);
      expect(await listStoredFiles(filesDir)).not.toContainEqual(expect.stringMatching(/\.tmp/));
    } finally {
      agent.destroy();
    }
  });

  it('leaves the company logo its own limit of 2 MB when the upload limit is lower', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const logo = Buffer.concat([pngImage(), bytes(10 * LIMIT, 0)]);
    const body = multipartBody([{ name: 'file', filename: 'logo.png', content: logo }]);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/company/logo',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: '/api/v1/company/logo', headers: admin.headers });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(logo)).toBe(true);
  });

  it('leaves nothing behind when the client aborts in the middle of a file', async () => {
    const port = await listeningPort();
    const before = await listStoredFiles(filesDir);
    const rowsBefore = (await rowsOfProject()).length;
    const body = multipartBody([{ name: 'files', filename: 'abgebrochen.bin', content: bytes(LIMIT, 9) }]);
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/v1/projects/${projectId}/files`,
      headers: { ...headers, ...body.headers, 'content-length': String(body.payload.length) },
    });
    request.on('error', () => {});
    // Half of the file, then wait until the server is writing it to a temporary file, then hang up.
    request.write(body.payload.subarray(0, body.payload.length / 2));
    await expect
      .poll(async () => (await listStoredFiles(filesDir)).some((path) => path.startsWith('.tmp/')))
      .toBe(true);
    request.destroy();
    await expect.poll(() => listStoredFiles(filesDir)).toEqual(before);
    expect(await rowsOfProject()).toHaveLength(rowsBefore);
    // A client hanging up is no server error.
    await expect.poll(() => logLines.some((line) => line.msg === 'upload aborted by the client')).toBe(true);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
