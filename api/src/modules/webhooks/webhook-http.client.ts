import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The only way webhooks reach the outside (docs/webhooks.md#network-safety): the host name is
 * resolved once, every address it resolves to must be public (ipaddr.js's range names: not
 * loopback, private, link-local incl. 169.254.169.254, unique-local, carrier-grade NAT, and no
 * IPv6 form that embeds an IPv4 address: mapped, IPv4-compatible, NAT64, 6to4, Teredo...), and
 * the connection goes to the checked address itself (no second lookup a DNS rebinding could
 * answer differently). Plain http goes only to WEBHOOK_ALLOWED_NETWORKS. Redirects are not
 * followed; connecting (3 s), the whole exchange (10 s) and the answer's size are bounded.
 */

/** A refusal that stays a refusal: the delivery fails for good, it is not retried. */
export class AddressRefusedError extends Error {}

/** The host name did not resolve (now): retried like any network error. */
export class ResolveError extends Error {}

export interface WebhookPostResult {
  status: number;
  durationMs: number;
}

export interface WebhookHttpOptions {
  /** CIDRs allowed although not public (WEBHOOK_ALLOWED_NETWORKS: tests, local receivers). */
  allowedNetworks?: string[];
  /** The whole exchange, from resolving to the answer's end. */
  timeoutMs?: number;
  /** Until the TCP connection is made (a receiver that is down or filtered fails fast). */
  connectTimeoutMs?: number;
  /** Response bytes read at most (the body is never stored). */
  maxResponseBytes?: number;
  /** For tests: another resolver than dns.lookup. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];
type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Readable names for the IPv6 ranges that embed or translate IPv4 addresses. */
const RANGE_NAMES: Record<string, string> = {
  rfc6052: 'NAT64 (64:ff9b::/96)',
  rfc6145: 'translated IPv4 (::ffff:0:0:0/96)',
  '6to4': '6to4 (2002::/16)',
  teredo: 'Teredo (2001::/32)',
};

/**
 * Parses an address in its canonical form. The WHATWG URL parser writes an IPv6 address as its
 * RFC 5952 text first: ipaddr.js alone reads `::127.0.0.1` as `::ffff:127.0.0.1`, which is not
 * the address the socket would connect to (IPv4-compatible `::7f00:1`).
 */
function parseAddress(address: string): Address | null {
  try {
    if (address.includes(':')) {
      const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
      return ipaddr.IPv6.parse(canonical);
    }
    if (!ipaddr.IPv4.isValidFourPartDecimal(address)) return null;
    return ipaddr.IPv4.parse(address);
  } catch {
    return null;
  }
}

function parseNetworks(cidrs: string[]): Range[] {
  return cidrs.map((cidr) => {
    try {
      return ipaddr.parseCIDR(cidr.includes('/') ? cidr : `${cidr}/${cidr.includes(':') ? 128 : 32}`);
    } catch {
      throw new Error(`WEBHOOK_ALLOWED_NETWORKS: "${cidr}" is not an address or CIDR`);
    }
  });
}

export class WebhookHttpClient {
  private readonly allowed: Range[];
  private readonly timeoutMs: number;
  private readonly connectTimeoutMs: number;
  private readonly maxResponseBytes: number;
  private readonly resolve: NonNullable<WebhookHttpOptions['resolve']>;

  constructor(options: WebhookHttpOptions = {}) {
    this.allowed = parseNetworks(options.allowedNetworks ?? []);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
    this.maxResponseBytes = options.maxResponseBytes ?? 64 * 1024;
    this.resolve = options.resolve ?? ((host) => lookup(host, { all: true, verbatim: true }));
  }

  /** True when plain http may be used at all: only towards an allowlisted network. */
  get allowsPlainHttp(): boolean {
    return this.allowed.length > 0;
  }

  /**
   * Whether a URL's scheme may be saved: https, or http towards WEBHOOK_ALLOWED_NETWORKS (a
   * literal address must be in them; a host name is checked when it is resolved at delivery).
   */
  schemeAllowed(url: URL): boolean {
    if (url.protocol === 'https:') return true;
    if (url.protocol !== 'http:' || !this.allowsPlainHttp) return false;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const literal = parseAddress(host);
    return literal === null ? !ipaddr.isValid(host) : this.isAllowlisted(literal);
  }

  /** An address in WEBHOOK_ALLOWED_NETWORKS (an IPv4-mapped IPv6 address as its IPv4 one). */
  private isAllowlisted(parsed: Address): boolean {
    const ip = this.unmapped(parsed);
    return this.allowed.some(([network, bits]) => network.kind() === ip.kind() && ip.match(network, bits));
  }

  /** `::ffff:127.0.0.1` is 127.0.0.1. */
  private unmapped(parsed: Address): Address {
    return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
      ? (parsed as ipaddr.IPv6).toIPv4Address()
      : parsed;
  }

  /** Null when the address may be reached, else why not. */
  refusal(address: string): string | null {
    const parsed = parseAddress(address);
    if (!parsed) return `${address} is not an IP address`;
    if (this.isAllowlisted(parsed)) return null;
    const ip = this.unmapped(parsed);
    const range = ip.range();
    if (range !== 'unicast') return `${address} is a ${RANGE_NAMES[range] ?? range} address`;
    // ::a.b.c.d (IPv4-compatible, deprecated by RFC 4291): ipaddr.js calls it unicast, but the
    // socket may reach the IPv4 address inside it. None is a public receiver: all are refused.
    if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
      return `${address} is an IPv4-compatible address`;
    }
    return null;
  }

  /** A literal IP address in the URL that can never be reached (checked when an endpoint is saved). */
  literalRefusal(url: URL): string | null {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return ipaddr.isValid(host) ? this.refusal(host) : null;
  }

  /**
   * Resolves the host and checks every address; returns the one to connect to. For plain http
   * every address must be in WEBHOOK_ALLOWED_NETWORKS. A name that does not resolve (now) is a
   * ResolveError, retried; an address refused is an AddressRefusedError, final.
   */
  async checkedAddress(host: string, plainHttp = false): Promise<{ address: string; family: number }> {
    const bare = host.replace(/^\[|\]$/g, '');
    const addresses = ipaddr.isValid(bare)
      ? [{ address: bare, family: bare.includes(':') ? 6 : 4 }]
      : await this.resolve(bare).catch((error: unknown) => {
          const code = (error as { code?: string }).code;
          throw new ResolveError(`${bare} could not be resolved${code ? ` (${code})` : ''}`);
        });
    if (addresses.length === 0) throw new ResolveError(`${bare} could not be resolved`);
    for (const { address } of addresses) {
      const why = this.refusal(address);
      if (why) throw new AddressRefusedError(`refused: ${bare} resolves to ${why}`);
      const parsed = parseAddress(address);
      if (plainHttp && !(parsed && this.isAllowlisted(parsed))) {
        throw new AddressRefusedError(
          `refused: plain http goes only to WEBHOOK_ALLOWED_NETWORKS, and ${bare} resolves to ${address}`,
        );
      }
    }
    return addresses[0] as { address: string; family: number };
  }

  /** POSTs the body; resolves with the status (any, 3xx included: no redirect is followed). */
  async post(url: string, body: string, headers: Record<string, string>): Promise<WebhookPostResult> {
    const target = new URL(url);
    if (target.protocol !== 'https:' && !(target.protocol === 'http:' && this.allowsPlainHttp)) {
      throw new AddressRefusedError('refused: only https URLs are delivered to');
    }
    const pinned = await this.checkedAddress(target.hostname, target.protocol === 'http:');
    // The socket connects to the address checked above, whatever the resolver says now.
    const pinnedLookup = ((
      _host: string,
      options: { all?: boolean },
      callback: (...args: unknown[]) => void,
    ) => {
      if (options?.all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    }) as unknown as LookupFunction;
    const started = performance.now();
    const client = target.protocol === 'https:' ? https : http;
    return new Promise<WebhookPostResult>((resolve, reject) => {
      const request = client.request(
        target,
        {
          method: 'POST',
          lookup: pinnedLookup,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          timeout: this.timeoutMs,
          agent: false,
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > this.maxResponseBytes) response.destroy();
          });
          const done = () => {
            clearTimeout(deadline);
            resolve({
              status: response.statusCode ?? 0,
              durationMs: Math.round(performance.now() - started),
            });
          };
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
      // The whole exchange is bounded, not only idle gaps (a slow drip would keep it open).
      const deadline = setTimeout(() => request.destroy(new Error('timed out')), this.timeoutMs);
      // Connecting has its own, shorter bound: a host that drops our packets fails in seconds.
      request.on('socket', (socket) => {
        if (!socket.connecting) return;
        const connecting = setTimeout(
          () => request.destroy(new Error(`connect timed out after ${this.connectTimeoutMs} ms`)),
          this.connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(connecting));
        socket.once('close', () => clearTimeout(connecting));
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
      request.end(body);
    });
  }
}
