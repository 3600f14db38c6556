import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import { runtimeConfigSchema } from '@vendoc/contract/runtime';
import { createTestApp, type TestApp } from '../test/test-app';
import { CLIENT_NOT_BUILT_MESSAGE } from './static-web';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-3f2a1b.js"></script></head></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'vendoc-web-'));
  await mkdir(join(webDir, 'assets'));
  await mkdir(join(webDir, 'builds', 'meta'), { recursive: true });
  await writeFile(join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(join(webDir, 'assets', 'app-3f2a1b.js'), 'console.log("app")');
  await writeFile(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(join(webDir, 'manifest.webmanifest'), '{"name":"VenDoc"}');
  await writeFile(join(webDir, 'builds', 'latest.json'), '{"id":"b1","timestamp":1}');
  await writeFile(join(webDir, 'builds', 'meta', 'b1.json'), '{"id":"b1","timestamp":1}');
  t = await createTestApp({ webDir, mapsApiKey: 'maps-key-123' });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the client build', () => {
  it('serves index.html at / without caching and with the VenDoc header', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers[VENDOC_SERVER_HEADER]).toBe('0.1.0');
  });

  it('falls back to index.html for deep links of the client', async () => {
    for (const url of ['/projects/42/positions', '/serviceCatalogs/7/articleManagement?tab=2', '/logedOut']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never falls back under /api, even for a browser navigation', async () => {
    const response = await get('/api/v1/no-such-area/42');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });

  it('answers a missing non-HTML file with 404 instead of index.html', async () => {
    const response = await get('/assets/missing-123.js', '*/*');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX_HTML);
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-3f2a1b.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers[VENDOC_SERVER_HEADER]).toBe('0.1.0');
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html', '/builds/latest.json', '/builds/meta/b1.json'])(
    'serves %s without caching',
    async (url) => {
      const response = await get(url, '*/*');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the build info of the client build', async () => {
    const response = await get('/builds/latest.json', 'application/json');
    expect(response.json()).toEqual({ id: 'b1', timestamp: 1 });
  });

  it('serves the runtime configuration for the client', async () => {
    const response = await get('/runtime-config.json', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(runtimeConfigSchema.parse(response.json())).toEqual({
      servedByVendoc: true,
      mapsApiKey: 'maps-key-123',
      version: '0.1.0',
    });
  });
});

describe('without a client build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ webDir: join(tmpdir(), 'vendoc-no-such-build') });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answers / and deep links with a plain 503 saying the client is not built, while the API works', async () => {
    for (const url of ['/', '/projects/1']) {
      const response = await bare.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(CLIENT_NOT_BUILT_MESSAGE);
      expect(response.body).toContain('npm run build');
    }
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const runtime = await bare.app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(runtime.json()).toEqual({ servedByVendoc: true, mapsApiKey: null, version: '0.1.0' });
  });
});
