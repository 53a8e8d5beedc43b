// The HTML of an attendee page drawn by its remote's server module (attendee-preview.page.ts): the
// remote's markup, stylesheet and head, the answers handed to the page, its inline scripts and
// the CSP sources that allow them.
import { createHash } from 'node:crypto';
import { attendeePreviewHtml, attendeePreviewScriptSources } from './attendee-preview.page';
import {
  afterPaintLoaderScript,
  afterPaintLoaderScriptHash,
  freeTimesPrefetchScript,
  freeTimesPrefetchScriptHash,
  heldInputScript,
  heldInputScriptHash,
} from './inline-scripts.csp';

const indexHtml =
  '<!doctype html><html lang="en"><head><meta name="description" content="generic" /><title>Slotwise</title><script defer src="/static/js/index.1.js"></script><link href="/static/js/async/lib.1.js" rel="preload" as="script"></head><body><noscript>Slotwise needs JavaScript to run.</noscript><div id="root"></div></body></html>';

describe('attendee pages in the shell server', () => {
  it('a secret type’s drawn page carries noindex; a listed one does not (docs/product.md#private-sharing)', () => {
    const options = { answers: {}, language: 'en' as const, preloads: [], stylesheet: null };
    const secret = attendeePreviewHtml(
      indexHtml,
      { html: '<main></main>', css: '', title: 'Secret', robots: 'noindex' },
      options,
    );
    expect(secret).toContain('<meta name="robots" content="noindex" />');
    const listed = attendeePreviewHtml(
      indexHtml,
      { html: '<main></main>', css: '', title: 'Listed' },
      options,
    );
    expect(listed).not.toContain('name="robots"');
  });

  it('hands a hydratable page’s first-render state to it with its language; none when the module gave none', () => {
    const options = { answers: {}, language: 'fr' as const, preloads: [], stylesheet: null };
    const blockOf = (html: string) =>
      JSON.parse(
        /<script id="prefetched-api" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '',
      );
    const state = { now: 1_700_000_000_000, form: { token: '</script><b>', idempotencyKey: 'k' } };
    const hydratable = attendeePreviewHtml(
      indexHtml,
      { html: '<main></main>', css: '', hydration: state },
      options,
    );
    expect(hydratable).not.toContain('</script><b>');
    expect(blockOf(hydratable)).toEqual({ responses: {}, hydrate: { language: 'fr', state } });
    const replaced = attendeePreviewHtml(indexHtml, { html: '<main></main>', css: '' }, options);
    expect(blockOf(replaced)).toEqual({ responses: {} });
  });

  it('sends the remote’s markup, stylesheet and head, and hands the answers to the page', () => {
    const answers = { '/api/public/event-types/ada/intro': { data: { title: '</script><b>' } } };
    const html = attendeePreviewHtml(
      indexHtml,
      {
        html: '<main class="page-x1"><h1>Intro $&amp;</h1></main>',
        css: '.page-x1{color:red}',
        title: 'Intro & <b>',
        description: 'A "talk"',
      },
      {
        answers,
        freeTimesBase: '/api/public/event-types/ada/intro',
        language: 'fr',
        preloads: [{ href: 'https://bookings.example/mf-manifest.json', as: 'fetch' }],
        stylesheet: {
          url: 'https://bookings.example/static/css/attendee.1.css?a=1&b=2',
          css: '.page-x1{color:red}\n',
        },
      },
    );
    expect(html).toContain('<html lang="fr"');
    // The drawn page works without scripts: the shell's "needs JavaScript" notice is left out.
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(
      '<title>Intro &amp; &lt;b&gt;</title><meta name="description" content="A &quot;talk&quot;" />',
    );
    expect(html).not.toContain('generic');
    expect(html).not.toContain('<title>Slotwise</title>');
    // The remote's CSS file, inline under its URL: the page's code does not download it again.
    expect(html).toContain(
      '<style data-href="https://bookings.example/static/css/attendee.1.css?a=1&amp;b=2">.page-x1{color:red}</style>',
    );
    expect(html).toContain('<style>#server-preview~#root{display:none}</style>');
    expect(html).toMatch(/<link rel="expect" href="#root" blocking="render">.*<\/head>/s);
    expect(html).toContain(
      '<div id="server-preview" data-prerendered=""><main class="page-x1"><h1>Intro $&amp;</h1></main></div><div id="root"></div>',
    );
    const block = /<script id="prefetched-api" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual({
      responses: answers,
      freeTimesBase: '/api/public/event-types/ada/intro',
    });
    expect(html).toContain(`<script>${freeTimesPrefetchScript}</script>`);
    expect(html).toContain(`<script>${heldInputScript}</script>`);
    // The shell's scripts download from the head and run once the drawn view is painted; the
    // remote's files are asked for then.
    expect(html).not.toContain('<script defer src=');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="script" href="/static/js/index.1.js">',
      '<link rel="preload" as="script" href="/static/js/async/lib.1.js">',
    ]);
    const files = /<script id="app-scripts" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(files?.[1] ?? '')).toEqual({
      scripts: ['/static/js/index.1.js'],
      preload: [{ href: 'https://bookings.example/mf-manifest.json', as: 'fetch' }],
    });
    expect(html).toContain(`<script>${afterPaintLoaderScript}</script>`);
    expect(attendeePreviewScriptSources('/x')).toBe(
      `${heldInputScriptHash} ${afterPaintLoaderScriptHash} ${freeTimesPrefetchScriptHash}`,
    );
    expect(attendeePreviewScriptSources(undefined)).toBe(
      `${heldInputScriptHash} ${afterPaintLoaderScriptHash}`,
    );
    expect(freeTimesPrefetchScriptHash).toBe(
      `'sha256-${createHash('sha256').update(freeTimesPrefetchScript).digest('base64')}'`,
    );
    // A page without free times (host, cancel page) gets no prefetch script; its head stays.
    const plain = attendeePreviewHtml(
      indexHtml,
      { html: '<h1>Ada</h1>', css: '' },
      { answers: {}, language: 'en' },
    );
    expect(plain).not.toContain(freeTimesPrefetchScript);
    expect(plain).toContain(`<script>${heldInputScript}</script>`);
    // Nor its files from the head: all of them after the paint.
    expect(plain).not.toContain('rel="preload"');
    const plainFiles = /<script id="app-scripts" type="application\/json">([^<]*)<\/script>/.exec(plain);
    expect(JSON.parse(plainFiles?.[1] ?? '')).toEqual({
      scripts: ['/static/js/index.1.js'],
      preload: [{ href: '/static/js/async/lib.1.js', as: 'script' }],
    });
    expect(plain).toContain('<title>Slotwise</title>');
    // No known CSS file (its manifest not read yet): the style says no URL, the file loads.
    expect(plain).toContain('<style></style><style>#server-preview~#root{display:none}</style>');
    // Nor when the file is not this CSS (a release whose module or manifest is not read yet).
    const otherRelease = attendeePreviewHtml(
      indexHtml,
      { html: '<h1>Ada</h1>', css: '.page-x1{color:red}' },
      {
        answers: {},
        language: 'en',
        stylesheet: { url: 'https://bookings.example/static/css/attendee.2.css', css: '.page-x2{color:red}' },
      },
    );
    expect(otherRelease).toContain('<style>.page-x1{color:red}</style>');
    expect(otherRelease).not.toContain('data-href');
  });
});
