import { randomBytes } from 'node:crypto';

/** The public Jitsi service; JITSI_BASE_URL names a self-hosted one (docs/product.md#jitsi-meet). */
export const DEFAULT_JITSI_BASE_URL = 'https://meet.jit.si';

/** RFC 4648 base32 in lower case: URL-safe, and Jitsi treats room names case-insensitively. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Bytes of randomness in a room name: 160 bits, well past the 128 an attacker would have to guess. */
export const JITSI_ROOM_BYTES = 20;

/**
 * JITSI_BASE_URL as configured: an https URL without query, fragment or credentials; a path is
 * kept (a self-hosted Jitsi under https://example.org/jitsi). Throws at start on anything else.
 */
export function jitsiBaseUrl(raw: string | null | undefined): string {
  if (raw === null || raw === undefined || raw.trim() === '') return DEFAULT_JITSI_BASE_URL;
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`JITSI_BASE_URL must be an https URL (got "${value}")`);
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password || url.search || url.hash) {
    throw new Error(`JITSI_BASE_URL must be an https URL without query or credentials (got "${value}")`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A new room name: "slotwise-" and 32 base32 characters from the system's CSPRNG. */
export function newJitsiRoom(): string {
  return `slotwise-${base32(randomBytes(JITSI_ROOM_BYTES))}`;
}

/** The join link of a new room on `baseUrl` (already checked by jitsiBaseUrl). */
export function newJitsiLink(baseUrl: string = DEFAULT_JITSI_BASE_URL): string {
  return `${baseUrl}/${newJitsiRoom()}`;
}

/**
 * The room's link as the booking shows it: only for a `jitsi` booking that is live (pending or
 * confirmed). A cancelled booking's room is no longer given to anyone, nor an unproven hold's.
 */
export function shownJitsiLink(
  booking: { jitsiLink?: string | null; status?: string },
  location: string,
): string | null {
  if (location !== 'jitsi' || !booking.jitsiLink) return null;
  if (booking.status === 'cancelled' || booking.status === 'unverified') return null;
  return booking.jitsiLink;
}
