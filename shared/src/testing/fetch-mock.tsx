// The fetch counterpart of api-mock.tsx, for code that calls the API with fetch (the attendee
// pages' own SWR queries) instead of the app's axios client.

import type { MockHandler, SentRequest } from '@slotwise/shared/testing/api-mock';

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
export function mockFetch(handler: MockHandler) {
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
