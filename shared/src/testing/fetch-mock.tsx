// The fetch counterpart of api-mock.tsx, for code that calls the API with fetch (the attendee
// pages' own RTK Query api on fetchBaseQuery) instead of the app's axios client.

export interface SentRequest {
  method: string;
  /** The path, without the query. */
  url: string;
  /** Only present when the request had query parameters. */
  params?: Record<string, string>;
  /** The parsed JSON body (the text when it is not JSON); undefined without a body. */
  body: unknown;
}

type Reply = { status: number; data: unknown };
type Handler = (request: SentRequest) => Reply | Promise<Reply>;

async function sentRequestOf(input: RequestInfo | URL, init?: RequestInit): Promise<SentRequest> {
  const request =
    input instanceof Request && init === undefined
      ? input
      : new Request(
          input instanceof Request ? input : new URL(String(input), globalThis.location?.href),
          init,
        );
  const url = new URL(request.url);
  const params = [...url.searchParams.keys()].length > 0 ? Object.fromEntries(url.searchParams) : undefined;
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  let body: unknown;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { method: request.method.toUpperCase(), url: url.pathname, ...(params ? { params } : {}), body };
}

/**
 * Replaces globalThis.fetch (restored by jest.restoreAllMocks): the handler answers each
 * request, its `data` sent as a JSON body with its status. `sent` lists every request in order.
 */
export function mockFetch(handler: Handler) {
  const sent: SentRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = await sentRequestOf(input, init);
    sent.push(request);
    const reply = await handler(request);
    const empty = reply.data === undefined || reply.status === 204;
    return new Response(empty ? null : JSON.stringify(reply.data), {
      status: reply.status,
      headers: empty ? {} : { 'content-type': 'application/json' },
    });
  });
  return { sent, spy };
}
