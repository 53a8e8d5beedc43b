import { randomInt } from 'node:crypto';
import {
  accountMessages,
  type TwoFactorSetup,
  twoFactor,
  twoFactorMessages,
} from '@slotwise/shared/contract/account-security.contract';
import { credentialMessages } from '@slotwise/shared/contract/auth.contract';
import { jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AppConfig } from '../../config';
import { type Db, type DbExecutor, inTransaction } from '../../db/database';
import type { UserRow } from '../../db/schema/users.schema';
import { HttpError, unauthenticated, validationFailed } from '../../lib/http-errors.util';
import { verifyPassword } from '../../lib/passwords.util';
import { SealedBox } from '../../lib/sealed-box.util';
import { sha256 } from '../../lib/tokens.util';
import { RateLimiter, tooManyRequests } from '../rate-limits/rate-limiter.service';
import { findUserById } from '../users/users.repository';
import {
  claimTotpStep,
  consumeRecoveryCode,
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  replaceRecoveryCodes,
  storePendingSecret,
} from './two-factor.repository';

const PERIOD = 30;
/** Codes of the step before and after the server's are accepted (clocks a little apart). */
const WINDOW = 1;
const CHALLENGE_AUDIENCE = 'slotwise-two-factor';
/** Recovery codes: 10 characters of an alphabet without look-alikes (about 50 bits), shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: twoFactor.issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Spaces, dashes and case do not matter when a recovery code is typed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

const wrongCode = () =>
  validationFailed({ code: [twoFactorMessages.codeWrong] }, twoFactorMessages.codeWrong);

/**
 * Two-factor sign-in with an authenticator app (docs/product.md#two-factor-sign-in): TOTP
 * (RFC 6238, otpauth) with a secret sealed by ENCRYPTION_KEY, ten single-use recovery codes
 * stored as sha256 hashes, and wrong codes counted per account in the database limiter.
 */
export class TwoFactor {
  private readonly box: SealedBox;
  private readonly limiter: RateLimiter;
  private readonly challengeKey: Uint8Array;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {
    this.box = new SealedBox(config.encryptionKey, 'totp-secret');
    this.limiter = new RateLimiter(db);
    this.challengeKey = new TextEncoder().encode(`${config.jwtSecret}\0two-factor-challenge`);
  }

  isEnabled(user: UserRow): boolean {
    return user.totpSecret !== null;
  }

