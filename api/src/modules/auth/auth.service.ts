import { randomUUID } from 'node:crypto';
import {
  accountMessages,
  type TwoFactorChallenge,
  twoFactor,
} from '@slotwise/shared/contract/account-security.contract';
import {
  type changePasswordSchema,
  credentialMessages,
  emailVerificationMessages,
  type ForgotPasswordPayload,
  type GoogleSignInErrorCode,
  type LoginPayload,
  type registerSchema,
  type resetPasswordSchema,
  resetTokenInvalid,
  type User,
} from '@slotwise/shared/contract/auth.contract';
import { localeOfLanguage } from '@slotwise/shared/contract/locale-tags.contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import { type Db, type DbExecutor, inTransaction } from '../../db/database';
import type { UserRow } from '../../db/schema/users.schema';
import { type ClientInfo, ipPrefix } from '../../lib/client-info.util';
import { type FieldErrors, HttpError, unauthenticated, validationFailed } from '../../lib/http-errors.util';
import { passwordProblem } from '../../lib/password-policy.util';
import { hashPassword, verifyPassword } from '../../lib/passwords.util';
import { randomToken, sha256 } from '../../lib/tokens.util';
import type { AccessTokens } from '../../plugins/auth.plugin';
import { revokeAllApiKeysOfUser } from '../api-keys/api-keys.repository';
import { InstanceSettings, SignupRefused } from '../instance/instance.service';
import { passwordResetMail } from '../notifications/booking-mail.templates';
import { enqueueMail, mailSeal } from '../notifications/mail.job';
import { mailLanguage } from '../notifications/mail-messages';
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  findUserByLogin,
  linkGoogleSubject,
  markEmailVerified,
  markEmailVerifiedIfCurrent,
  recordSignIn,
  unlinkGoogleSubject,
  updatePasswordHash,
} from '../users/users.repository';
import { createAccount, deriveUsername, findTakenFields, toUserResponse } from '../users/users.service';
import { pauseEndpointsOfUser } from '../webhooks/webhooks.repository';
import {
  consumePasswordResetToken,
  findRefreshTokenByHash,
  insertPasswordResetToken,
  insertRefreshToken,
  insertSession,
  invalidatePasswordResetTokensOfUser,
  markRefreshTokenUsed,
  revokeRefreshFamily,
  revokeSessionsOfUser,
  touchSession,
} from './auth.repository';
import { EmailVerification } from './email-verification.service';
import { LoginRateLimiter } from './login-rate-limit.service';
import { TwoFactor } from './two-factor.service';

export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * What a password reset or change takes back (docs/product.md#taking-credentials-back), in the
 * caller's transaction: every session (token version and refresh tokens) but `keepSession` (the
 * device that changed the password, which gets a new token pair), outstanding reset links and
 * API keys, and the account's own webhook endpoints are paused. Returns the new token version.
 */
export async function takeBackCredentials(
  tx: DbExecutor,
  userId: string,
  keepSession: string | null = null,
): Promise<number> {
  const version = await bumpTokenVersion(tx, userId);
  await revokeSessionsOfUser(tx, userId, keepSession);
  await invalidatePasswordResetTokensOfUser(tx, userId);
  await revokeAllApiKeysOfUser(tx, userId);
  await pauseEndpointsOfUser(tx, userId, 'password_changed');
  return version;
}

/** A session that goes on after its credentials changed: a new token pair for this device. */
export interface RenewedSession {
  accessToken: string;
  refreshToken: string;
}

/** What a successful sign-in gives: the JSON answer plus the refresh token for the cookie. */
export interface Session {
  kind: 'session';
  accessToken: string;
  refreshToken: string;
  user: User;
}

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  fullName: string | null;
  picture: string | null;
}

