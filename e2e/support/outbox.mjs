// Mail the API "sent": without SMTP_URL every message is an .eml file in DATA_DIR/outbox.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eventually } from './expect.mjs';

/** Undoes quoted-printable soft line breaks and =XX escapes (nodemailer's text encoding). */
function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** @param {string} outboxDir */
export async function readOutbox(outboxDir) {
  let files;
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(outboxDir, file), 'utf8');
      const headerEnd = raw.search(/\r?\n\r?\n/);
      const headers = raw.slice(0, headerEnd);
      const to = /^To:\s*(.+)$/im.exec(headers)?.[1] ?? '';
      const subject = /^Subject:\s*(.+)$/im.exec(headers)?.[1] ?? '';
      return { file, to, subject, body: decodeQuotedPrintable(raw) };
    }),
  );
}

/**
 * Waits for the password-reset mail to `email` and returns its link.
 * @param {string} outboxDir
 * @param {string} email
 */
export function waitForResetLink(outboxDir, email) {
  return eventually(async () => {
    const mails = await readOutbox(outboxDir);
    for (const mail of mails.reverse()) {
      if (!mail.to.toLowerCase().includes(email.toLowerCase())) continue;
      const link = /https?:\/\/[^\s"'<>]+\/reset-password#token=[^\s"'<>&]+/.exec(mail.body)?.[0];
      if (link) return link;
    }
    return null;
  }, `a reset link mailed to ${email} in ${outboxDir}`);
}

/**
 * Waits for the newest address-confirmation mail to `email` and returns its link
 * (docs/product.md#verified-e-mail-addresses).
 * @param {string} outboxDir
 * @param {string} email
 * @param {{ notFile?: string }} [options] skip this mail (one read before)
 */
export function waitForConfirmationMail(outboxDir, email, { notFile } = {}) {
  return eventually(async () => {
    const mails = await readOutbox(outboxDir);
    for (const mail of mails.reverse()) {
      if (!mail.to.toLowerCase().includes(email.toLowerCase()) || mail.file === notFile) continue;
      const link = /https?:\/\/[^\s"'<>]+\/verify-email#token=[^\s"'<>&]+/.exec(mail.body)?.[0];
      if (link) return { file: mail.file, subject: mail.subject, link };
    }
    return null;
  }, `a confirmation link mailed to ${email} in ${outboxDir}`);
}
