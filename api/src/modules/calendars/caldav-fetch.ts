import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AddressRefusedError, type WebhookHttpClient } from '../webhooks/webhook-http.client';

/** The server took longer than the bound: the connection shows "timeout". */
export class CaldavTimeoutError extends Error {}

export interface GuardedFetchOptions {
  /** The whole exchange of one request, from resolving to the answer's end. */
  timeoutMs: number;
  /** Answer bytes read at most (a month of 10,000 events is a few MB). */
  maxResponseBytes: number;
}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...(headers as Record<string, string>) };
}

/**
 * A `fetch` for the CalDAV library that goes out only through the webhooks' outbound guard
 * (docs/webhooks.md#network-safety): the server URL is user input, so every address it resolves
 * to must be public (or in WEBHOOK_ALLOWED_NETWORKS, for tests), plain http goes only to those
 * networks, the socket connects to the checked address (no DNS rebinding), no redirect is
 * followed (discovery reads the Location itself and asks again through this fetch), and time
 * and size are bounded.
 */
export function guardedFetch(guard: WebhookHttpClient, options: GuardedFetchOptions): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const target = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const plain = target.protocol === 'http:';
    if (target.protocol !== 'https:' && !(plain && guard.allowsPlainHttp)) {
      throw new AddressRefusedError('refused: only https servers are reached');
    }
    const pinned = await guard.checkedAddress(target.hostname, plain);
    const pinnedLookup = ((
      _host: string,
      opts: { all?: boolean },
      callback: (...args: unknown[]) => void,
    ) => {
      if (opts?.all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    }) as unknown as LookupFunction;
    const body = init.body == null ? undefined : String(init.body);
    const headers = headerRecord(init.headers);
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const client = plain ? http : https;
    return new Promise<Response>((resolve, reject) => {
      const request = client.request(
        target,
        { method: init.method ?? 'GET', lookup: pinnedLookup, headers, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > options.maxResponseBytes) {
              request.destroy(new Error(`answer larger than ${options.maxResponseBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => {
            clearTimeout(deadline);
            const status = response.statusCode ?? 502;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (value !== undefined)
                responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            const nullBody = [101, 204, 205, 304].includes(status);
            resolve(
              new Response(nullBody ? null : Buffer.concat(chunks), {
                status: status < 200 ? 502 : status,
                headers: responseHeaders,
              }),
            );
          });
          response.on('error', (error) => {
            clearTimeout(deadline);
            reject(error);
          });
        },
      );
      // The whole exchange is bounded: a server that hangs (or drips) is cut off.
      const deadline = setTimeout(
        () => request.destroy(new CaldavTimeoutError(`timed out after ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
      init.signal?.addEventListener('abort', () => request.destroy(new CaldavTimeoutError('aborted')));
      request.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
      request.end(body);
    });
  }) as typeof fetch;
}
