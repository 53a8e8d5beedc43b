// The request line as the API's log keeps it: a single-use link's secret is a path segment
// (docs/security.md#single-use-links), so it is masked before the line is written.
const singleUseLinkPath = /^(\/api\/public\/links\/)[^/?#]+/;

export function redactedUrl(url: string): string {
  return url.replace(singleUseLinkPath, '$1[secret]');
}

/** Fastify's request serializer (the same fields as its default one), with the URL redacted. */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
