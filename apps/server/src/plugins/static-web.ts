import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runtimeConfigSchema } from '@vendoc/contract/runtime';
import { notFound, sendProblem } from '../lib/http-problem';
import { SERVER_VERSION } from '../version';

export interface StaticWebOptions {
  webDir: string;
  mapsApiKey: string | null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidate on every load: index.html, the service worker, manifest, build info and unhashed files.
const NO_CACHE = 'no-cache';

export const CLIENT_NOT_BUILT_MESSAGE =
  'The VenDoc client is not built. Run `npm run build` and restart the server. The API is available under /api.';

/** Cache policy by path below the build dir: Vite's hashed assets are immutable, everything else revalidates. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.split(sep).join('/').startsWith('assets/') ? IMMUTABLE : NO_CACHE;
}

const sendClientNotBuilt = (reply: FastifyReply) =>
  reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .send(CLIENT_NOT_BUILT_MESSAGE);

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

const runtimeConfigRoute: FastifyPluginAsyncZod<StaticWebOptions> = async (app, { mapsApiKey }) => {
  app.get(
    '/runtime-config.json',
    {
      schema: {
        tags: ['runtime'],
        summary: 'Configuration the client reads at start (same origin as the client)',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return { servedByVendoc: true, mapsApiKey, version: SERVER_VERSION };
    },
  );
};

/**
 * Serves the client build at the site root: files, deep links falling back to index.html (never under /api),
 * /runtime-config.json, and problem+json 404s for everything else.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, options) => {
    await app.register(runtimeConfigRoute, options);
    const clientBuilt = existsSync(join(options.webDir, 'index.html'));
    if (clientBuilt) {
      // wildcard: files are looked up per request, so a rebuilt client is served without a restart.
      await app.register(fastifyStatic, {
        root: options.webDir,
        wildcard: true,
        cacheControl: false,
        setHeaders: (reply, path) =>
          reply.header('cache-control', cacheControlFor(relative(options.webDir, path))),
      });
    } else {
      app.log.warn({ webDir: options.webDir }, 'client build not found: serving the API only');
      app.get('/', { schema: { hide: true } }, async (_request, reply) => sendClientNotBuilt(reply));
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiPath(path) || !wantsHtml(request)) {
        return sendProblem(reply, notFound(`There is nothing at ${request.method} ${path}.`));
      }
      // A deep link of the single-page client: the client's router decides what it shows.
      if (!clientBuilt) {
        return sendClientNotBuilt(reply);
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'vendoc-static-web' },
);
