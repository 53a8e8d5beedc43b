import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import type { MailIdentity } from '../../plugins/mail.plugin';

export interface SmsMessage {
  to: string;
  body: string;
}

/** Bound of one provider call, well inside a job's lease: a hung provider is retried by the job. */
const SMS_TIMEOUT_MS = 10_000;

/**
 * Sends an SMS through a Twilio-compatible HTTP provider (form POST of To, From and Body, HTTP
 * basic authentication with the account SID and token; api/CONFIG.md), or, with none
 * configured, writes it to the outbox like an e-mail. Rejects when the provider refuses, so
 * the reminder job retries.
 */
export class SmsSender {
  constructor(
    private readonly config: SmsConfig | null | undefined,
    private readonly outboxDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage, identity: MailIdentity): Promise<void> {
    if (!this.config) return this.writeOutbox(message, identity);
    const { url, accountSid, authToken, from } = this.config;
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (accountSid) {
      headers.authorization = `Basic ${Buffer.from(`${accountSid}:${authToken ?? ''}`).toString('base64')}`;
    }
    // The job id lets a provider that honours it drop a resend.
    headers['idempotency-key'] = identity.id;
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ To: message.to, From: from, Body: message.body }).toString(),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`SMS provider answered ${response.status}: ${detail}`);
    }
    this.log.info({ jobId: identity.id }, 'SMS sent');
  }

  private async writeOutbox(message: SmsMessage, identity: MailIdentity): Promise<void> {
    const name = `${identity.createdAt.toISOString().replace(/[:.]/g, '-')}-sms-${identity.id}.eml`;
    const file = path.join(this.outboxDir, name);
    const text = [
      'X-Slotwise-Channel: SMS',
      `To: ${message.to}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      message.body,
      '',
    ].join('\n');
    await mkdir(this.outboxDir, { recursive: true });
    // Aside, then renamed: a rerun of the same job replaces the file.
    const temp = path.join(this.outboxDir, `.${name}.${process.pid}.tmp`);
    await writeFile(temp, text);
    await rename(temp, file);
    this.log.info({ file }, 'SMS written to outbox');
  }
}
