import {
  createAttendeePreloadSource,
  preloadHintsOf,
  preloadLinksHtml,
  stylesheetOf,
} from './attendee-preload';

const manifestUrl = 'https://bookings.example/app/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './module', assets: { js: { sync: ['static/js/async/module.js'] } } },
    {
      path: './attendee',
      assets: {
        js: { sync: ['static/js/async/a.js', 'static/js/async/attendee.js'] },
        css: { sync: ['static/css/async/attendee.css'] },
      },
    },
  ],
};

describe('preloadHintsOf', () => {
  it('lists the manifest, remoteEntry.js and the attendee expose’s own chunks, beside the manifest', () => {
    expect(preloadHintsOf(manifestUrl, manifest)).toEqual([
      { href: manifestUrl, as: 'fetch' },
      { href: 'https://bookings.example/app/remoteEntry.js', as: 'script' },
      { href: 'https://bookings.example/app/static/js/async/a.js', as: 'script' },
      { href: 'https://bookings.example/app/static/js/async/attendee.js', as: 'script' },
    ]);
  });

  it('follows a published publicPath and an entry folder', () => {
    const hints = preloadHintsOf(manifestUrl, {
      ...manifest,
      metaData: {
        publicPath: 'https://cdn.example/b/',
        remoteEntry: { name: 'remoteEntry.js', path: 'entry' },
      },
    });
    expect(hints.map((hint) => hint.href).slice(1, 3)).toEqual([
      'https://cdn.example/b/entry/remoteEntry.js',
      'https://cdn.example/b/static/js/async/a.js',
    ]);
  });

  it('gives nothing for a manifest without an entry', () => {
    expect(preloadHintsOf(manifestUrl, { exposes: manifest.exposes })).toEqual([]);
  });
});

describe('stylesheetOf', () => {
  it('resolves the attendee expose’s CSS file as the runtime does, never hinting it', () => {
    expect(stylesheetOf(manifestUrl, manifest)).toBe(
      'https://bookings.example/app/static/css/async/attendee.css',
    );
    expect(preloadHintsOf(manifestUrl, manifest).map((hint) => hint.href)).not.toContain(
      'https://bookings.example/app/static/css/async/attendee.css',
    );
    expect(
      stylesheetOf(manifestUrl, { ...manifest, metaData: { publicPath: 'https://cdn.example/b/' } }),
    ).toBe('https://cdn.example/b/static/css/async/attendee.css');
  });

  it('gives none for an expose without CSS, or with several files (one inline copy stands for one)', () => {
    expect(stylesheetOf(manifestUrl, manifest, './module')).toBeNull();
    const two = {
      exposes: [{ path: './attendee', assets: { css: { sync: ['static/css/a.css', 'static/css/b.css'] } } }],
    };
    expect(stylesheetOf(manifestUrl, two)).toBeNull();
  });
});

describe('preloadLinksHtml', () => {
  it('fetches the manifest as the runtime does (CORS, no credentials) and scripts as plain scripts', () => {
    expect(
      preloadLinksHtml([
        { href: 'https://b.example/mf-manifest.json', as: 'fetch' },
        { href: 'https://b.example/remoteEntry.js?a=1&b=2', as: 'script' },
      ]),
    ).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://b.example/mf-manifest.json">' +
        '<link rel="preload" as="script" href="https://b.example/remoteEntry.js?a=1&amp;b=2">',
    );
  });
});

describe('createAttendeePreloadSource', () => {
  const answer = (body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  /** The remote: its manifest, and its CSS file. */
  const remote = (url: string | URL | Request) =>
    String(url).endsWith('.css') ? Promise.resolve(new Response('.page-a{margin:0}')) : answer(manifest);

  it('never waits: the first page gets nothing, the next ones the manifest’s hints, refreshed after ttl', async () => {
    let clock = 0;
    const fetchImpl = jest.fn(remote);
    const source = createAttendeePreloadSource(
      { mf_bookings: manifestUrl },
      { fetchImpl: fetchImpl as unknown as typeof fetch, ttlMs: 5_000, now: () => clock },
    );
    expect(source.hintsFor('mf_bookings')).toEqual([]);
    await source.refresh('mf_bookings');
    // The manifest, then the CSS file it names.
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(source.hintsFor('mf_bookings')).toHaveLength(4);
    expect(source.stylesheetFor('mf_bookings')).toEqual({
      url: 'https://bookings.example/app/static/css/async/attendee.css',
      css: '.page-a{margin:0}',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    clock = 5_000;
    expect(source.hintsFor('mf_bookings')).toHaveLength(4);
    await source.refresh('mf_bookings');
    // The manifest again; the CSS file it still names is not read again.
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(source.stylesheetFor('mf_bookings')?.css).toBe('.page-a{margin:0}');
  });

  it('reads the manifest and CSS file where this server reaches them; hints the browser’s URLs', async () => {
    const fetchImpl = jest.fn(remote);
    const source = createAttendeePreloadSource(
      { mf_bookings: manifestUrl },
      {
        fetchImpl: fetchImpl as unknown as typeof fetch,
        fetchFrom: { mf_bookings: 'http://mf-bookings/mf-manifest.json' },
      },
    );
    await source.refresh('mf_bookings');
    expect(fetchImpl.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      'http://mf-bookings/mf-manifest.json',
      'http://mf-bookings/static/css/async/attendee.css',
    ]);
    expect(source.stylesheetFor('mf_bookings')?.url).toBe(
      'https://bookings.example/app/static/css/async/attendee.css',
    );
    expect(source.hintsFor('mf_bookings').map((hint) => hint.href)).toEqual([
      manifestUrl,
      'https://bookings.example/app/remoteEntry.js',
      'https://bookings.example/app/static/js/async/a.js',
      'https://bookings.example/app/static/js/async/attendee.js',
    ]);
  });

  it('keeps no hints for a remote that is down or answers an error, and asks it again only after ttl', async () => {
    let clock = 0;
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(new Response('nope', { status: 503 }));
    const source = createAttendeePreloadSource(
      { mf_bookings: manifestUrl },
      { fetchImpl: fetchImpl as unknown as typeof fetch, ttlMs: 5_000, now: () => clock },
    );
    await source.refresh('mf_bookings');
    expect(source.hintsFor('mf_bookings')).toEqual([]);
    expect(source.stylesheetFor('mf_bookings')).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    clock = 5_000;
    await source.refresh('mf_bookings');
    expect(source.hintsFor('mf_bookings')).toEqual([]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
