import fp from 'fastify-plugin';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import { SERVER_VERSION } from '../version';

/**
 * Every response (API, static files, errors, 404s) names the VenDoc server, so the client can tell a VenDoc
 * "not found" from a host that is no VenDoc server at all (SPEC.md section 4).
 */
export const vendocHeaderPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header(VENDOC_SERVER_HEADER, SERVER_VERSION);
    });
  },
  { name: 'vendoc-header' },
);
