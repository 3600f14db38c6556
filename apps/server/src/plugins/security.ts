import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';

// No inline scripts anywhere: the client and Swagger UI load scripts from files. connect-src is open because
// the user may point the client at any VenDoc server (SPEC.md section 4).
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://maps.googleapis.com",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "img-src 'self' data: blob: https://*.googleapis.com https://*.gstatic.com",
  "font-src 'self' data: https://fonts.gstatic.com",
  // A voice memo recorded offline plays from the device (a blob URL) until its upload is sent.
  "media-src 'self' blob:",
  'connect-src *',
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  // The designer's preview shows the server's PDF from a blob URL in a frame; nothing else is framed.
  "frame-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// No HSTS: servers often run on plain http inside a LAN, and HSTS would lock browsers out of them.
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * Nothing the server answers is stored by a browser or a proxy (tokens, user data, errors) unless the route says
 * otherwise: the built client's files, and file contents behind their signed URLs (private, revalidated by ETag).
 */
export const NO_STORE: Record<string, string> = { 'cache-control': 'no-store' };

export interface SecurityOptions {
  /** Origins allowed to call the API from a client served elsewhere, e.g. https://app.example.com */
  corsOrigins: string[];
}

/** Security headers and no-store on every response (routes may allow caching), and CORS with credentials for the configured origins only. */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(SECURITY_HEADERS).headers(NO_STORE);
    });
    const allowed = new Set(options.corsOrigins);
    await app.register(cors, {
      // An origin off the list gets no CORS headers at all, so the browser blocks the response.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'If-Match',
        'Idempotency-Key',
        'ngrok-skip-browser-warning',
      ],
      exposedHeaders: [VENDOC_SERVER_HEADER, 'Retry-After', 'Content-Disposition', 'Idempotent-Replayed'],
      maxAge: 600,
    });
  },
  { name: 'vendoc-security' },
);
