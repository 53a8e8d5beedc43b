import fp from 'fastify-plugin';
import { AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in, sessions and two-factor sign-in; the auth routes and the admin routes share it. */
    auth: AuthService;
  }
}

/** Builds the auth service once (docs/conventions.md, Shape of the API). */
export default fp(
  async (app) => {
    app.decorate('auth', new AuthService({ db: app.db, config: app.config, accessTokens: app.accessTokens }));
  },
  { name: 'auth-service', dependencies: ['db', 'auth'] },
);
