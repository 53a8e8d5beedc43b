// The Docker edge run for real (docs/operations.md#serving-and-performance): nginx with
// docker/nginx/shell.conf.template as 15-runtime-config.envsh fills it, in front of the shell's
// page server (shell-server.ts) and a remote's server (scripts/serve-static.mjs) on a tiny build.
// Needs an nginx binary (PATH, /usr/sbin/nginx or NGINX_BINARY; scripts/test.mjs fetches
// Debian's in CI); skipped with a message where there is none.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appLoaderScriptHash } from './inline-scripts.csp';

const repoRoot = join(__dirname, '..', '..');
const nginxDir = join(repoRoot, 'docker', 'nginx');

function findNginx(): { binary: string; version: number[] } | null {
  const candidates = [process.env.NGINX_BINARY, 'nginx', '/usr/sbin/nginx'].filter(Boolean) as string[];
  for (const binary of candidates) {
    const probe = spawnSync(binary, ['-v'], { encoding: 'utf8' });
    const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${probe.stderr}${probe.stdout}`);
    if (probe.status === 0 && match) return { binary, version: match.slice(1).map(Number) };
  }
  return null;
}
const nginx = findNginx();
if (!nginx) {
  console.warn(
    'nginx-serving.test.ts SKIPPED: no nginx binary (apt-get install nginx, or set NGINX_BINARY); the nginx template was not run.',
  );
}
// `server ... resolve` in an upstream is open-source nginx 1.27.3+ (the image has 1.28); older
// binaries (Debian 12: 1.22) get it dropped: the upstreams here are IP literals anyway.
const hasResolve = (v: number[]) => v[0] > 1 || (v[0] === 1 && (v[1] > 27 || (v[1] === 27 && v[2] >= 3)));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header name (lower case) -> how many times it was sent. */
  counts: Record<string, number>;
  body: string;
}

/** One GET without decompression or header merging, so that duplicates show. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const counts: Record<string, number> = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i].toLowerCase();
          counts[name] = (counts[name] ?? 0) + 1;
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          counts,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, path: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`exited early: ${output()}`);
    try {
      await get(port, path);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing on port ${port}: ${output()}`);
}

