import fp from 'fastify-plugin';
import { AuthService } from './auth.service';
import { GoogleSignIn } from './google-sign-in.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions: register, sign in, refresh, passwords, e-mail verification. */
    auth: AuthService;
    /** "Sign in with Google" (OpenID Connect); `configured` is false without Google settings. */
    googleSignIn: GoogleSignIn;
  }
}

/** Named apart from plugins/auth.plugin.ts ('auth'), which checks the access tokens. */
export default fp(
  async (app) => {
    const { config } = app;
    app.decorate('auth', new AuthService({ db: app.db, config, accessTokens: app.accessTokens }));
    app.decorate(
      'googleSignIn',
      new GoogleSignIn(config.google, `${config.publicUrl}/api/auth/google/callback`),
    );
  },
  { name: 'auth-service', dependencies: ['db', 'auth'] },
);
