import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { CONTENT_SECURITY_POLICY } from './security';

const ALLOWED = 'https://app.example.com';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ corsOrigins: [ALLOWED, 'http://localhost:8888'] });
});
afterAll(async () => {
  await t?.close();
});

describe('CORS', () => {
  it('answers a preflight from an allowed origin with credentials and the headers the client sends', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/authentication/login',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,ngrok-skip-browser-warning',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const allowedHeaders = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'if-match', 'ngrok-skip-browser-warning']) {
      expect(allowedHeaders).toContain(header);
    }
  });

  it('exposes the VenDoc header, Retry-After and Content-Disposition to an allowed origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: ALLOWED } });
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const exposed = String(response.headers['access-control-expose-headers']).toLowerCase();
    expect(exposed).toContain('x-vendoc-server');
    expect(exposed).toContain('retry-after');
    expect(exposed).toContain('content-disposition');
  });

  it('gives an origin off the list no CORS headers at all', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/health',
        headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
      });
      expect(response.headers['access-control-allow-origin'], method).toBeUndefined();
      expect(response.headers['access-control-allow-credentials'], method).toBeUndefined();
    }
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/unknown', '/', '/runtime-config.json'])('are on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('forbid inline scripts and framing', () => {
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((directive) =>
      directive.startsWith('script-src'),
    );
    expect(scriptSrc).toBe("script-src 'self' https://maps.googleapis.com");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    // Only the client's own documents (a blob URL of a fetched PDF) may be framed, no other site.
    const frameSrc = CONTENT_SECURITY_POLICY.split('; ').find((directive) =>
      directive.startsWith('frame-src'),
    );
    expect(frameSrc).toBe("frame-src 'self' blob:");
  });
});
