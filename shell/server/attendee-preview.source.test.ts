// The attendee pages' first paint from their remote's server module (attendee-preview.source.ts):
// the real server (shell-server.ts, started as in production) with a remote that publishes a
// module, one that is down, slow or broken.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attendeePreviewScriptSources } from './attendee-preview.page';

jest.setTimeout(30_000);

const indexHtml =
  '<!doctype html><html lang="en"><head><meta name="description" content="generic" /><title>Slotwise</title><script defer src="/static/js/index.1.js"></script><link href="/static/js/async/lib.1.js" rel="preload" as="script"></head><body><div id="root"></div></body></html>';

// A remote's published module as mf-bookings' build writes it (dist/server/), and the API.
const remoteModule = `
export const contractVersion = 1;
const link = (pathname) => /^\\/([^/]+)\\/([^/]+)$/.exec(pathname);
export function attendeePreviewCalls(pathname) {
  const m = link(pathname);
  if (!m) return null;
  const path = '/api/public/event-types/' + m[1] + '/' + m[2];
  return { calls: [path], freeTimesBase: path };
}
export async function renderAttendeePreview({ pathname, language, answers }) {
  const m = link(pathname);
  const answer = m && answers['/api/public/event-types/' + m[1] + '/' + m[2]];
  if (!answer) return null;
  if (answer.data.title === 'crash') throw new Error('render failed');
  if (answer.data.title === 'hang') for (;;) {}
  return { html: '<main class="page-remote1"><h1>' + answer.data.title + '</h1><p>' + language + '</p></main>', css: '.page-remote1{margin:0}', title: answer.data.title + ' | Ada' };
}`;
const brokenModule = 'export const = ;';
// What someone holding the remote's origin would serve: it marks that it ran.
const markerFile = join(tmpdir(), `shell-tampered-module-ran-${process.pid}`);
const tamperedModule = `import { writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify(markerFile)}, 'ran');
${remoteModule.replace('<h1>', '<h1>Hacked ')}`;
const sha256Of = (code: string) => createHash('sha256').update(code).digest('hex');
const fileOf = (code: string) => `attendee-preview.${sha256Of(code).slice(0, 12)}.mjs`;
const moduleFile = fileOf(remoteModule);

// What the shell reads of the remote's manifest: the attendee pages' CSS file.
const remoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './attendee', assets: { js: { sync: [] }, css: { sync: ['static/css/async/attendee.1.css'] } } },
  ],
};

type RemoteMode = 'up' | 'slow' | 'broken' | 'altered' | 'no-module' | 'tampered';

function startRemoteAndApi(mode: () => RemoteMode): Promise<Server> {
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    if (url === '/api/public/event-types/ada/intro') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: { title: 'Intro call' } }));
    } else if (url === '/api/public/event-types/ada/crash') {
      response.end(JSON.stringify({ data: { title: 'crash' } }));
    } else if (url === '/api/public/event-types/ada/hang') {
      response.end(JSON.stringify({ data: { title: 'hang' } }));
    } else if (url === '/api/health') {
      response.end(JSON.stringify({ status: 'ok' }));
    } else if (url === '/remote/mf-manifest.json') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(remoteManifest));
    } else if (url === '/remote/static/css/async/attendee.1.css') {
      response.setHeader('content-type', 'text/css');
      response.end('.page-remote1{margin:0}\n');
    } else if (url === '/remote/server/attendee-preview.json') {
      if (mode() === 'no-module') return void response.writeHead(404).end();
      const file =
        mode() === 'broken'
          ? fileOf(brokenModule)
          : mode() === 'tampered'
            ? fileOf(tamperedModule)
            : moduleFile;
      const answer = () => response.end(JSON.stringify({ module: file }));
      if (mode() === 'slow') setTimeout(answer, 4_000);
      else answer();
    } else if (url === `/remote/server/${fileOf(brokenModule)}`) {
      response.end(brokenModule);
    } else if (url === `/remote/server/${fileOf(tamperedModule)}`) {
      response.end(tamperedModule);
    } else if (url === `/remote/server/${moduleFile}`) {
      response.end(mode() === 'altered' ? `${remoteModule}\n// changed` : remoteModule);
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startShell(remotePort: number, remoteDir: string, dist: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'shell-server.ts'), '--port', String(port), '--dir', dist],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        REMOTE_BOOKINGS_URL: `http://127.0.0.1:${remotePort}${remoteDir}/mf-manifest.json`,
        API_ORIGIN: `http://127.0.0.1:${remotePort}`,
        // The releases this shell was rolled out with (server-module-trust.ts); the altered one
        // is not among them.
        SERVER_MODULE_SHA256: [remoteModule, brokenModule].map(sha256Of).join(','),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the shell server did not start')), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('shell serving')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the shell server exited (${code})`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