function started(command: string, args: string[], env: Record<string, string> = {}) {
  let output = '';
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const pageIndex =
  '<!doctype html><html lang="en"><head><meta name="description" content="app" /><title>Slotwise</title><script defer src="/static/js/index.1.js"></script></head><body><!--runtime-config--><div id="root"></div></body></html>';

(nginx ? describe : describe.skip)('the Docker edge: nginx in front of the page server', () => {
  jest.setTimeout(30_000);
  let dir = '';
  let htmlDir = '';
  const apiRequests: { url: string; headers: IncomingHttpHeaders }[] = [];
  let api: Server;
  let pages: ChildProcess | undefined;
  let remote: ChildProcess | undefined;
  let nginxProcess: ChildProcess | undefined;
  let edgePort = 0;
  let pagesPort = 0;
  let staticCsp = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'slotwise-edge-'));
    htmlDir = join(dir, 'html');
    // The API: only what the page server asks (its features; the host alice and her event type
    // intro, which prove those pages real) and a route to see /api arrive.
    api = createServer((req, res) => {
      apiRequests.push({ url: req.url ?? '', headers: req.headers });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/config') {
        res.end(JSON.stringify({ data: { google_sign_in: true, google_calendar: false } }));
      } else if (req.url === '/api/public/users/alice' || req.url === '/api/public/event-types/alice/intro') {
        res.end(JSON.stringify({ data: {} }));
      } else if (req.url?.startsWith('/api/public/')) {
        res.statusCode = 404;
        res.end('{}');
      } else {
        res.end(JSON.stringify({ seen: req.url }));
      }
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as AddressInfo).port;

    // mf-marketing's build: a prerendered /pricing, served by the remotes' own server.
    const remoteDist = join(dir, 'mf-marketing');
    mkdirSync(join(remoteDist, 'prerendered'), { recursive: true });
    writeFileSync(join(remoteDist, 'mf-manifest.json'), '{}');
    writeFileSync(
      join(remoteDist, 'prerendered', 'pricing.json'),
      JSON.stringify({
        path: '/pricing',
        title: 'Pricing · Slotwise',
        description: 'Plans',
        language: 'en',
        html: '<main><h1>Pricing drawn by mf-marketing</h1><p>__SLOTWISE_PAGE_HOST__/ada</p></main>',
      }),
    );
    const remotePort = await freePort();
    const remoteRun = started(process.execPath, [
      'scripts/serve-static.mjs',
      '--app',
      'mf-marketing',
      '--dir',
      remoteDist,
      '--port',
      String(remotePort),
    ]);
    remote = remoteRun.child;

    // The page server on the shell's "build" (a page and no files: files are nginx's).
    const pagesDist = join(dir, 'pages-dist');
    mkdirSync(pagesDist);
    writeFileSync(join(pagesDist, 'index.html'), pageIndex);
    pagesPort = await freePort();
    const remoteEnv = {
      // The browser's URL is not reachable from the page server; the internal one is.
      REMOTE_MARKETING_URL: 'http://remote.invalid:3010/mf-manifest.json',
      REMOTE_MARKETING_INTERNAL_URL: `http://127.0.0.1:${remotePort}/mf-manifest.json`,
      PUBLIC_URL: 'https://slotwise.example',
    };
    const pagesRun = started(
      process.execPath,
      ['--import', 'tsx', 'shell/server/shell-server.ts', '--dir', pagesDist, '--port', String(pagesPort)],
      { ...remoteEnv, API_ORIGIN: `http://127.0.0.1:${apiPort}` },
    );
    pages = pagesRun.child;

    // The nginx image's start: the config step, then envsubst of the defined variables.
    mkdirSync(htmlDir);
    mkdirSync(join(htmlDir, 'static', 'js'), { recursive: true });
    writeFileSync(join(htmlDir, 'static', 'js', 'index.1.js'), 'console.log(1)');
    writeFileSync(join(htmlDir, 'embed.js'), 'console.log("embed")');
    writeFileSync(join(dir, 'index.html.template'), pageIndex);
    const configStep = spawnSync(
      'sh',
      ['-c', `. "${join(nginxDir, '15-runtime-config.envsh')}" >/dev/null && env -0`],
      {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          ...remoteEnv,
          SLOTWISE_HTML_DIR: htmlDir,
          SLOTWISE_INDEX_TEMPLATE: join(dir, 'index.html.template'),
          API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
          PAGES_UPSTREAM: `http://127.0.0.1:${pagesPort}`,
          NGINX_RESOLVER: '127.0.0.1',
        },
      },
    );
    expect(configStep.stderr).toBe('');
    const env = Object.fromEntries(
      configStep.stdout
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    staticCsp = env.SLOTWISE_CSP;
    edgePort = await freePort();
    let server = readFileSync(join(nginxDir, 'shell.conf.template'), 'utf8').replace(
      /\$\{([A-Z_]+)\}/g,
      (all, name: string) => env[name] ?? all,
    );
    server = server
      .replace('listen 80;', `listen 127.0.0.1:${edgePort};`)
      .replaceAll('/usr/share/nginx/html', htmlDir);
    if (!hasResolve((nginx as { version: number[] }).version)) server = server.replaceAll(' resolve;', ';');
    writeFileSync(join(dir, 'shell.conf'), server);
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        isRoot ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')} warn;`,
        'events { worker_connections 64; }',
        'http {',
        '  types { text/html html; application/javascript js; application/json json; text/plain txt; }',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${join(dir, `${kind}-temp`)};`,
        ),
        `  include ${join(nginxDir, 'compression.conf')};`,
        `  include ${join(dir, 'shell.conf')};`,
        '}',
      ].join('\n'),
    );
    // -e: the error log from the start (before the config is read), wherever nginx was built for.
    const nginxArgs = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
    const check = spawnSync(nginx?.binary ?? 'nginx', ['-t', ...nginxArgs], {
      encoding: 'utf8',
    });
    expect([check.status, check.stderr]).toEqual([0, expect.stringContaining('test is successful')]);
    const nginxRun = started(nginx?.binary ?? 'nginx', nginxArgs);
    nginxProcess = nginxRun.child;

    await waitForPort(remotePort, '/mf-manifest.json', remoteRun.child, remoteRun.output);
    await waitForPort(pagesPort, '/robots.txt', pagesRun.child, pagesRun.output);
    await waitForPort(edgePort, '/healthz', nginxRun.child, nginxRun.output);
  });

  afterAll(async () => {
    await Promise.all([stop(nginxProcess), stop(pages), stop(remote)]);
    await new Promise((resolve) => api?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The headers a page is judged by, as one sender sent them. */
  const pageHeaders = (answer: Answer) =>
    Object.fromEntries(
      [
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'cache-control',
        'vary',
        'content-encoding',
        'content-type',
      ].map((name) => [name, answer.headers[name]]),
    );

  it.each([
    ['/pricing', { 'accept-encoding': 'br, gzip', 'accept-language': 'en' }],
    ['/dashboard', {}],
    ['/alice', {}],
    ['/', {}],
  ])('sends %s as the page server draws it, its headers once each', async (path, headers) => {
    const direct = await get(pagesPort, path, headers);
    const viaEdge = await get(edgePort, path, headers);
    expect(direct.status).toBe(200);
    expect(viaEdge.status).toBe(200);
    expect(pageHeaders(viaEdge)).toEqual(pageHeaders(direct));
    for (const [name, count] of Object.entries(viaEdge.counts)) expect([name, count]).toEqual([name, 1]);
  });

  it('lets only pages the API proves real be framed, asking it once per page and never for an alias', async () => {
    const framed = (answer: Answer) => [
      answer.headers['x-frame-options'],
      /frame-ancestors \*/.test(String(answer.headers['content-security-policy'])),
    ];
    for (const path of ['/alice/intro?embed=1', '/alice']) {
      expect([path, ...framed(await get(edgePort, path))]).toEqual([path, undefined, true]);
    }
    const asked = apiRequests.length;
    for (const path of ['/settings', '/bookings/', '/login/x', '/Analytics', '/dashboard/nothing']) {
      expect([path, ...framed(await get(edgePort, path))]).toEqual([path, 'DENY', false]);
    }
    expect(apiRequests.slice(asked).filter((one) => one.url.startsWith('/api/public/'))).toEqual([]);
    // Made up (the API says 404): the app's headers.
    for (const path of ['/alice/nothing', '/nobody', '/nobody/intro', '/team/none/x', '/cancel/0f3a']) {
      expect([path, ...framed(await get(edgePort, path))]).toEqual([path, 'DENY', false]);
    }
    const before = apiRequests.length;
    await get(edgePort, '/reschedule/0f3a');
    expect(apiRequests.slice(before).map((one) => one.url)).toEqual(['/api/public/bookings/0f3a']);
    // A booking's pages are never stored.
    expect((await get(edgePort, '/reschedule/0f3a')).headers['cache-control']).toBe('no-store');
  });

  it('sends the remote prerendered page with the hash of its loader script, the visitor host and the offered features', async () => {
    const page = await get(edgePort, '/pricing', { 'accept-language': 'en' });
    expect(page.body).toContain('Pricing drawn by mf-marketing');
    expect(page.body).toContain(`127.0.0.1:${edgePort}/ada`);
    expect(page.body).toContain('data-server-features="google_sign_in"');
    expect(page.headers['content-security-policy']).toContain(appLoaderScriptHash);
    expect(page.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build files from its own root, never from the page server', async () => {
    const script = await get(edgePort, '/static/js/index.1.js');
    expect([script.status, script.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    const embed = await get(edgePort, '/embed.js');
    expect([embed.status, embed.body, embed.headers['cache-control']]).toEqual([
      200,
      'console.log("embed")',
      'no-cache',
    ]);
    // The page server has no such files: only nginx could have answered.
    expect((await get(pagesPort, '/embed.js')).body).not.toBe('console.log("embed")');
  });

  it('asks the page server for robots.txt and sitemap.xml', async () => {
    const robots = await get(edgePort, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Sitemap: https://slotwise.example/sitemap.xml');
    const sitemap = await get(edgePort, '/sitemap.xml');
    expect([sitemap.status, sitemap.body]).toEqual([
      200,
      expect.stringContaining('https://slotwise.example/pricing'),
    ]);
  });

  it('proxies /api to the API with the TCP peer as X-Forwarded-For', async () => {
    const answer = await get(edgePort, '/api/bookings', { 'x-forwarded-for': '6.6.6.6' });
    expect(JSON.parse(answer.body)).toEqual({ seen: '/api/bookings' });
    expect(apiRequests.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('falls back to the plain app page with its own headers while the page server is down', async () => {
    await stop(pages);
    const indexHtml = readFileSync(join(htmlDir, 'index.html'), 'utf8');
    expect(indexHtml).toContain('<script id="runtime-config" type="application/json">');

    const dashboard = await get(edgePort, '/dashboard');
    expect([dashboard.status, dashboard.body]).toEqual([200, indexHtml]);
    expect(pageHeaders(dashboard)).toMatchObject({
      'content-security-policy': staticCsp,
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    // Nothing proves an attendee page real without the page server: never framed.
    const attendee = await get(edgePort, '/alice/intro?embed=1');
    expect([attendee.status, attendee.body]).toEqual([200, indexHtml]);
    expect(attendee.headers['content-security-policy']).toBe(staticCsp);
    expect(attendee.headers['x-frame-options']).toBe('DENY');
    const pricing = await get(edgePort, '/pricing');
    expect([pricing.status, pricing.body]).toEqual([200, indexHtml]);
    for (const [name, count] of Object.entries(pricing.counts)) expect([name, count]).toEqual([name, 1]);
    // Files and the API do not need the page server.
    expect((await get(edgePort, '/static/js/index.1.js')).status).toBe(200);
    expect((await get(edgePort, '/api/x')).status).toBe(200);
    // A crawler is told to come back, never handed the app page as robots.txt.
    expect((await get(edgePort, '/robots.txt')).status).toBe(502);
  });
});
