#!/usr/bin/env node
// The small web server of each remote: serves its build with precompressed brotli/gzip files,
// cache headers and CORS. The shell has its own server (shell/server/shell-server.ts: run-time
// config, security headers, /api proxy); `--app shell` here starts that one's build.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { serverNodeArgs } from './server-builds.mjs';
import { services } from './stack/remotes-manifest.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    dir: { type: 'string' },
  },
});
if (!values.app) throw new Error('serve-static: --app <shell|mf-...> is required');
if (values.app === 'shell') {
  // The shell's server (its build, scripts/build-server.mjs), with the same flags; signals are
  // passed on.
  const args = [...serverNodeArgs('shell', 'shell-server'), ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  await serveRemote(values.app);
}

/** @param {string} app */
async function serveRemote(app) {
  const dist = values.dir ?? join(repoRoot, app, 'dist');
  // Its port in the remotes manifest unless --port or PORT says otherwise.
  const port = Number(values.port ?? process.env.PORT ?? services.find((s) => s.name === app)?.defaultPort);
  if (!Number.isInteger(port)) throw new Error(`serve-static: ${app} has no port: pass --port`);
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';

  const server = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

  const longCache = 'public, max-age=31536000, immutable';
  /** @param {string} path */
  function cacheControlFor(path) {
    // Content-hashed files never change; entry points and manifests must be revalidated.
    return /\/static\//.test(path) ? longCache : 'no-cache';
  }

  await server.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      // The shell on another origin fetches the manifest and chunks of this remote.
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cache-control', cacheControlFor(path));
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  server.setNotFoundHandler((_request, reply) => {
    reply.header('access-control-allow-origin', '*').code(404).send({ message: 'Not found' });
  });

  const close = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);

  await server.listen({ port, host });
  console.log(`${app} serving ${dist} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
}
