import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Who a message is, so that sending it again is recognisable (mail jobs pass their job). */
export interface MailIdentity {
  /** Stable id: the Message-ID is `<id@domain of MAIL_FROM>` and the outbox file is named after it. */
  id: string;
  /** When the message was made (the job's creation): the outbox file name starts with it. */
  createdAt: Date;
}

/** Bounds of one SMTP send, well inside the job lease (jobs.plugin.ts), so a hung server cannot outlive a claim. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface Mailer {
  /**
   * Sends now; rejects when the transport fails. With an identity, sending the same message
   * again gives the same Message-ID, and in the file outbox replaces the same file.
   */
  send(message: MailMessage, identity?: MailIdentity): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file into the
 * outbox folder and logged, so a local run shows what would have been sent
 * (docs/product.md#e-mails-and-reminders).
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, outboxDir } = app.config;
    const transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'slotwise';
    const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

    const send = async (message: MailMessage, identity?: MailIdentity): Promise<void> => {
      const messageId = identity ? `<${identity.id}@${domain}>` : undefined;
      const info = await transport.sendMail({
        from: mailFrom,
        ...message,
        ...(messageId ? { messageId } : {}),
      });
      if (smtpUrl) {
        app.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return;
      }
      await mkdir(outboxDir, { recursive: true });
      const id = (identity?.id ?? String(info.messageId ?? Date.now())).replace(/[^A-Za-z0-9._-]/g, '');
      const file = path.join(outboxDir, `${stamp(identity?.createdAt ?? new Date())}-${id}.eml`);
      // Written aside, then renamed: readers never see half a mail, and sending one identity
      // again replaces its file instead of adding a second one.
      const temp = path.join(outboxDir, `.${id}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(temp, (info as unknown as { message: Buffer }).message);
      await rename(temp, file);
      app.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    };

    // Every promised mail is a job (notifications/mail.job.ts): nothing is sent in the background here.
    app.decorate('mailer', { send } satisfies Mailer);

    app.addHook('onClose', async () => {
      transport.close();
    });
  },
  { name: 'mail' },
);
