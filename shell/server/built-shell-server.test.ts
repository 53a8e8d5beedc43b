// Production runs the shell's server as built JavaScript with plain node (scripts/build-server.mjs,
// part of `npm run build -w shell`): this builds it, starts it as `npm start` and the page-server
// image do, with no tsx, and checks what it needs from its new place: the worker file that runs a
// remote's server module (copied beside the build), the remotes' locations (inside the bundle),
// the /api proxy.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  afterPaintLoaderScript,
  afterPaintLoaderScriptHash,
  heldInputScript,
  heldInputScriptHash,
} from './inline-scripts.csp';

jest.setTimeout(60_000);

const repoRoot = join(__dirname, '..', '..');
const builtServer = join(repoRoot, 'shell', 'dist-server', 'shell-server.mjs');
const recorder = join(repoRoot, 'scripts', 'testing', 'module-load-recorder.mjs');

// A remote's published module as mf-bookings' build writes it (dist/server/), as small as can be.
const remoteModule = `
export const contractVersion = 1;
export function attendeePreviewCalls(pathname) {
  return pathname === '/ada/intro' ? { calls: ['/api/public/event-types/ada/intro'] } : null;
}
export async function renderAttendeePreview({ language, answers }) {
  const answer = answers['/api/public/event-types/ada/intro'];
  return answer ? { html: '<main><h1>' + answer.data.title + '</h1><p>' + language + '</p></main>', css: '' } : null;
}`;
const sha256Of = (code: string) => createHash('sha256').update(code).digest('hex');
const moduleFile = `attendee-preview.${sha256Of(remoteModule).slice(0, 12)}.mjs`;

/** The remote (manifest and server module) and the API, on one loopback server. */
function startRemoteAndApi(): Promise<Server> {
  const answers: Record<string, [string, string]> = {
    '/api/health': ['application/json', '{"status":"ok"}'],
    '/api/ready': ['application/json', '{"status":"ready"}'],
    '/api/public/event-types/ada/intro': ['application/json', '{"data":{"title":"Intro call"}}'],
    '/remote/mf-manifest.json': ['application/json', JSON.stringify({ metaData: {}, exposes: [] })],
    '/remote/server/attendee-preview.json': ['application/json', JSON.stringify({ module: moduleFile })],
    [`/remote/server/${moduleFile}`]: ['text/javascript', remoteModule],
  };
  const server = createServer((request, response) => {
    const answer = answers[request.url ?? ''];
    if (!answer) return void response.writeHead(404).end();
    response.setHeader('content-type', answer[0]);
    response.end(answer[1]);
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

describe('the built shell server (plain node, no tsx)', () => {
  let remote: Server;
  let shell: ChildProcess;
  let origin: string;
  let dir: string;
  let record: string;
  let output = '';

  beforeAll(async () => {
    const build = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'build-server.mjs'), 'shell'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0)
      throw new Error(`the shell server's build failed:\n${build.stdout}\n${build.stderr}`);

    dir = mkdtempSync(join(tmpdir(), 'built-shell-'));
    record = join(dir, 'modules.txt');
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Slotwise</title><!--runtime-config--></head><body><div id="root"></div></body></html>',
    );
    remote = await startRemoteAndApi();
    const remotePort = (remote.address() as AddressInfo).port;
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    shell = spawn(
      process.execPath,
      ['--enable-source-maps', '--import', recorder, builtServer, '--port', String(port), '--dir', dir],
      {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          MODULE_LOAD_RECORD: record,
          REMOTE_BOOKINGS_URL: `http://127.0.0.1:${remotePort}/remote/mf-manifest.json`,
          API_ORIGIN: `http://127.0.0.1:${remotePort}`,
          SERVER_MODULE_SHA256: sha256Of(remoteModule),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    shell.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    shell.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    const deadline = Date.now() + 30_000;
    while (!output.includes('shell serving')) {
      if (shell.exitCode !== null) throw new Error(`the built shell server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the built shell server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    shell?.kill();
    await new Promise((resolve) => remote?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the app page with its run-time config and the remotes’ locations', async () => {
    const response = await fetch(`${origin}/dashboard`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const config = JSON.parse(
      /<script id="runtime-config" type="application\/json">([^<]*)</.exec(html)?.[1] ?? '',
    );
    expect(config.remotes.mf_bookings).toMatch(/\/remote\/mf-manifest\.json$/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('proxies /api/health and /api/ready to the API', async () => {
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${origin}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('draws an attendee page with the remote’s module, in the worker beside the build', async () => {
    let html = '';
    // The module is read at start, in the background: the first pages may be sent plain.
    for (let attempt = 0; attempt < 50 && !html.includes('server-preview'); attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      html = await (await fetch(`${origin}/ada/intro`, { headers: { 'accept-language': 'de' } })).text();
    }
    expect(html).toContain('<main><h1>Intro call</h1><p>de</p></main>');
    expect(output).not.toMatch(/server-module-worker|Cannot find module/);
  });

  it('sends the inline scripts its build minified from their sources, allowed by its CSP, without esbuild', async () => {
    let response = await fetch(`${origin}/ada/intro`);
    let html = await response.text();
    for (let attempt = 0; attempt < 50 && !html.includes('server-preview'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response = await fetch(`${origin}/ada/intro`);
      html = await response.text();
    }
    expect(html).toContain(`<script>${heldInputScript}</script>`);
    expect(html).toContain(`<script>${afterPaintLoaderScript}</script>`);
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${heldInputScriptHash} ${afterPaintLoaderScriptHash} `,
    );
    expect(readFileSync(record, 'utf8')).not.toMatch(/\/node_modules\/esbuild\//);
  });

  it('loads no tsx and no TypeScript', () => {
    const loaded = readFileSync(record, 'utf8').trim().split('\n');
    expect(loaded).toContain(pathToFileURL(builtServer).href);
    expect(loaded.filter((url) => /\/node_modules\/tsx\/|\.[cm]?tsx?$|\/shared\/src\//.test(url))).toEqual(
      [],
    );
  });
});
