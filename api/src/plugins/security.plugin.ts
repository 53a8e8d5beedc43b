import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.util';

/**
 * Security headers (helmet: the API answers JSON, so the CSP forbids everything; the docs
 * pages set their own), cookies, and the per-route rate limiter (opt-in per route).
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
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, { message: `Too many requests. Please try again in ${context.after}.` }),
    });
  },
  { name: 'security' },
);
