import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import { createLogCapture } from '../test/log-capture';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const { lines: logLines, stream: logStream } = createLogCapture();

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream,
    extraRoutes: async (app) => {
      app.get('/api/v1/test/crash', async () => {
        throw new Error('database exploded: secret internals');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('problem+json errors and the VenDoc header', () => {
  it.each(['/api/v1/does-not-exist', '/api', '/api/', '/api/v2/anything?x=1'])(
    'answers the unknown API path %s with 404 problem+json and the VenDoc header',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.headers[VENDOC_SERVER_HEADER]).toBe('0.1.0');
      expect(response.json()).toMatchObject({
        type: 'https://vendoc.app/problems/not-found',
        title: 'Not Found',
        status: 404,
      });
    },
  );

  it.each(['/%', '/api/%zz'])(
    'answers the undecodable URL %s with 400 problem+json and the headers',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.headers[VENDOC_SERVER_HEADER]).toBe('0.1.0');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json()).toMatchObject({ type: 'https://vendoc.app/problems/bad-request', status: 400 });
    },
  );

  it('answers a wrong method on a known path with 404 problem+json', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/authentication/login' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });

  it('answers an unsupported content type with 415 problem+json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/login',
      payload: 'userName=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: 415,
      type: 'https://vendoc.app/problems/unsupported-media-type',
    });
    expect(response.headers[VENDOC_SERVER_HEADER]).toBeTruthy();
  });

  it('hides a crash behind a 500 problem naming the request id, and logs the error with that id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.headers[VENDOC_SERVER_HEADER]).toBeTruthy();
    const body = response.json();
    expect(body).toMatchObject({ type: 'https://vendoc.app/problems/internal', status: 500 });
    expect(response.body).not.toContain('exploded');
    expect(response.body).not.toContain('at ');

    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(logged).toBeDefined();
    expect(logged.err.message).toBe('database exploded: secret internals');
    expect(body.detail).toContain(logged.reqId);
  });

  it('never writes passwords or tokens into the logs', async () => {
    const seeded = await t.seedCompanyWithUser();
    const pair = await t.signIn(seeded.user.userName, seeded.password);
    await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(pair.accessToken) });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/refresh',
      payload: { refreshToken: pair.refreshToken },
    });
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/v1/me');
    expect(logs).not.toContain(seeded.password);
    expect(logs).not.toContain(pair.accessToken);
    expect(logs).not.toContain(pair.refreshToken);
  });
});
