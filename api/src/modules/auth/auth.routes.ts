import { loginAnswerSchema, twoFactorLoginSchema } from '@slotwise/shared/contract/account-security.contract';
import {
  authResponseSchema,
  changePasswordSchema,
  credentialMessages,
  emailVerificationMessages,
  forgotPasswordAnswer,
  forgotPasswordSchema,
  isValidTimeZone,
  loginSchema,
  refreshResponseSchema,
  registerSchema,
  resetPasswordDone,
  resetPasswordSchema,
  sessionRenewedSchema,
  userResponseSchema,
  verifyEmailSchema,
} from '@slotwise/shared/contract/auth.contract';
import { errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../lib/client-info.util';
import { SealedBox } from '../../lib/sealed-box.util';
import { requireSession, requireUserId } from '../../plugins/auth.plugin';
import { rateLimitHook } from '../rate-limits/rate-limiter.service';
import {
  assertXsrf,
  clearGoogleFlowCookie,
  clearSessionCookies,
  GOOGLE_FLOW_COOKIE,
  REFRESH_COOKIE,
  setGoogleFlowCookie,
  setSessionCookies,
} from './auth.cookies';
import { GoogleSignInError } from './auth.service';
import {
  GOOGLE_FAILED,
  GOOGLE_FLOW_TTL_SECONDS,
  GOOGLE_NOT_CONFIGURED,
  type GoogleFlowState,
} from './google-sign-in.service';

export default async function authRoutes(app: FastifyInstance) {
  const { config } = app;
  const { auth, googleSignIn: google } = app;
  const flowBox = new SealedBox(config.encryptionKey, 'google-oauth-flow');
  // Register, forgot and reset: each action limited per address, counted in the database.
  const limiter = app.rateLimiter;
  const { max, windowSeconds } = config.authRateLimit;
  const limited = (action: string) =>
    rateLimitHook(
      limiter,
      (request) => [{ key: `${action}:ip:${request.ip}`, max, windowSeconds }],
      (wait) => `Too many requests. Please try again in ${wait}.`,
    );
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/register', {
    onRequest: limited('register'),
    schema: {
      tags: ['auth'],
      summary: 'Create an account (with the default "Working hours" schedule) and sign in',
      body: registerSchema,
      response: { 201: authResponseSchema, 403: errorSchema, 422: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const session = await auth.register(request.body, clientOf(request));
      setSessionCookies(reply, config, session.refreshToken);
      return reply.code(201).send({ access_token: session.accessToken, user: session.user });
    },
  });

  r.post('/login', {
    schema: {
      tags: ['auth'],
      summary:
        'Sign in with email or username (case-insensitive) and password; with two-factor sign-in on, a challenge for /login/two-factor instead of a session',
      body: loginSchema,
      response: {
        200: loginAnswerSchema,
        401: errorSchema,
        403: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const outcome = await auth.login(request.body, clientOf(request));
      if (outcome.kind === 'challenge') return outcome.answer;
      setSessionCookies(reply, config, outcome.refreshToken);
      return { access_token: outcome.accessToken, user: outcome.user };
    },
  });

  r.post('/login/two-factor', {
    schema: {
      tags: ['auth'],
      summary:
        "Second step of a password sign-in: the login's challenge and a code of the authenticator app, or a recovery code",
      body: twoFactorLoginSchema,
      response: {
        200: authResponseSchema,
        401: errorSchema,
        403: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const session = await auth.loginTwoFactor(request.body.challenge, request.body.code, clientOf(request));
      setSessionCookies(reply, config, session.refreshToken);
      return { access_token: session.accessToken, user: session.user };
    },
  });

  r.post('/refresh', {
    schema: {
      tags: ['auth'],
      summary: 'Rotate the refresh cookie and get a new access token (needs X-XSRF-TOKEN)',
      response: { 200: refreshResponseSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request, reply) => {
      assertXsrf(request);
      try {
        const next = await auth.refresh(request.cookies[REFRESH_COOKIE]);
        setSessionCookies(reply, config, next.refreshToken);
        return { access_token: next.accessToken };
      } catch (error) {
        clearSessionCookies(reply, config);
        throw error;
      }
    },
  });

  r.post('/logout', {
    schema: {
      tags: ['auth'],
      summary: 'End the session: revoke the refresh family, clear the cookies (needs X-XSRF-TOKEN)',
      response: { 200: messageSchema, 403: errorSchema },
    },
    handler: async (request, reply) => {
      assertXsrf(request);
      await auth.logout(request.cookies[REFRESH_COOKIE]);
      clearSessionCookies(reply, config);
      return { message: 'Logged out' };
    },
  });

  r.get('/me', {
    preHandler: app.authenticate,
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user',
      security: [{ bearerAuth: [] }],
      response: { 200: userResponseSchema, 401: errorSchema },
    },
    handler: async (request) => auth.me(requireUserId(request)),
  });

  r.post('/change-password', {
    preHandler: app.authenticate,
    schema: {
      tags: ['auth'],
      summary:
        'Change the password (the current one required): ends every other session, revokes every API key, pauses the webhook endpoints; this session gets a new token',
      security: [{ bearerAuth: [] }],
      body: changePasswordSchema,
      response: { 200: sessionRenewedSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const { userId, sessionId } = requireSession(request);
      const next = await auth.changePassword(userId, sessionId, request.body, request.ip);
      setSessionCookies(reply, config, next.refreshToken);
      return { access_token: next.accessToken, message: credentialMessages.passwordChanged };
    },
  });

  r.post('/sign-out-everywhere', {
    preHandler: app.authenticate,
    schema: {
      tags: ['auth'],
      summary: 'End every session of the account, access tokens included; this one gets a new token',
      security: [{ bearerAuth: [] }],
      response: { 200: sessionRenewedSchema, 401: errorSchema },
    },
    handler: async (request, reply) => {
      const { userId, sessionId } = requireSession(request);
      const next = await auth.signOutEverywhere(userId, sessionId);
      setSessionCookies(reply, config, next.refreshToken);
      return { access_token: next.accessToken, message: credentialMessages.signedOutElsewhere };
    },
  });

  r.post('/forgot-password', {
    onRequest: limited('forgot'),
    schema: {
      tags: ['auth'],
      summary: 'Email a single-use reset link (same answer whether or not the account exists)',
      body: forgotPasswordSchema,
      response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
    },
    handler: async (request) => {
      await auth.forgotPassword(request.body);
      return { message: forgotPasswordAnswer };
    },
  });

  r.post('/reset-password', {
    onRequest: limited('reset'),
    schema: {
      tags: ['auth'],
      summary:
        'Set a new password with a reset token: ends every session, revokes every API key, pauses the webhook endpoints',
      body: resetPasswordSchema,
      response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
    },
    handler: async (request) => {
      await auth.resetPassword(request.body);
      return { message: resetPasswordDone };
    },
  });

  r.post('/verify-email', {
    onRequest: limited('verify-email'),
    schema: {
      tags: ['auth'],
      summary:
        'Confirm the account address with the token of its single-use, 24-hour link (no session needed)',
      body: verifyEmailSchema,
      response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
    },
    handler: async (request) => {
      await auth.emailVerification.verify(request.body.token);
      return { message: emailVerificationMessages.verified };
    },
  });

  r.post('/resend-verification', {
    preHandler: app.authenticate,
    schema: {
      tags: ['auth'],
      summary: 'Mail a new confirmation link to the signed-in account (limited per account and address)',
      security: [{ bearerAuth: [] }],
      response: { 200: messageSchema, 401: errorSchema, 429: errorSchema },
    },
    handler: async (request) => {
      const outcome = await auth.emailVerification.resend(requireUserId(request));
      return {
        message:
          outcome === 'sent' ? emailVerificationMessages.sent : emailVerificationMessages.alreadyVerified,
      };
    },
  });

  const callbackScreen = (params: { error: string }) =>
    `${config.publicUrl}/auth/google/callback?${new URLSearchParams(params).toString()}`;

  r.get('/google/redirect', {
    schema: {
      tags: ['auth'],
      summary: 'Start Google sign-in (browser navigation): 302 to the provider',
      querystring: z.object({
        time_zone: z.string().max(64).optional().describe('IANA zone of the browser, used for a new account'),
      }),
    },
    handler: async (request, reply) => {
      if (!google.configured) return reply.redirect(callbackScreen({ error: GOOGLE_NOT_CONFIGURED }));
      const zone = request.query.time_zone;
      try {
        const { url, flow } = await google.start(zone && isValidTimeZone(zone) ? zone : null);
        setGoogleFlowCookie(reply, config, flowBox.seal(flow), GOOGLE_FLOW_TTL_SECONDS);
        return reply.redirect(url);
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in could not start');
        return reply.redirect(
          callbackScreen({ error: error instanceof GoogleSignInError ? error.code : GOOGLE_FAILED }),
        );
      }
    },
  });

  r.get('/google/callback', {
    schema: {
      tags: ['auth'],
      summary:
        "The provider's redirect target: sets the refresh cookie and 302s to the callback screen (no token in the URL), or to it with ?error=<code>",
      querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    },
    handler: async (request, reply) => {
      const sealed = request.cookies[GOOGLE_FLOW_COOKIE];
      clearGoogleFlowCookie(reply, config);
      if (!google.configured) return reply.redirect(callbackScreen({ error: GOOGLE_NOT_CONFIGURED }));
      const query: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(request.query))
        query[key] = Array.isArray(value) ? value[0] : value;
      try {
        const flow = sealed ? flowBox.open<GoogleFlowState>(sealed) : null;
        const identity = await google.finish(query, flow);
        const session = await auth.signInWithGoogle(identity, flow?.timeZone ?? null, clientOf(request));
        // No token in the URL (docs/product.md#google-sign-in): the screen gets its access token
        // from POST /api/auth/refresh with this cookie and the XSRF pair.
        setSessionCookies(reply, config, session.refreshToken);
        return reply.redirect(`${config.publicUrl}/auth/google/callback`);
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in failed');
        return reply.redirect(
          callbackScreen({ error: error instanceof GoogleSignInError ? error.code : GOOGLE_FAILED }),
        );
      }
    },
  });
}
