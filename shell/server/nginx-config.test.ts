// The nginx image (docker/nginx) serves the shell as shell-server.ts does: the same headers,
// caching, CSP and /api proxy rules, read from the same list (serving-rules.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeTable } from '@slotwise/shared/remote/route-table';
import { contentSecurityPolicy } from './runtime-config';
import {
  apiPrefix,
  cacheControlFor,
  fileHeaders,
  immutableCache,
  isEmbeddablePage,
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

describe('the nginx image serves the shell like shell-server.ts', () => {
  it('sends the page security headers, the CSP and no-cache with the app page', () => {
    const page = location('/');
    for (const [name, value] of Object.entries(pageSecurityHeaders)) {
      if (name === 'x-frame-options') continue;
      expect(page).toContain(addHeader(capitalised(name), value));
    }
    // Both chosen per path by the maps of the next test.
    expect(page).toContain('add_header X-Frame-Options $slotwise_frame_options always;');
    expect(page).toContain(addHeader('Content-Security-Policy', '$slotwise_page_csp'));
    expect(page).toContain(addHeader('Cache-Control', cacheControlFor('/index.html')));
    expect(page).toContain('try_files $uri /index.html;');
  });

  it('lets exactly the attendee pages be framed, as isEmbeddablePage() decides', () => {
    const map = template.slice(template.indexOf('map $uri $slotwise_embeddable {'));
    const rules = [...map.slice(0, map.indexOf('\n}')).matchAll(/^\s+~(\S+) ([01]);$/gm)].map(
      ([, pattern, value]) => ({ pattern: new RegExp(pattern), value: value === '1' }),
    );
    expect(rules.length).toBeGreaterThan(0);
    const nginxEmbeddable = (path: string) => rules.find((rule) => rule.pattern.test(path))?.value ?? false;
    const paths = routeTable.flatMap((route) => {
      const path = route.path.replace(/:[a-zA-Z]+/g, 'x1');
      return [path, `${path}/`];
    });
    paths.push('/dashboard/bookings/x', '/team/a/b/c', '/alice/intro/extra', '/static/js/x.js');
    for (const path of paths) expect([path, nginxEmbeddable(path)]).toEqual([path, isEmbeddablePage(path)]);
    expect(isEmbeddablePage('/alice/intro?embed=1')).toBe(true);
    expect(isEmbeddablePage('/dashboard')).toBe(false);
    expect(template).toContain(`1 "${variable('SLOTWISE_EMBED_CSP')}";`);
    expect(template).toContain(`default "${variable('SLOTWISE_CSP')}";`);
    const embedLine = runtimeConfigScript.split('\n').find((l) => l.startsWith('SLOTWISE_EMBED_CSP='));
    expect(embedLine).toContain(`sed "s/frame-ancestors 'none'/frame-ancestors */"`);
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
