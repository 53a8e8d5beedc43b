import { createServerFeaturesSource, withServerFeatures } from './server-features';

const answer = (data: unknown, status = 200) => new Response(JSON.stringify({ data }), { status });

describe('what the server offers, for prerendered pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists the API's offered features, asking at most once per few seconds", async () => {
    const fetchImpl = jest.fn(async () => answer({ google_sign_in: true, google_calendar: false }));
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const offered = createServerFeaturesSource('http://api.internal:3001', {
      ttlMs: 5_000,
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await expect(offered()).resolves.toEqual(['google_sign_in']);
    await expect(offered()).resolves.toEqual(['google_sign_in']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toBe('http://api.internal:3001/api/config');
    now += 5_000;
    await offered();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('asks again a second after a failure (an API starting after the shell)', async () => {
    let up = false;
    const fetchImpl = jest.fn(async () => {
      if (!up) throw new TypeError('fetch failed');
      return answer({ google_sign_in: true, google_calendar: true });
    });
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const offered = createServerFeaturesSource('http://api.internal:3001', {
      failureTtlMs: 1_000,
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await expect(offered()).resolves.toEqual([]);
    up = true;
    await expect(offered()).resolves.toEqual([]);
    now += 1_000;
    await expect(offered()).resolves.toEqual(['google_sign_in', 'google_calendar']);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('offers nothing when the API is down, refuses or answers nonsense', async () => {
    for (const fetchImpl of [
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => answer({ google_sign_in: true }, 503),
      async () => new Response('<html>'),
      async () => answer('yes'),
    ]) {
      const offered = createServerFeaturesSource('http://api.internal:3001', {
        fetchImpl: fetchImpl as unknown as typeof fetch,
      });
      await expect(offered()).resolves.toEqual([]);
    }
  });

  it('writes them on <html>, and nothing when none is offered', () => {
    const html = '<!doctype html><html lang="en"><head></head><body></body></html>';
    expect(withServerFeatures(html, ['google_sign_in', 'google_calendar'])).toContain(
      '<html data-server-features="google_sign_in google_calendar" lang="en">',
    );
    expect(withServerFeatures(html, [])).toBe(html);
  });
});
