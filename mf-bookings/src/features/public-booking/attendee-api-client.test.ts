import { resetPrefetchedResponses } from '@slotwise/shared/api/prefetched-responses';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { attendeeApiCaller } from './attendee-api-client';

afterEach(() => {
  jest.restoreAllMocks();
  delete window.__slotwisePrefetched;
  resetPrefetchedResponses();
});

describe('attendeeApiCaller', () => {
  it('asks at its own base URL (no trailing slash), else the page’s origin, and unwraps data', async () => {
    const { spy } = mockFetch(() => ({ status: 200, data: { data: { ok: true } } }));
    expect(await attendeeApiCaller('https://api.example.test//')('/api/public/users/ada')).toEqual({
      ok: true,
    });
    expect(await attendeeApiCaller('')('/api/public/users/ada')).toEqual({ ok: true });
    expect(spy.mock.calls.map(([input]) => String(input))).toEqual([
      'https://api.example.test/api/public/users/ada',
      `${window.location.origin}/api/public/users/ada`,
    ]);
  });

  it('throws the shared ApiError: the status and JSON body of a refusal', async () => {
    mockFetch(() => ({ status: 409, data: { message: 'This time is no longer available' } }));
    await expect(attendeeApiCaller('')('/api/public/bookings', { method: 'POST', body: {} })).rejects.toEqual(
      {
        status: 409,
        data: { message: 'This time is no longer available' },
      },
    );
  });

  it('keeps the status of an answer that is not JSON (a proxy’s page), without its text', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(attendeeApiCaller('')('/api/public/users/ada')).rejects.toEqual({
      status: 502,
      data: undefined,
    });
  });

  it('says NETWORK_ERROR, with no message to show, when there is no answer', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(attendeeApiCaller('')('/api/public/users/ada')).rejects.toEqual({
      status: 'NETWORK_ERROR',
      data: undefined,
    });
  });

  it('takes a GET’s prefetched answer once, and never for a POST', async () => {
    const path = '/api/public/users/ada';
    window.__slotwisePrefetched = { [path]: Promise.resolve({ data: 'prefetched' }) };
    const { sent } = mockFetch(() => ({ status: 200, data: { data: 'asked' } }));
    const callApi = attendeeApiCaller('');
    expect(await callApi(path, { method: 'POST', body: {} })).toBe('asked');
    expect(await callApi(path)).toBe('prefetched');
    expect(await callApi(path)).toBe('asked');
    expect(sent.map((request) => request.method)).toEqual(['POST', 'GET']);
  });
});
