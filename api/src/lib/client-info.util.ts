import { isIP } from 'node:net';
import Bowser from 'bowser';

/** Who signed in from where, as a session keeps it (docs/product.md#sessions). */
export interface ClientInfo {
  userAgent: string | null;
  ip: string;
}

/**
 * The client's network, never its address: an IPv4 address cut to its /24, an IPv6 one to its
 * /48 (an IPv4-mapped IPv6 address counts as IPv4). Null for anything that is not an address.
 */
export function ipPrefix(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1] : ip;
  const kind = isIP(address);
  if (kind === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (kind !== 6) return null;
  // Expand "::" so the first three groups are known.
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

/** "Firefox 128" and "Windows 10" from a User-Agent header; nulls when it names neither. */
export function describeUserAgent(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  const os = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ')
    : null;
  return { browser, system: os };
}

/** The User-Agent kept for a session: bounded, so a client cannot fill the table. */
export function clientOf(request: { headers: Record<string, unknown>; ip: string }): ClientInfo {
  const header = request.headers['user-agent'];
  return { userAgent: typeof header === 'string' ? header.slice(0, 512) : null, ip: request.ip };
}