/** A Google sign-in failure; the callback screen is told only its `code` (never its text). */
export class GoogleSignInError extends Error {
  constructor(
    readonly code: GoogleSignInErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A right password of an account with two-factor sign-in: the code comes next. */
export interface ChallengeAnswer {
  kind: 'challenge';
  answer: TwoFactorChallenge;
}

export const GOOGLE_NO_VERIFIED_EMAIL = 'Your Google account has no verified email address.';

interface Deps {
  db: Db;
  config: AppConfig;
  accessTokens: AccessTokens;
}

export class AuthService {
  private readonly db: Db;
  private readonly config: AppConfig;
  private readonly accessTokens: AccessTokens;
  private readonly loginLimiter: LoginRateLimiter;
  readonly emailVerification: EmailVerification;
  readonly twoFactor: TwoFactor;
  readonly instance: InstanceSettings;

  constructor(deps: Deps) {
    this.db = deps.db;
    this.config = deps.config;
    this.accessTokens = deps.accessTokens;
    this.loginLimiter = new LoginRateLimiter(deps.db, deps.config.loginRateLimit);
    this.emailVerification = new EmailVerification(deps.db, deps.config);
    this.twoFactor = new TwoFactor(deps.db, deps.config);
    this.instance = new InstanceSettings(deps.config);
  }

  async register(input: z.output<typeof registerSchema>, client: ClientInfo): Promise<Session> {
    // Before any field is checked: a closed server says so, whatever was typed
    // (docs/product.md#instance-administration). The invitation is used up with the account below.
    const mode = await this.instance.modeForNewAccount(this.db);
    if (mode === 'closed') throw new SignupRefused('signup_closed');
    if (mode === 'invitation' && !input.invitation) throw new SignupRefused('signup_invitation_only');
    const taken: FieldErrors = await findTakenFields(this.db, input.username, input.email);
    const weak = passwordProblem(input.password, input);
    if (weak) taken.password = [weak];
    if (Object.keys(taken).length > 0) throw validationFailed(taken);
    const user = await createAccount(
      this.db,
      {
        name: input.name,
        surname: input.surname,
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        avatar: input.avatar ?? null,
        timeZone: input.time_zone ?? 'UTC',
        language: input.language ?? 'en',
        locale: localeOfLanguage(input.locale, input.language ?? 'en'),
      },
      // The confirmation mail commits with the account (docs/product.md#verified-e-mail-addresses),
      // and so does the use of its invitation.
      async (tx, row) => {
        await this.instance.admitNewAccount(tx, {
          email: input.email,
          invitation: input.invitation ?? null,
          addressProven: false,
          firstAccount: row.isAdmin,
        });
        await this.emailVerification.enqueue(tx, row);
      },
    );
    return this.startSession(user, client);
  }

  async login(input: LoginPayload, client: ClientInfo): Promise<Session | ChallengeAnswer> {
    const user = await findUserByLogin(this.db, input.login.trim());
    // Counted as a failure before the password is checked; a success takes it back.
    const attempt = await this.loginLimiter.begin(input.login, user?.id ?? null, client.ip);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      throw new HttpError(401, { message: INVALID_CREDENTIALS, error: INVALID_CREDENTIALS });
    }
    await this.loginLimiter.succeeded(user.id, attempt);
    // Said only to whoever knows the password (docs/product.md#instance-administration).
    if (user.disabledAt) {
      throw new HttpError(403, { message: accountMessages.disabled, error: accountMessages.disabled });
    }
    if (this.twoFactor.isEnabled(user)) {
      return {
        kind: 'challenge',
        answer: {
          two_factor_required: true,
          challenge: await this.twoFactor.challenge(user),
          expires_in: twoFactor.challengeTtlSeconds,
        },
      };
    }
    return this.startSession(user, client);
  }

  /** The second step of a password sign-in (docs/product.md#two-factor-sign-in). */
  async loginTwoFactor(challenge: string, code: string, client: ClientInfo): Promise<Session> {
    const user = await this.twoFactor.completeSignIn(challenge, code);
    return this.startSession(user, client);
  }

  async me(userId: string): Promise<User> {
    const user = await findUserById(this.db, userId);
    if (!user) throw unauthenticated();
    return toUserResponse(user);
  }

  /** Rotation: the presented token is spent and a new one of the same family issued. */
  async refresh(refreshToken: string | undefined): Promise<{ accessToken: string; refreshToken: string }> {
    if (!refreshToken) throw unauthenticated();
    const row = await findRefreshTokenByHash(this.db, sha256(refreshToken));
    // Not current: issued before the account's last "sign out everywhere" or password change.
    if (!row || row.revokedAt || !row.current) throw unauthenticated();
    if (row.expiresAt.getTime() <= Date.now()) throw unauthenticated();
    const firstUse = !row.usedAt && (await markRefreshTokenUsed(this.db, row.id));
    if (!firstUse) {
      // Two tabs refreshing with the same cookie at once is a race, not theft: within the grace
      // window both get a successor. Later reuse of a spent token means someone else may hold
      // the family; end it for everyone.
      const usedAt = row.usedAt?.getTime() ?? Date.now();
      if (Date.now() - usedAt > this.config.refreshReuseGraceSeconds * 1000) {
        await revokeRefreshFamily(this.db, row.familyId);
        throw unauthenticated();
      }
    }
    // The successor keeps the row's version: one rotated just after a bump is as dead as its parent.
    const next = await this.issueRefreshToken(row.userId, row.familyId, row.tokenVersion);
    return {
      accessToken: await this.accessTokens.sign(row.userId, row.tokenVersion, row.familyId),
      refreshToken: next,
    };
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const row = await findRefreshTokenByHash(this.db, sha256(refreshToken));
    if (row) await revokeRefreshFamily(this.db, row.familyId);
  }

  /**
   * Same answer whether or not the account exists; the mail is a durable job committed with the
   * token (sealed: the job table never shows the link) and sent right after.
   */
  async forgotPassword(input: ForgotPasswordPayload): Promise<void> {
    const user = await findUserByEmail(this.db, input.email.trim());
    if (!user) return;
    const token = randomToken();
    // After `#`: no server or proxy log sees the token (docs/security.md).
    const link = `${this.config.publicUrl}/reset-password#token=${encodeURIComponent(token)}`;
    const minutes = Math.round(this.config.passwordResetTtlSeconds / 60);
    await inTransaction(this.db, async (tx) => {
      await insertPasswordResetToken(tx, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + this.config.passwordResetTtlSeconds * 1000),
      });
      await enqueueMail(
        tx,
        { to: user.email, ...passwordResetMail(user.name, link, minutes, mailLanguage(user.language)) },
        { template: 'password-reset', seal: mailSeal(this.config.encryptionKey) },
      );
    });
  }

  async resetPassword(input: z.output<typeof resetPasswordSchema>): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    const done = await inTransaction(this.db, async (tx) => {
      const userId = await consumePasswordResetToken(tx, sha256(input.token));
      if (!userId) return false;
      // Refused before anything is written: the rollback keeps the link usable for a retry.
      const user = await findUserById(tx, userId);
      const weak = passwordProblem(input.password, user ?? {});
      if (weak) throw validationFailed({ password: [weak] }, weak);
      await updatePasswordHash(tx, userId, passwordHash);
      // The reset link reached the account's address: that proves it
      // (docs/product.md#verified-e-mail-addresses). A Google identity linked while the address
      // was unproven never proved it either; the owner now holding the address drops it.
      if (user && !user.emailVerifiedAt) {
        if (user.googleSubject) await unlinkGoogleSubject(tx, userId);
        await markEmailVerified(tx, userId);
      }
      await takeBackCredentials(tx, userId);
      return true;
    });
    if (!done) throw validationFailed({ token: [resetTokenInvalid] }, resetTokenInvalid);
  }

  /**
   * Finds the account of a Google identity (by subject, else by address), or creates it
   * (docs/product.md#verified-e-mail-addresses): an existing account is linked only when Google
   * proved the address and the account proved it too; a new one is verified when Google says so.
   */
  async signInWithGoogle(
    identity: GoogleIdentity,
    timeZone: string | null,
    client: ClientInfo,
  ): Promise<Session> {
    const session = await this.googleAccount(identity, timeZone);
    if (session.disabledAt) throw new GoogleSignInError('account_disabled', accountMessages.disabled);
    return this.startSession(session, client);
  }

  private async googleAccount(identity: GoogleIdentity, timeZone: string | null): Promise<UserRow> {
    let user = await findUserByGoogleSubject(this.db, identity.subject);
    if (user) {
      if (!user.emailVerifiedAt && identity.emailVerified && identity.email) {
        // Google has since proven the account's own address.
        if (await markEmailVerifiedIfCurrent(this.db, user.id, identity.email)) {
          user = (await findUserById(this.db, user.id)) ?? user;
        }
      }
      return user;
    }
    if (!identity.email) throw new GoogleSignInError('no_verified_email', GOOGLE_NO_VERIFIED_EMAIL);
    const existing = await findUserByEmail(this.db, identity.email);
    if (existing) {
      if (!identity.emailVerified) throw new GoogleSignInError('no_verified_email', GOOGLE_NO_VERIFIED_EMAIL);
      if (existing.googleSubject && existing.googleSubject !== identity.subject) {
        throw new GoogleSignInError(
          'linked_elsewhere',
          'This email is already linked to another Google account.',
        );
      }
      // Whoever signed up with the password may not own the address: linking would hand the
      // owner's Google sign-in an account someone else set up (and still holds sessions of).
      if (!existing.emailVerifiedAt) {
        throw new GoogleSignInError('unverified_account', emailVerificationMessages.googleUnverifiedAccount);
      }
      user = await linkGoogleSubject(this.db, existing.id, identity.subject, identity.picture);
      return user;
    }
    // A new account: only while sign-up is open, or by an invitation to the address Google proved.
    const mode = await this.instance.modeForNewAccount(this.db);
    if (mode === 'closed') throw new GoogleSignInError('signup_closed', accountMessages.signupClosed);
    const local = identity.email.split('@')[0] ?? '';
    user = await createAccount(
      this.db,
      {
        name: (identity.givenName ?? identity.fullName ?? local).slice(0, 100) || local,
        surname: identity.familyName?.slice(0, 100) || null,
        username: await deriveUsername(this.db, identity.email),
        email: identity.email,
        passwordHash: null,
        avatar: identity.picture,
        timeZone: timeZone ?? 'UTC',
        language: 'en',
        googleSubject: identity.subject,
        emailVerified: identity.emailVerified,
      },
      async (tx, row) => {
        try {
          await this.instance.admitNewAccount(tx, {
            email: identity.email ?? '',
            invitation: null,
            addressProven: identity.emailVerified,
            firstAccount: row.isAdmin,
          });
        } catch (error) {
          if (error instanceof SignupRefused) {
            throw new GoogleSignInError('signup_closed', error.message, { cause: error });
          }
          throw error;
        }
        // Google did not prove the address: the account confirms it by mail like any other.
        if (!identity.emailVerified) await this.emailVerification.enqueue(tx, row);
      },
    );
    return user;
  }

  /**
   * Settings → Security (docs/product.md#taking-credentials-back): the current password proves it
   * is the owner; wrong guesses count against the account's sign-in limit. Every session, API key
   * and reset link ends and the account's webhook endpoints pause; this session goes on with a
   * fresh token pair.
   */
  async changePassword(
    userId: string,
    sessionId: string,
    input: z.output<typeof changePasswordSchema>,
    ip: string,
  ): Promise<RenewedSession> {
    const user = await findUserById(this.db, userId);
    if (!user) throw unauthenticated();
    if (!user.passwordHash) {
      throw validationFailed(
        { current_password: [credentialMessages.noPasswordYet] },
        credentialMessages.noPasswordYet,
      );
    }
    const attempt = await this.loginLimiter.begin(user.username, user.id, ip);
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      const wrong = credentialMessages.currentPasswordWrong;
      throw validationFailed({ current_password: [wrong] }, wrong);
    }
    await this.loginLimiter.succeeded(user.id, attempt);
    const weak = passwordProblem(input.password, user);
    if (weak) throw validationFailed({ password: [weak] }, weak);
    const passwordHash = await hashPassword(input.password);
    const version = await inTransaction(this.db, async (tx) => {
      await updatePasswordHash(tx, userId, passwordHash);
      return takeBackCredentials(tx, userId, sessionId);
    });
    return this.renewSession(userId, sessionId, version);
  }

  /**
   * "Sign out everywhere" (docs/product.md#taking-credentials-back): every session ends, access
   * tokens included; this one goes on with a fresh token pair. API keys and webhooks stay.
   */
  async signOutEverywhere(userId: string, sessionId: string): Promise<RenewedSession> {
    const version = await inTransaction(this.db, async (tx) => {
      const next = await bumpTokenVersion(tx, userId);
      await revokeSessionsOfUser(tx, userId, sessionId);
      return next;
    });
    return this.renewSession(userId, sessionId, version);
  }

  /** This device's session goes on under the new token version, with a fresh token pair. */
  private async renewSession(
    userId: string,
    sessionId: string,
    tokenVersion: number,
  ): Promise<RenewedSession> {
    const refreshToken = await this.issueRefreshToken(userId, sessionId, tokenVersion);
    return { accessToken: await this.accessTokens.sign(userId, tokenVersion, sessionId), refreshToken };
  }

  private async startSession(user: UserRow, client: ClientInfo): Promise<Session> {
    const sessionId = randomUUID();
    await insertSession(this.db, {
      id: sessionId,
      userId: user.id,
      userAgent: client.userAgent,
      ipPrefix: ipPrefix(client.ip),
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000),
    });
    await recordSignIn(this.db, user.id);
    const refreshToken = await this.issueRefreshToken(user.id, sessionId, user.tokenVersion);
    return {
      kind: 'session',
      accessToken: await this.accessTokens.sign(user.id, user.tokenVersion, sessionId),
      refreshToken,
      user: toUserResponse(user),
    };
  }

  private async issueRefreshToken(userId: string, familyId: string, tokenVersion: number): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000);
    await insertRefreshToken(this.db, {
      userId,
      familyId,
      tokenVersion,
      tokenHash: sha256(token),
      expiresAt,
    });
    // The session is seen now and lasts as long as its newest token (docs/product.md#sessions).
    await touchSession(this.db, familyId, expiresAt);
    return token;
  }
}
