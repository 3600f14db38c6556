import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../version';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * OpenAPI 3.1 generated from the contract's zod schemas of every route registered after this plugin;
 * served at /api/v1/openapi.json and browsable at /api/docs.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'VenDoc API',
          version: SERVER_VERSION,
          description:
            'REST API of the VenDoc server. Errors are RFC 9457 problem details (application/problem+json).',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    // Swagger UI loads scripts from files only, so the site's CSP (no inline scripts) applies unchanged.
    await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'vendoc-openapi' },
);
