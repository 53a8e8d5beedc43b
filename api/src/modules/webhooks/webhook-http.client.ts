import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The only way webhooks reach the outside (docs/webhooks.md#network-safety): the host name is
 * resolved once, every address it resolves to must be public (ipaddr.js's range names: not
 * loopback, private, link-local incl. 169.254.169.254, unique-local, carrier-grade NAT, mapped
 * IPv4 of those...), and the connection goes to the checked address itself (no second lookup a
 * DNS rebinding could answer differently). Redirects are not followed; time and size are bounded.
 */

export class AddressRefusedError extends Error {}

export interface WebhookPostResult {
  status: number;
  durationMs: number;
}

export interface WebhookHttpOptions {
  /** CIDRs allowed although not public (WEBHOOK_ALLOWED_NETWORKS: tests, local receivers). */
  allowedNetworks?: string[];
  timeoutMs?: number;
  /** Response bytes read at most (the body is never stored). */
  maxResponseBytes?: number;
  /** For tests: another resolver than dns.lookup. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

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
  private readonly maxResponseBytes: number;
  private readonly resolve: NonNullable<WebhookHttpOptions['resolve']>;

  constructor(options: WebhookHttpOptions = {}) {
    this.allowed = parseNetworks(options.allowedNetworks ?? []);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxResponseBytes = options.maxResponseBytes ?? 64 * 1024;
    this.resolve = options.resolve ?? ((host) => lookup(host, { all: true, verbatim: true }));
  }

  /** True when plain http may be used (only towards an allowlisted network, e.g. a local receiver). */
  get allowsPlainHttp(): boolean {
    return this.allowed.length > 0;
  }

  /** Null when the address may be reached, else why not. */
  refusal(address: string): string | null {
    let parsed: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      parsed = ipaddr.parse(address);
    } catch {
      return `${address} is not an IP address`;
    }
    // ::ffff:127.0.0.1 is 127.0.0.1.
    const ip =
      parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
        ? (parsed as ipaddr.IPv6).toIPv4Address()
        : parsed;
    if (this.allowed.some(([network, bits]) => network.kind() === ip.kind() && ip.match(network, bits))) {
      return null;
    }
    const range = ip.range();
    return range === 'unicast' ? null : `${address} is a ${range} address`;
  }

  /** A literal IP address in the URL that can never be reached (checked when an endpoint is saved). */
  literalRefusal(url: URL): string | null {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return ipaddr.isValid(host) ? this.refusal(host) : null;
  }

  /** Resolves the host and checks every address; returns the one to connect to. */
  async checkedAddress(host: string): Promise<{ address: string; family: number }> {
    const bare = host.replace(/^\[|\]$/g, '');
    const addresses = ipaddr.isValid(bare)
      ? [{ address: bare, family: bare.includes(':') ? 6 : 4 }]
      : await this.resolve(bare).catch(() => {
          throw new AddressRefusedError(`${bare} could not be resolved`);
        });
    if (addresses.length === 0) throw new AddressRefusedError(`${bare} could not be resolved`);
    for (const { address } of addresses) {
      const why = this.refusal(address);
      if (why) throw new AddressRefusedError(`refused: ${bare} resolves to ${why}`);
    }
    return addresses[0] as { address: string; family: number };
  }

  /** POSTs the body; resolves with the status (any, 3xx included: no redirect is followed). */
  async post(url: string, body: string, headers: Record<string, string>): Promise<WebhookPostResult> {
    const target = new URL(url);
    if (target.protocol !== 'https:' && !(target.protocol === 'http:' && this.allowsPlainHttp)) {
      throw new AddressRefusedError('refused: only https URLs are delivered to');
    }
    const pinned = await this.checkedAddress(target.hostname);
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
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
      request.end(body);
    });
  }
}
