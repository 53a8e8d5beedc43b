import {
  type AdminAccount,
  type AdminSettings,
  type AuditEntry,
  adminMessages,
  type SignupMode,
} from '@slotwise/shared/contract/instance.contract';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { type Db, inTransaction } from '../../db/database';
import type { UserRow } from '../../db/schema/users.schema';
import { HttpError, unauthenticated, validationFailed } from '../../lib/http-errors.util';
import { randomToken, sha256 } from '../../lib/tokens.util';
import { revokeSessionsOfUser } from '../auth/auth.repository';
import {
  insertAuditEntry,
  insertInstanceInvitation,
  listAuditEntries,
} from '../instance/instance.repository';
import { InstanceSettings } from '../instance/instance.service';
import { invitationMail, testMail } from '../instance/instance-mail';
import { enqueueMail, mailSeal } from '../notifications/mail.job';
import { mailLanguage } from '../notifications/mail-messages';
import { RateLimiter, tooManyRequests } from '../rate-limits/rate-limiter.service';
import { findUserById } from '../users/users.repository';
import { listAccounts, setAccountDisabled } from './admin.repository';

const INVITATION_DAYS = 7;
const ACCOUNTS_SHOWN = 200;
const AUDIT_SHOWN = 100;

const forbidden = () => new HttpError(403, { message: adminMessages.forbidden });
const label = (user: UserRow) => `${user.username} <${user.email}>`;

/**
 * Instance administration (docs/product.md#instance-administration): who is an administrator,
 * the accounts, the sign-up mode, the mail transport, invitations, and the audit log every
 * administrator action is written to (in the action's own transaction).
 */
export class Admins {
  private readonly instance: InstanceSettings;
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {
    this.instance = new InstanceSettings(config);
    this.limiter = new RateLimiter(db);
  }

  /**
   * The first account of the instance, and accounts whose proven address is in ADMIN_EMAILS (an
   * unproven address counts for nothing: anyone can type it).
   */
  isAdmin(user: UserRow): boolean {
    if (user.disabledAt) return false;
    if (user.isAdmin) return true;
    return (
      user.emailVerifiedAt !== null && (this.config.adminEmails ?? []).includes(user.email.toLowerCase())
    );
  }

  /** preHandler after `authenticate`: the caller must be an administrator (403 otherwise). */
  async requireAdmin(request: FastifyRequest): Promise<UserRow> {
    if (!request.userId) throw unauthenticated();
    const user = await findUserById(this.db, request.userId);
    if (!user) throw unauthenticated();
    if (!this.isAdmin(user)) throw forbidden();
    return user;
  }

  async accounts(search: string | undefined): Promise<AdminAccount[]> {
    const rows = await listAccounts(this.db, search?.trim() || null, ACCOUNTS_SHOWN);
    return rows.map((row) => ({
      id: row.id,
      name: [row.name, row.surname].filter(Boolean).join(' '),
      username: row.username,
      email: row.email,
      created_at: row.createdAt.toISOString(),
      last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
      email_verified: row.emailVerifiedAt !== null,
      two_factor_enabled: row.totpSecret !== null,
      admin: this.isAdmin(row),
      disabled: row.disabledAt !== null,
    }));
  }

  /** Disabling ends the account's sessions at once; its API keys answer 401 while it stays disabled. */
  async setDisabled(actor: UserRow, targetId: string, disabled: boolean): Promise<void> {
    if (disabled && targetId === actor.id) {
      throw validationFailed({}, adminMessages.notYourself);
    }
    const target = await findUserById(this.db, targetId);
    if (!target) throw new HttpError(404, { message: adminMessages.accountNotFound });
    await inTransaction(this.db, async (tx) => {
      if (!(await setAccountDisabled(tx, targetId, disabled))) return;
      if (disabled) await revokeSessionsOfUser(tx, targetId, null);
      await insertAuditEntry(tx, {
        actorId: actor.id,
        actorLabel: label(actor),
        action: disabled ? 'account.disabled' : 'account.enabled',
        targetLabel: label(target),
        details: null,
      });
    });
  }

  async settings(): Promise<AdminSettings> {
    return {
      signup_mode: await this.instance.signupMode(this.db),
      signup_mode_default: this.instance.defaultSignupMode,
      mail: this.mailTransport(),
    };
  }

  async setSignupMode(actor: UserRow, mode: SignupMode): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const before = await this.instance.signupMode(tx);
      await this.instance.setSignupMode(tx, mode);
      await insertAuditEntry(tx, {
        actorId: actor.id,
        actorLabel: label(actor),
        action: 'settings.signup_mode',
        targetLabel: null,
        details: { from: before, to: mode },
      });
    });
  }

  /** A test mail to the administrator's own address, through the durable job queue. */
  async sendTestMail(actor: UserRow): Promise<void> {
    const { refusedForSeconds } = await this.limiter.hit([
      { key: `admin-test-mail:user:${actor.id}`, max: 5, windowSeconds: 600 },
    ]);
    if (refusedForSeconds !== null) throw tooManyRequests(adminMessages.tooManyTestMails, refusedForSeconds);
    const transport = this.mailTransport();
    const description = transport.server ? `SMTP ${transport.server}` : 'outbox folder';
    await inTransaction(this.db, async (tx) => {
      await enqueueMail(
        tx,
        { to: actor.email, ...testMail(mailLanguage(actor.language), description) },
        { template: 'admin-test-mail', userId: actor.id },
      );
      await insertAuditEntry(tx, {
        actorId: actor.id,
        actorLabel: label(actor),
        action: 'mail.test',
        targetLabel: actor.email,
        details: { transport: transport.transport },
      });
    });
  }

  /** An invitation link (single use, 7 days) mailed to the address; it lets that address sign up. */
  async invite(actor: UserRow, email: string): Promise<void> {
    const token = randomToken();
    const link = `${this.config.publicUrl}/register?invitation=${encodeURIComponent(token)}`;
    await inTransaction(this.db, async (tx) => {
      await insertInstanceInvitation(tx, {
        email: email.trim(),
        tokenHash: sha256(token),
        invitedBy: actor.id,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000),
      });
      await enqueueMail(
        tx,
        {
          to: email.trim(),
          ...invitationMail(mailLanguage(actor.language), actor.name, link, INVITATION_DAYS),
        },
        // Sealed: the job table never shows the link.
        { template: 'instance-invitation', seal: mailSeal(this.config.encryptionKey) },
      );
      await insertAuditEntry(tx, {
        actorId: actor.id,
        actorLabel: label(actor),
        action: 'invitation.sent',
        targetLabel: email.trim(),
        details: null,
      });
    });
  }

  async auditLog(): Promise<AuditEntry[]> {
    const rows = await listAuditEntries(this.db, AUDIT_SHOWN);
    return rows.map((row) => ({
      id: row.id,
      actor: row.actorLabel,
      action: row.action,
      target: row.targetLabel,
      details: row.details ?? null,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /** Which transport sends the mails: SMTP's host and port (never its credentials), or the outbox. */
  private mailTransport(): AdminSettings['mail'] {
    if (!this.config.smtpUrl) return { transport: 'outbox', server: null, from: this.config.mailFrom };
    let server: string | null = null;
    try {
      const url = new URL(this.config.smtpUrl);
      server = url.port ? `${url.hostname}:${url.port}` : url.hostname;
    } catch {
      server = null;
    }
    return { transport: 'smtp', server, from: this.config.mailFrom };
  }
}