describe('the shell server with the remote’s module (started as in production)', () => {
  let mode: RemoteMode = 'up';
  let remote: Server;
  let shell: { child: ChildProcess; origin: string };
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
    writeFileSync(join(dist, 'index.html'), indexHtml.replace('</head>', '<!--runtime-config--></head>'));
    mkdirSync(join(dist, 'static'));
    writeFileSync(join(dist, 'static', 'ok.txt'), 'ok');
    remote = await startRemoteAndApi(() => mode);
    shell = await startShell((remote.address() as AddressInfo).port, '/remote', dist);
  });

  afterAll(async () => {
    shell?.child.kill();
    await new Promise((resolve) => remote?.close(resolve));
    rmSync(markerFile, { force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (path: string, language = 'fr-FR,fr;q=0.9') => {
    const started = Date.now();
    const response = await fetch(`${shell.origin}${path}`, { headers: { 'accept-language': language } });
    return {
      status: response.status,
      html: await response.text(),
      csp: response.headers.get('content-security-policy') ?? '',
      ms: Date.now() - started,
    };
  };

  it('sends the booking page drawn by the remote’s module, in the visitor’s language', async () => {
    mode = 'up';
    const { status, html, csp } = await page('/ada/intro');
    expect(status).toBe(200);
    expect(html).toContain(
      '<div id="server-preview" data-prerendered=""><main class="page-remote1"><h1>Intro call</h1><p>fr</p></main></div>',
    );
    // Inline under the URL of the remote's CSS file, which it is (read when the server started).
    const remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    expect(html).toContain(
      `<style data-href="${remoteOrigin}/remote/static/css/async/attendee.1.css">.page-remote1{margin:0}</style>`,
    );
    expect(html).toContain('<title>Intro call | Ada</title>');
    expect(html).toContain('"/api/public/event-types/ada/intro":{"data":{"title":"Intro call"}}');
    expect(csp).toContain(`script-src 'self' ${attendeePreviewScriptSources('/x')} `);
    expect(csp).toContain('frame-ancestors *');
  });

  it.each<[RemoteMode, string]>([
    ['no-module', '/ada/intro'],
    ['slow', '/ada/intro'],
    ['broken', '/ada/intro'],
    ['altered', '/ada/intro'],
    ['tampered', '/ada/intro'],
    ['up', '/ada/crash'],
    ['up', '/ada/unknown'],
  ])('sends the plain page when the remote is %s (%s)', async (remoteMode, path) => {
    // A fresh index read (kept 5 s) and a module not imported yet: another shell each time.
    shell.child.kill();
    mode = remoteMode;
    shell = await startShell((remote.address() as AddressInfo).port, '/remote', dist);
    const { status, html, ms } = await page(path);
    expect(status).toBe(200);
    expect(html).not.toContain('server-preview');
    expect(html).toContain('<div id="root"></div>');
    expect(ms).toBeLessThan(3_000);
  });

  it('never runs a module the shell was not released with (tampered at the remote’s origin)', async () => {
    shell.child.kill();
    mode = 'tampered';
    shell = await startShell((remote.address() as AddressInfo).port, '/remote', dist);
    const { html } = await page('/ada/intro');
    expect(html).not.toContain('server-preview');
    expect(html).not.toContain('Hacked');
    // Time for a module that was (wrongly) started to leave its mark.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(existsSync(markerFile)).toBe(false);
  });

  it('keeps serving /api and files while a render never ends; the page is sent plain, then drawn again', async () => {
    shell.child.kill();
    mode = 'up';
    shell = await startShell((remote.address() as AddressInfo).port, '/remote', dist);
    await page('/ada/intro');
    const hanging = page('/ada/hang');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The module's worker loops now; the server's own event loop answers at once.
    const timed = async (path: string) => {
      const started = Date.now();
      const response = await fetch(`${shell.origin}${path}`);
      return { status: response.status, body: await response.text(), ms: Date.now() - started };
    };
    const [api, file] = await Promise.all([timed('/api/health'), timed('/static/ok.txt')]);
    expect(api).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(file).toMatchObject({ status: 200, body: 'ok' });
    expect(api.ms).toBeLessThan(400);
    expect(file.ms).toBeLessThan(400);
    const hung = await hanging;
    expect(hung.status).toBe(200);
    expect(hung.html).not.toContain('server-preview');
    expect(hung.ms).toBeLessThan(2_500);
    // The worker was started again: the next page is drawn.
    const { html } = await page('/ada/intro');
    expect(html).toContain('<h1>Intro call</h1>');
  });

  it('sends the plain page when the remote is down', async () => {
    shell.child.kill();
    shell = await startShell(await freePort(), '/remote', dist);
    const { status, html } = await page('/ada/intro');
    expect(status).toBe(200);
    expect(html).not.toContain('server-preview');
  });
});
