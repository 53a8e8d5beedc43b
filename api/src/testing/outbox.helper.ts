import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export interface OutboxMail {
  file: string;
  raw: string;
  /** Headers and body, with quoted-printable decoded, to search in. */
  decoded: string;
}

export function readOutbox(outboxDir: string): OutboxMail[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(outboxDir, file), 'utf8');
      return { file, raw, decoded: decodeQuotedPrintable(raw) };
    });
}

/** The mail that confirms a new account's address (docs/product.md#verified-e-mail-addresses). */
export const CONFIRMATION_LINK = /\/verify-email#token=/;

/**
 * Waits until a mail to `to` lands in the outbox (mail goes out in the background). With
 * `match`, the first such mail whose decoded text matches; without, the first that is not an
 * address confirmation (every sign-up sends one, and tests look for the mails after it).
 */
export async function waitForMail(
  outboxDir: string,
  to: string,
  timeoutMs = 5000,
  match?: RegExp,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox(outboxDir).find(
      (m) =>
        new RegExp(`^To: .*${escapeRegExp(to)}`, 'im').test(m.raw) &&
        (match ? match.test(m.decoded) : !CONFIRMATION_LINK.test(m.decoded)),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
