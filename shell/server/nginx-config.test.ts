// The nginx image (docker/nginx) is the shell's edge: pages come from the page server
// (shell-server.ts) and, when it is down, from disk with the same headers, caching, CSP and
// framing rules as shell-server.ts applies, read from the same list (serving-rules.ts).
// nginx-serving.test.ts runs this config in a real nginx where there is one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from './runtime-config';
import {
  apiPrefix,
  cacheControlFor,
  fileHeaders,
  immutableCache,
  pageHeadersFor,
  pageSecurityHeaders,
  revalidateCache,
} from './serving-rules';

const nginxDir = join(__dirname, '..', '..', 'docker', 'nginx');
const template = readFileSync(join(nginxDir, 'shell.conf.template'), 'utf8');
const runtimeConfigScript = readFileSync(join(nginxDir, '15-runtime-config.envsh'), 'utf8');

/** The directives of one `location <match> { ... }` block (it ends at its own line's `}`). */
function location(match: string): string[] {
  const start = template.indexOf(`location ${match} {\n`);
  if (start < 0) throw new Error(`no location ${match} in shell.conf.template`);
  const body = template.slice(template.indexOf('\n', start), template.indexOf('\n  }', start));
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** `add_header Name "value" always;` as nginx writes it. */
const addHeader = (name: string, value: string) => `add_header ${name} "${value}" always;`;
/** `${name}` as the nginx template and the shell script write a variable. */
const variable = (name: string) => ['$', '{', name, '}'].join('');
/** nginx takes header names case-insensitively; the template writes them capitalised. */
const capitalised = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_all, dash, c) => dash + c.toUpperCase());

