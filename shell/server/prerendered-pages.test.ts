import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RemoteName } from '@slotwise/shared/remote/remote-module';
import { appLoaderScript, appLoaderScriptHash } from './inline-scripts.csp';
import {
  compressedPage,
  createPrerenderedPageSource,
  prerenderableRouteOf,
  prerenderedPageHtml,
  visitorLanguage,
} from './prerendered-pages';
import { publicSitePaths, robotsTxt, sitemapXml } from './seo-files';

const indexHtml =
  '<html><head><meta name="description" content="generic" /><title>Slotwise</title><script defer src="/static/js/index.1.js"></script><link href="/static/js/async/a.js" rel="preload" as="script"></head><body><div id="root"></div></body></html>';
const page = {
  path: '/pricing',
  title: 'Pricing · Slotwise',
  description: 'One plan & <free>',
  html: '<main><h1>Pricing</h1><p>__SLOTWISE_PAGE_HOST__/ada</p></main>',
};

describe('prerendered pages in the shell server', () => {
  it('prerenders only open or guest app pages without parameters', () => {
    expect(prerenderableRouteOf('/')).toEqual({ remote: 'mf_marketing', path: '/' });
    expect(prerenderableRouteOf('/pricing?ref=x')).toEqual({ remote: 'mf_marketing', path: '/pricing' });
    expect(prerenderableRouteOf('/login')).toEqual({ remote: 'mf_auth', path: '/login' });
    expect(prerenderableRouteOf('/dashboard')).toBeNull();
    expect(prerenderableRouteOf('/ada/intro-call')).toBeNull();
    expect(prerenderableRouteOf('/cancel/123')).toBeNull();
    expect(prerenderableRouteOf('/no/such/page/here')).toBeNull();
  });

  it("serves them in the visitor's language as the app resolves it", () => {
    expect(visitorLanguage(undefined)).toBe('en');
    expect(visitorLanguage('en-US,en;q=0.9')).toBe('en');
    expect(visitorLanguage('nl-NL,en;q=0.5')).toBe('en');
    expect(visitorLanguage('de-AT,en;q=0.5')).toBe('de');
    expect(visitorLanguage('fr')).toBe('fr');
    expect(visitorLanguage('nl, *')).toBe('en');
  });

  it('says the language of the page in <html lang>', () => {
    const shell = `<html lang="en">${indexHtml.slice('<html>'.length)}`;
    expect(prerenderedPageHtml(shell, { ...page, language: 'de' }, { publicUrl: '', host: 'x' })).toMatch(
      /^<html lang="de">/,
    );
    // A build drawing English only wrote no language.
    expect(prerenderedPageHtml(shell, page, { publicUrl: '', host: 'x' })).toMatch(/^<html lang="en">/);
  });

  it('puts the page, its head and the loader into the HTML and holds the app scripts back', () => {
    const html = prerenderedPageHtml(indexHtml, page, {
      publicUrl: 'https://slotwise.example/',
      host: 'a<b',
    });
    expect(html).toContain('<title>Pricing · Slotwise</title>');
    expect(html).toContain('<meta name="description" content="One plan &amp; &lt;free&gt;" />');
    expect(html).not.toContain('generic');
    expect(html).toContain('<link rel="canonical" href="https://slotwise.example/pricing" />');
    expect(html).not.toMatch(/<script defer src=|rel="preload"/);
    expect(html).toContain('{"scripts":["/static/js/index.1.js"],"preload":["/static/js/async/a.js"]}');
    expect(html).toContain(`<script>${appLoaderScript}</script>`);
    // The first paint waits for the whole page (#root follows it): no shift while it parses.
    expect(html).toMatch(/<link rel="expect" href="#root" blocking="render">.*<\/head>/s);
    expect(html).toContain(
      '<div id="server-preview" data-prerendered=""><main><h1>Pricing</h1><p>a&lt;b/ada</p></main></div><div id="root"></div>',
    );
    expect(appLoaderScriptHash).toBe(
      `'sha256-${createHash('sha256').update(appLoaderScript).digest('base64')}'`,
    );
  });

  it("reads a remote's page once per few seconds, misses and failures included", async () => {
    const fetchImpl = jest.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/prerendered/pricing.json')
        ? new Response(JSON.stringify(page))
        : new Response('not found', { status: 404 }),
    );
    const remotes = { mf_marketing: 'http://cdn.example/marketing/v2/mf-manifest.json' } as Record<
      RemoteName,
      string
    >;
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const pageFor = createPrerenderedPageSource(remotes, {
      ttlMs: 5_000,
      fetchImpl: fetchImpl as typeof fetch,
    });
    await expect(pageFor('mf_marketing', '/pricing')).resolves.toEqual(page);
    await expect(pageFor('mf_marketing', '/pricing')).resolves.toEqual(page);
    await expect(pageFor('mf_marketing', '/about')).resolves.toBeNull();
    await expect(pageFor('mf_auth', '/login')).resolves.toBeNull();
    // Another language is another file; a remote that drew none answers 404: no page.
    await expect(pageFor('mf_marketing', '/pricing', 'fr')).resolves.toBeNull();
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual([
      'http://cdn.example/marketing/v2/prerendered/pricing.json',
      'http://cdn.example/marketing/v2/prerendered/about.json',
      'http://cdn.example/marketing/v2/prerendered/pricing.fr.json',
    ]);
    now += 5_000;
    await pageFor('mf_marketing', '/pricing');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    jest.restoreAllMocks();
  });

  it('lists the public pages in robots.txt and the sitemap, never the dashboard', () => {
    const paths = publicSitePaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/pricing', '/features', '/login', '/register']));
    expect(paths.some((path) => path.startsWith('/dashboard') || path.includes(':'))).toBe(false);
    expect(paths).not.toContain('/reset-password');
    expect(robotsTxt('https://slotwise.example/')).toContain('Sitemap: https://slotwise.example/sitemap.xml');
    expect(sitemapXml('https://slotwise.example')).toContain(
      '<url><loc>https://slotwise.example/pricing</loc></url>',
    );
  });
});

describe('compressedPage', () => {
  it('sends brotli, else gzip, else the text', () => {
    const html = '<p>hello</p>'.repeat(200);
    const br = compressedPage(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = compressedPage(html, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(compressedPage(html, undefined)).toEqual({ body: html });
  });
});
