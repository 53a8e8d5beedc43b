import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers (helmet: the API answers JSON, so the CSP forbids everything; the docs
 * pages set their own) and cookies. Rate limits are counted in the database
 * (`modules/rate-limits`), not here, so that every replica enforces the same ones.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      // HSTS only makes sense when the public origin is https.
      hsts: app.config.publicUrl.startsWith('https:'),
    });
    await app.register(cookie);
  },
  { name: 'security' },
);