describe('the nginx image serves the shell as shell-server.ts does, asking it for pages', () => {
  it.each([
    ['/', "the build's files at the root"],
    ['@static_page', 'the plain app page while the page server is down'],
  ])('sends the page security headers, the CSP and no-cache with %s (%s)', (match) => {
    const page = location(match);
    // Never framed: only the page server proves an attendee page real (embedProofOf).
    for (const [name, value] of Object.entries(pageHeadersFor(false))) {
      expect(page).toContain(addHeader(capitalised(name), value));
    }
    expect(page).toContain(addHeader('Content-Security-Policy', variable('SLOTWISE_CSP')));
    expect(page).toContain(addHeader('Cache-Control', cacheControlFor('/index.html')));
  });

  it('asks the page server for every page, and falls back to index.html when it fails', () => {
    const root = location('/');
    expect(root).toContain('try_files $uri @page_server;');
    const pages = location('@page_server');
    expect(pages).toContain('proxy_pass http://slotwise_pages;');
    expect(pages).toContain('proxy_intercept_errors on;');
    expect(pages).toContain('error_page 500 502 503 504 = @static_page;');
    expect(location('@static_page')).toContain('rewrite ^ /index.html break;');
    // robots.txt and sitemap.xml are the page server's too (seo-files.ts), without fallback.
    const seo = location(String.raw`~ ^/(robots\.txt|sitemap\.xml)$`);
    expect(seo).toContain('proxy_pass http://slotwise_pages;');
    expect(seo.some((line) => line.startsWith('error_page'))).toBe(false);
    for (const proxied of [pages, seo]) {
      // The page server reads the visitor's host with its port, and the peer as for /api.
      expect(proxied).toContain('proxy_set_header Host $http_host;');
      expect(proxied).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    }
  });

  it("keeps the page server's headers: no add_header where the proxied pages would inherit it", () => {
    // nginx inherits add_header from the enclosing level only into a location with none of its
    // own: the proxied locations have none, and nothing above them has any.
    expect(location('@page_server').some((line) => line.startsWith('add_header'))).toBe(false);
    expect(
      location(String.raw`~ ^/(robots\.txt|sitemap\.xml)$`).some((l) => l.startsWith('add_header')),
    ).toBe(false);
    const outsideLocations = template.replace(/\n {2}location [^\n]*\{\n[\s\S]*?\n {2}\}/g, '');
    expect(outsideLocations).toContain('server {');
    expect(outsideLocations).not.toMatch(/^\s*add_header/m);
    const compression = readFileSync(join(nginxDir, 'compression.conf'), 'utf8');
    expect(compression).not.toMatch(/^\s*add_header/m);
    // The page server compresses its pages itself; nginx must not do it again.
    expect(compression).toMatch(/^gzip off;$/m);
  });

  it('balances /api over the replicas as before, retrying one that went away', () => {
    expect(template).toContain(`server ${variable('API_UPSTREAM_SERVER')} resolve;`);
    expect(template).toContain(`server ${variable('PAGES_UPSTREAM_SERVER')} resolve;`);
    const proxy = location(`${apiPrefix}/`);
    expect(proxy).toContain('proxy_pass http://slotwise_api;');
    expect(proxy).toContain('proxy_next_upstream error timeout http_502 http_503;');
    // compose.yaml's page server.
    expect(runtimeConfigScript).toContain(`: "${variable('PAGES_UPSTREAM:=http://pages:3000')}"`);
  });

  it('never opens framing itself: nothing nginx sends proves an attendee page real', () => {
    // The page server alone decides (it asks the API: serving-rules.ts, embedProofOf); a page
    // from disk or a file of the build is the app's, framed by no one.
    expect(template).not.toMatch(/frame-ancestors \*/);
    expect(template).not.toMatch(/X-Frame-Options \$/);
    expect(runtimeConfigScript).not.toMatch(/frame-ancestors \*/);
    const frameOptions = template.match(/add_header X-Frame-Options [^\n]*/g) ?? [];
    expect(frameOptions.length).toBe(2);
    for (const line of frameOptions)
      expect(line).toBe(`add_header X-Frame-Options "${pageSecurityHeaders['x-frame-options']}" always;`);
    const line = runtimeConfigScript.split('\n').find((l) => l.startsWith('SLOTWISE_CSP='));
    expect(line).toContain("frame-ancestors 'none'");
  });

  it('caches hashed files for a year and revalidates config.json', () => {
    expect(cacheControlFor('/static/js/index.1234.js')).toBe(immutableCache);
    const files = location('/static/');
    expect(files).toContain(addHeader('Cache-Control', immutableCache));
    for (const [name, value] of Object.entries(fileHeaders)) {
      expect(files).toContain(addHeader(capitalised(name), value));
    }
    expect(location('= /config.json')).toContain(addHeader('Cache-Control', revalidateCache));
  });

  it('proxies /api with the TCP peer as X-Forwarded-For, replacing what the client sent', () => {
    const proxy = location(`${apiPrefix}/`);
    expect(proxy).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(proxy.some((line) => line.includes('$proxy_add_x_forwarded_for'))).toBe(false);
  });

  it('builds the same Content-Security-Policy from the remotes and preview origins', () => {
    const line = runtimeConfigScript.split('\n').find((l) => l.startsWith('SLOTWISE_CSP='));
    expect(line).toBeDefined();
    const origins = 'https://a.example https://b.example';
    const fromScript = (line as string)
      .replace(/^SLOTWISE_CSP="/, '')
      .replace(/"$/, '')
      .replaceAll(variable('remote_origins'), origins)
      .replaceAll(variable('api_origin'), ' https://api.example');
    const fromServer = contentSecurityPolicy({
      apiBaseUrl: 'https://api.example/base',
      remotes: {
        mf_marketing: 'https://b.example/mf-manifest.json',
        mf_auth: 'https://a.example/x/mf-manifest.json',
        mf_bookings: 'https://a.example/mf-manifest.json',
        mf_event_types: 'https://b.example/mf-manifest.json',
        mf_settings: 'https://a.example/mf-manifest.json',
      },
      previewOrigins: [],
    });
    expect(fromScript).toBe(fromServer);
  });
});
