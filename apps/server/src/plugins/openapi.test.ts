import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document generated from the contract at /api/v1/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();

    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('VenDoc API');
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/v1/authentication/login',
        '/api/v1/authentication/refresh',
        '/api/v1/authentication/logout',
        '/api/v1/me',
      ]),
    );
    // Only documented API routes: no static files, no docs assets, no CORS preflight catch-all.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('describes request and response bodies from the zod schemas, with problem+json errors', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const login = document.paths['/api/v1/authentication/login'].post;

    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['userName', 'password']);
    expect(body.properties.password).toMatchObject({ type: 'string', minLength: 1, maxLength: 1000 });

    const ok = login.responses['200'].content['application/json'].schema;
    expect(ok.required).toEqual(['accessToken', 'refreshToken']);
    const unauthorized = login.responses['401'].content['application/problem+json'].schema;
    expect(unauthorized.required).toEqual(expect.arrayContaining(['type', 'title', 'status']));
    expect(login.responses['429']).toBeDefined();

    expect(document.paths['/api/v1/me'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
    // The page itself has no inline script, so the site's CSP (script-src 'self') lets it run.
    expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
