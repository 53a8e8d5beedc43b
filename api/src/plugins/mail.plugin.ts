import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends now; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
  /** Sends in the background (the request does not wait); failures are logged. */
  sendLater(message: MailMessage): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file into the
 * outbox folder and logged, so a local run shows what would have been sent (decisions §7).
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, outboxDir } = app.config;
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const pending = new Set<Promise<void>>();

    const send = async (message: MailMessage): Promise<void> => {
      const info = await transport.sendMail({ from: mailFrom, ...message });
      if (smtpUrl) {
        app.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return;
      }
      await mkdir(outboxDir, { recursive: true });
      const id = String(info.messageId ?? Date.now()).replace(/[^A-Za-z0-9._-]/g, '');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      app.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    };

    app.decorate('mailer', {
      send,
      sendLater(message: MailMessage) {
        const job = send(message)
          .catch((err: unknown) =>
            app.log.error({ err, to: message.to, subject: message.subject }, 'mail failed'),
          )
          .finally(() => pending.delete(job));
        pending.add(job);
      },
    } satisfies Mailer);

    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
      transport.close();
    });
  },
  { name: 'mail' },
);
