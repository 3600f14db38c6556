import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@vendoc/contract/runtime';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('reports ok, the server version and the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers[VENDOC_SERVER_HEADER]).toBe('0.1.0');
    expect(healthResponseSchema.parse(response.json())).toEqual({
      status: 'ok',
      version: '0.1.0',
      database: process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite',
    });
  });
});
