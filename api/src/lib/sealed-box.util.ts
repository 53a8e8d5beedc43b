import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) of small JSON values, e.g. the OAuth state cookie.
 * The key is derived from ENCRYPTION_KEY with a purpose label, so one secret serves several uses.
 */
export class SealedBox {
  readonly #key: Buffer;

  constructor(secret: string, purpose: string) {
    this.#key = createHash('sha256').update(`${purpose}\0${secret}`).digest();
  }

  seal(value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** Returns null when the value was not sealed with this key or was tampered with. */
  open<T>(sealed: string): T | null {
    try {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < 29) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }
}
