import { rm } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFile } from '@vendoc/contract/files';
import { createFilesDir, multipartBody, pngImage, seedProject } from '../modules/files/files-test-support';
import { call, seedTenant, type Tenant } from '../test/tenant-fixtures';
import { createLogCapture } from '../test/log-capture';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let tenant: Tenant;
let filesDir: string;
let file: ProjectFile;
const { lines: logLines, stream: logStream } = createLogCapture();

beforeAll(async () => {
  filesDir = await createFilesDir();
  t = await createTestApp({ filesDir, logLevel: 'info', logStream });
  tenant = await seedTenant(t);
  const projectId = await seedProject(t.db, tenant.companyId);
  const body = multipartBody([{ name: 'files', filename: 'Wand.png', content: pngImage() }]);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/files`,
    payload: body.payload,
    headers: { ...tenant.office.headers, ...body.headers },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  [file] = upload.json<{ files: [ProjectFile] }>().files;
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const noStore = (response: LightMyRequestResponse) => response.headers['cache-control'];

describe('Cache-Control of API responses', () => {
  it('forbids storing the token pairs of sign-in and refresh', async () => {
    const login = await t.postLogin({ userName: tenant.fitter.userName, password: tenant.fitter.password });
    expect(login.statusCode).toBe(200);
    expect(noStore(login)).toBe('no-store');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/refresh',
      payload: { refreshToken: login.json<{ refreshToken: string }>().refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
    expect(noStore(refresh)).toBe('no-store');
  });

  it.each(['/api/v1/users', '/api/v1/clients', '/api/v1/company', '/api/v1/me', '/api/v1/projects'])(
    'forbids storing the user data of GET %s',
    async (url) => {
      const response = await call(t, { method: 'GET', url, as: tenant.admin });
      expect(response.statusCode).toBe(200);
      expect(noStore(response)).toBe('no-store');
    },
  );

  it('forbids storing errors, refusals and answers before routing too', async () => {
    for (const response of [
      await t.postLogin({ userName: tenant.fitter.userName, password: 'falsch' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/clients' }),
      await call(t, { method: 'GET', url: '/api/v1/clients/not-an-id', as: tenant.admin }),
      await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' }),
      await t.app.inject({ method: 'GET', url: '/api/%zz' }),
    ]) {
      expect(noStore(response), response.body).toBe('no-store');
    }
  });

  it('lets the browser keep a file it loads by its signed URL, privately and revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: file.contentUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('request logs', () => {
  it('never contain the signature of a content URL, which opens the file without a token', async () => {
    const signature = new URL(file.contentUrl, 'http://x').searchParams.get('sig');
    expect(signature).toBeTruthy();
    logLines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: file.contentUrl });
    expect(response.statusCode).toBe(200);
    const requestLines = logLines.filter((line) => line.includes(`/api/v1/files/${file.id}/content`));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(signature!);
    expect(requestLines[0]).toContain(`/api/v1/files/${file.id}/content?[redacted]`);
  });

  it('keep the query string of other requests, so they stay useful', async () => {
    logLines.length = 0;
    await call(t, { method: 'GET', url: '/api/v1/clients?q=Meier&limit=5', as: tenant.admin });
    expect(logLines.join('\n')).toContain('/api/v1/clients?q=Meier&limit=5');
  });
});
