import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Slotwise API',
          description: 'Scheduling API: auth now; event types, availability and bookings next.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // /api/v1 only: a personal API key (docs/product.md#api-keys).
            apiKeyAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'sw_live_...' },
          },
        },
      },
      transform: createJsonSchemaTransform({
        skipList: [
          `${DOCS_PREFIX}/`,
          `${DOCS_PREFIX}/json`,
          `${DOCS_PREFIX}/yaml`,
          `${DOCS_PREFIX}/*`,
          `${DOCS_PREFIX}/static/*`,
        ],
      }),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null },
      // Replaces helmet's "default-src 'none'" on the docs pages with one that lets them load
      // (Swagger UI sets inline styles at run time, hence 'unsafe-inline' for styles only).
      staticCSP: [
        "default-src 'self'",
        "base-uri 'self'",
        "font-src 'self' data:",
        "frame-ancestors 'none'",
        "img-src 'self' data:",
        "object-src 'none'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
      ].join('; '),
    });
  },
  { name: 'swagger' },
);