  async status(user: UserRow): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const enabled = this.isEnabled(user);
    return { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(this.db, user.id) : 0 };
  }

  /** A new secret waiting for its first code; shown as text and as a QR code. */
  async setup(userId: string): Promise<TwoFactorSetup> {
    const user = await this.user(userId);
    if (this.isEnabled(user)) throw new HttpError(409, { message: twoFactorMessages.alreadyEnabled });
    // Only password sign-in asks for the code; Google sign-in keeps Google's own second factor.
    if (!user.passwordHash) {
      throw validationFailed({}, credentialMessages.noPasswordYet);
    }
    const secret = new Secret({ size: 20 }).base32;
    await storePendingSecret(this.db, userId, this.box.seal({ secret }));
    const otpauthUrl = totpOf(secret, user.email).toString();
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
  }

  /** The first code confirms the pending secret; the recovery codes are returned this once. */
  async enable(userId: string, code: string): Promise<string[]> {
    const user = await this.user(userId);
    if (this.isEnabled(user)) throw new HttpError(409, { message: twoFactorMessages.alreadyEnabled });
    const pending = user.totpPendingSecret ? this.box.open<{ secret: string }>(user.totpPendingSecret) : null;
    if (!pending)
      throw validationFailed({ code: [twoFactorMessages.setupFirst] }, twoFactorMessages.setupFirst);
    await this.countAttempt(userId);
    const step = this.matchingStep(pending.secret, user.email, code);
    if (step === null) throw wrongCode();
    const codes = Array.from({ length: twoFactor.recoveryCodes }, newRecoveryCode);
    await inTransaction(this.db, async (tx) => {
      if (!(await enableTotp(tx, userId, this.box.seal(pending), step))) {
        throw new HttpError(409, { message: twoFactorMessages.alreadyEnabled });
      }
      await replaceRecoveryCodes(
        tx,
        userId,
        codes.map((c) => sha256(normalizeRecoveryCode(c))),
      );
    });
    await this.limiter.reset(this.limitKey(userId));
    return codes;
  }

  /** Needs the password and a code (or a recovery code). */
  async disable(userId: string, password: string, code: string): Promise<void> {
    const user = await this.user(userId);
    if (!this.isEnabled(user)) throw new HttpError(409, { message: twoFactorMessages.notEnabled });
    await this.countAttempt(userId);
    if (!(await verifyPassword(user.passwordHash, password))) {
      const wrong = credentialMessages.currentPasswordWrong;
      throw validationFailed({ password: [wrong] }, wrong);
    }
    if (!(await this.checkCode(this.db, user, code))) throw wrongCode();
    await inTransaction(this.db, (tx) => disableTotp(tx, userId));
    await this.limiter.reset(this.limitKey(userId));
  }

  /** Whether the account has two-factor sign-in on: actions such as deleting it then need a code. */
  async enrolledFor(userId: string): Promise<boolean> {
    return this.isEnabled(await this.user(userId));
  }

  /**
   * A code (or recovery code) confirming an action of a signed-in account with two-factor sign-in
   * on; false when wrong. Counts against the same per-account limit as sign-in codes.
   */
  async verifyForAction(userId: string, code: string): Promise<boolean> {
    const user = await this.user(userId);
    await this.countAttempt(userId);
    const right = await this.checkCode(this.db, user, code);
    if (right) await this.limiter.reset(this.limitKey(userId));
    return right;
  }

  /** The short-lived proof that the password was right, for the second step. Not a session. */
  async challenge(user: UserRow): Promise<string> {
    return new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setAudience(CHALLENGE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + twoFactor.challengeTtlSeconds)
      .sign(this.challengeKey);
  }

  /**
   * The second step of a password sign-in: the account of a valid challenge whose code is right.
   * Wrong codes count against the account's limit; a success clears it.
   */
  async completeSignIn(challenge: string, code: string): Promise<UserRow> {
    let userId: string;
    let version: number;
    try {
      const { payload } = await jwtVerify(challenge, this.challengeKey, {
        algorithms: ['HS256'],
        audience: CHALLENGE_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'ver'],
      });
      userId = String(payload.sub);
      version = Number(payload.ver);
    } catch {
      throw new HttpError(401, { message: twoFactorMessages.challengeExpired });
    }
    const user = await findUserById(this.db, userId);
    // A password change since the first step ends the challenge too.
    if (!user || user.tokenVersion !== version || !this.isEnabled(user)) {
      throw new HttpError(401, { message: twoFactorMessages.challengeExpired });
    }
    if (user.disabledAt) {
      throw new HttpError(403, { message: accountMessages.disabled, error: accountMessages.disabled });
    }
    await this.countAttempt(userId);
    if (!(await this.checkCode(this.db, user, code))) throw wrongCode();
    await this.limiter.reset(this.limitKey(userId));
    return user;
  }

  /** A current TOTP code (each step once) or an unused recovery code. */
  private async checkCode(db: DbExecutor, user: UserRow, code: string): Promise<boolean> {
    const typed = code.trim();
    if (/^\d{6}$/.test(typed)) {
      const stored = user.totpSecret ? this.box.open<{ secret: string }>(user.totpSecret) : null;
      if (!stored) return false;
      const step = this.matchingStep(stored.secret, user.email, typed);
      return step !== null && (await claimTotpStep(db, user.id, step));
    }
    return consumeRecoveryCode(db, user.id, sha256(normalizeRecoveryCode(typed)));
  }

  /** The time step the code belongs to, within ±1 step of now; null otherwise. */
  private matchingStep(secret: string, label: string, code: string): number | null {
    if (!/^\d{6}$/.test(code.trim())) return null;
    const now = Date.now();
    const delta = totpOf(secret, label).validate({ token: code.trim(), timestamp: now, window: WINDOW });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
  }

  private limitKey(userId: string): string {
    return `two-factor:user:${userId}`;
  }

  /** Counted before the code is checked, so parallel guesses cannot pass the limit. */
  private async countAttempt(userId: string): Promise<void> {
    const { max, windowSeconds } = this.config.twoFactorRateLimit ?? { max: 5, windowSeconds: 900 };
    const { refusedForSeconds } = await this.limiter.hit([
      { key: this.limitKey(userId), max, windowSeconds },
    ]);
    if (refusedForSeconds !== null) {
      throw tooManyRequests(
        twoFactorMessages.tooManyCodes(Math.ceil(refusedForSeconds / 60)),
        refusedForSeconds,
        true,
      );
    }
  }

  private async user(userId: string): Promise<UserRow> {
    const user = await findUserById(this.db, userId);
    if (!user) throw unauthenticated();
    return user;
  }
}
