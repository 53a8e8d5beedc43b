#!/usr/bin/env node
// The small web server of each front-end app: serves its build with precompressed brotli/gzip
// files and cache headers. The shell's server also inlines the run-time config into its HTML,
// sends its security headers, and proxies /api to the API so cookies stay same-origin.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import {
  bookingLinkOf,
  bookingPreviewCss,
  fetchPublicEventType,
  freeTimesPrefetchScript,
  freeTimesPrefetchScriptHash,
  publicEventTypePath,
  renderBookingPreview,
} from './booking-preview.mjs';
import { contentSecurityPolicy, runtimeConfigFromEnv } from './runtime-config.mjs';

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
const app = values.app;
const dist = values.dir ?? join(repoRoot, app, 'dist');
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';

const server = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

const longCache = 'public, max-age=31536000, immutable';
function cacheControlFor(path) {
  // Content-hashed files never change; entry points and manifests must be revalidated.
  return /\/static\//.test(path) ? longCache : 'no-cache';
}

if (app === 'shell') {
  const config = runtimeConfigFromEnv(process.env);
  const csp = contentSecurityPolicy(config);
  const configJson = JSON.stringify(config);
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    '<!--runtime-config-->',
    // A JSON data block is never executed, so the CSP needs no inline-script exception.
    `<script id="runtime-config" type="application/json">${configJson.replace(/</g, '\\u003c')}</script>`,
  );
  const securityHeaders = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
  await server.register(fastifyHttpProxy, {
    upstream: apiOrigin,
    prefix: '/api',
    rewritePrefix: '/api',
    // This server is the edge: the API's per-address limits must see the TCP peer, never an
    // X-Forwarded-For the client made up (the API trusts this header from loopback).
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.raw.socket.remoteAddress,
      }),
    },
  });
  server.get('/config.json', (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json').send(configJson);
  });
  await server.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    cacheControl: false,
    index: false,
    wildcard: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', cacheControlFor(path));
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  // A booking link's page gets its event summary drawn into the HTML, the API's answer handed
  // to the app, and its free times requested before the bundles run (scripts/booking-preview.mjs).
  // Unknown links get the plain page: the app shows the not-found page as for any other path.
  async function bookingPageHtml(link) {
    const eventType = await fetchPublicEventType(apiOrigin, link);
    if (!eventType) return null;
    const eventTypePath = publicEventTypePath(link);
    const handoff = JSON.stringify({
      responses: { [eventTypePath]: eventType },
      freeTimesBase: eventTypePath,
    });
    const head = [
      `<style>${bookingPreviewCss}</style>`,
      `<script id="prefetched-api" type="application/json">${handoff.replace(/</g, '\\u003c')}</script>`,
      `<script>${freeTimesPrefetchScript}</script>`,
    ].join('');
    return {
      // Replacer functions: a `$&` in the host's texts must stay text, not a replacement pattern.
      html: indexHtml
        .replace('<title>', () => `${head}<title>`)
        .replace(
          '<div id="root"></div>',
          () => `${renderBookingPreview(eventType.data)}<div id="root"></div>`,
        ),
      csp: csp.replace("script-src 'self'", `script-src 'self' ${freeTimesPrefetchScriptHash}`),
    };
  }

  // Every other GET is a route of the single-page app.
  server.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    const link = bookingLinkOf(request.url);
    const bookingPage = link ? await bookingPageHtml(link) : null;
    return reply
      .headers(securityHeaders)
      .header('content-security-policy', bookingPage?.csp ?? csp)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(bookingPage?.html ?? indexHtml);
  });
} else {
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
}

const close = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await server.listen({ port, host });
console.log(`${app} serving ${dist} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
