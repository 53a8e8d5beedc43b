import {
  accountSecuritySchema,
  recoveryCodesSchema,
  sessionMessages,
  sessionsListSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorMessages,
  twoFactorSetupSchema,
} from '@slotwise/shared/contract/account-security.contract';
import { errorSchema, messageSchema } from '@slotwise/shared/contract/envelope.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/http-errors.util';
import { requireSession } from '../../plugins/auth.plugin';
import { findUserById } from '../users/users.repository';
import { AccountSessions } from './account-sessions.service';

// Every route here needs a bearer access token: the caller's account and session.
const caller = requireSession;

/**
 * Settings → Security: two-factor sign-in (docs/product.md#two-factor-sign-in) and the account's
 * sessions (docs/product.md#sessions), under /api/auth.
 */
export default async function accountSecurityRoutes(app: FastifyInstance) {
  const { auth } = app;
  const sessions = new AccountSessions(app.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['auth'], security: [{ bearerAuth: [] }] };

  r.get('/account-security', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'Whether two-factor sign-in is on, recovery codes left, password set, administrator',
      response: { 200: accountSecuritySchema, 401: errorSchema },
    },
    handler: async (request) => {
      const user = await findUserById(app.db, caller(request).userId);
      if (!user) throw unauthenticated();
      const status = await auth.twoFactor.status(user);
      return {
        two_factor_enabled: status.enabled,
        recovery_codes_left: status.recoveryCodesLeft,
        has_password: user.passwordHash !== null,
        admin: app.admins.isAdmin(user),
      };
    },
  });

  r.post('/two-factor/setup', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'A new authenticator secret (text, otpauth URL, QR code as SVG), waiting for its first code',
      response: { 200: twoFactorSetupSchema, 401: errorSchema, 409: errorSchema, 422: errorSchema },
    },
    handler: async (request) => auth.twoFactor.setup(caller(request).userId),
  });

  r.post('/two-factor/enable', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary:
        'Confirm the secret with a current code: two-factor sign-in is on; the ten recovery codes are answered once',
      body: twoFactorEnableSchema,
      response: {
        200: recoveryCodesSchema,
        401: errorSchema,
        409: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => ({
      recovery_codes: await auth.twoFactor.enable(caller(request).userId, request.body.code),
      message: twoFactorMessages.enabled,
    }),
  });

  r.post('/two-factor/disable', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'Turn two-factor sign-in off: needs the password and a code (or a recovery code)',
      body: twoFactorDisableSchema,
      response: {
        200: messageSchema,
        401: errorSchema,
        409: errorSchema,
        422: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => {
      await auth.twoFactor.disable(caller(request).userId, request.body.password, request.body.code);
      return { message: twoFactorMessages.disabled };
    },
  });

  r.get('/sessions', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary:
        "The account's sessions (browser, system, network, first and last seen) and its API keys' last use",
      response: { 200: sessionsListSchema, 401: errorSchema },
    },
    handler: async (request) => {
      const { userId, sessionId } = caller(request);
      return sessions.list(userId, sessionId);
    },
  });

  r.delete('/sessions/:id', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'End one session of the account: its refresh and access tokens are refused at once',
      params: z.object({ id: z.uuid() }),
      response: { 200: messageSchema, 401: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request) => {
      await sessions.end(caller(request).userId, request.params.id);
      return { message: sessionMessages.ended };
    },
  });

  r.post('/sessions/end-others', {
    preHandler: app.authenticate,
    schema: {
      ...secured,
      summary: 'End every session of the account but this one',
      response: { 200: messageSchema, 401: errorSchema },
    },
    handler: async (request) => {
      const { userId, sessionId } = caller(request);
      await sessions.endOthers(userId, sessionId);
      return { message: sessionMessages.othersEnded };
    },
  });
}
