// The shell's production server: its build with precompressed brotli/gzip files and cache
// headers (serving-rules.ts), the run-time config inlined into its HTML, its security headers,
// the booking page's server-drawn preview, and /api proxied to the API so cookies stay
// same-origin. Run: node --import tsx shell/server/shell-server.ts [--port] [--host] [--dir]
// (the remotes' servers are scripts/serve-static.mjs). In docker/compose.yaml this is the
// `pages` service behind the shell's nginx (docker/nginx/shell.conf.template).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import {
  attendeeRemoteOf,
  attendeeRemotes,
  createAttendeePreloadSource,
  preloadLinksHtml,
} from './attendee-preload';
import {
  type BookingLink,
  bookingLinkOf,
  bookingPreviewCss,
  fetchPublicEventType,
  freeTimesPrefetchScript,
  freeTimesPrefetchScriptHash,
  publicEventTypePath,
  renderBookingPreview,
} from './booking-preview';
import {
  appLoaderScriptHash,
  compressedPage,
  createPrerenderedPageSource,
  prerenderableRouteOf,
  prerenderedPageHtml,
  visitorLanguage,
} from './prerendered-pages';
import { contentSecurityPolicy, runtimeConfigFromEnv, serverRemotesFromEnv } from './runtime-config';
import { robotsTxt, sitemapXml } from './seo-files';
import { createServerFeaturesSource, withServerFeatures } from './server-features';
import {
  apiPrefix,
  cacheControlFor,
  fileHeaders,
  forwardedForOf,
  pageCspFor,
  pageHeadersFor,
  pageSecurityHeaders,
  revalidateCache,
} from './serving-rules';

const shellRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    // Accepted for the command line of scripts/serve-static.mjs (always the shell here).
    app: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    dir: { type: 'string' },
  },
});
const dist = values.dir ?? join(shellRoot, 'dist');
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
async function main() {
  const server = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

  const config = runtimeConfigFromEnv(process.env);
  const csp = contentSecurityPolicy(config);
  const configJson = JSON.stringify(config);
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    '<!--runtime-config-->',
    // A JSON data block is never executed, so the CSP needs no inline-script exception.
    `<script id="runtime-config" type="application/json">${configJson.replace(/</g, '\\u003c')}</script>`,
  );
  const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
  await server.register(fastifyHttpProxy, {
    upstream: apiOrigin,
    prefix: apiPrefix,
    rewritePrefix: apiPrefix,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': forwardedForOf(request.socket.remoteAddress),
      }),
    },
  });
  server.get('/config.json', (_request, reply) => {
    reply.header('cache-control', revalidateCache).type('application/json').send(configJson);
  });
  await server.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    cacheControl: false,
    index: false,
    wildcard: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', cacheControlFor(path));
      for (const [name, value] of Object.entries(fileHeaders)) res.setHeader(name, value);
    },
  });

  // A booking link's page gets its event summary drawn into the HTML, the API's answer handed
  // to the app, and its free times requested before the bundles run (booking-preview.ts).
  // Unknown links get the plain page: the app shows the not-found page as for any other path.
  async function bookingPageHtml(link: BookingLink): Promise<{ html: string; csp: string } | null> {
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

  // Search engines: the public pages (seo-files.ts).
  server.get('/robots.txt', (_request, reply) => {
    reply
      .header('cache-control', revalidateCache)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config.publicUrl));
  });
  server.get('/sitemap.xml', (_request, reply) => {
    reply
      .header('cache-control', revalidateCache)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(config.publicUrl));
  });

  // A public page its remote prerendered at its build (prerendered-pages.ts), in the visitor's
  // language; a remote that drew none in that language means the app at once.
  // <html> says what this server offers, for the options a page shows only where they work.
  const serverRemotes = serverRemotesFromEnv(process.env, config.remotes);
  const prerenderedPage = createPrerenderedPageSource(serverRemotes);
  const offeredFeatures = createServerFeaturesSource(apiOrigin);
  async function prerenderedHtml(url: string, acceptLanguage: string | undefined, host: string) {
    const route = prerenderableRouteOf(url);
    if (!route) return null;
    const [page, features] = await Promise.all([
      prerenderedPage(route.remote, route.path, visitorLanguage(acceptLanguage)),
      offeredFeatures(),
    ]);
    if (!page) return null;
    return {
      html: withServerFeatures(
        prerenderedPageHtml(indexHtml, page, { publicUrl: config.publicUrl, host }),
        features,
      ),
      csp: csp.replace("script-src 'self'", `script-src 'self' ${appLoaderScriptHash}`),
    };
  }

  // An attendee page's remote files, hinted in its HTML so they download with the shell's own
  // (attendee-preload.ts); read from the remote's manifest, never waited for.
  const attendeePreloads = createAttendeePreloadSource(config.remotes, { fetchFrom: serverRemotes });
  for (const remote of attendeeRemotes()) void attendeePreloads.refresh(remote);
  const withAttendeePreloads = (url: string, html: string) => {
    const remote = attendeeRemoteOf(url);
    const links = remote ? preloadLinksHtml(attendeePreloads.hintsFor(remote)) : '';
    return links ? html.replace('<title>', () => `${links}<title>`) : html;
  };

  // Every other GET is a route of the single-page app.
  server.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    const prerendered = await prerenderedHtml(request.url, request.headers['accept-language'], request.host);
    if (prerendered) {
      const { body, encoding } = compressedPage(prerendered.html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .headers(pageSecurityHeaders)
        .header('content-security-policy', prerendered.csp)
        .header('cache-control', revalidateCache)
        .header('vary', 'Accept-Language, Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    }
    const link = bookingLinkOf(request.url);
    const bookingPage = link ? await bookingPageHtml(link) : null;
    // Attendee pages may be framed (/embed.js); every other page refuses it.
    return reply
      .headers(pageHeadersFor(request.url))
      .header('content-security-policy', pageCspFor(request.url, bookingPage?.csp ?? csp))
      .header('cache-control', revalidateCache)
      .type('text/html; charset=utf-8')
      .send(withAttendeePreloads(request.url, bookingPage?.html ?? indexHtml));
  });

  const close = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);

  await server.listen({ port, host });
  console.log(`shell serving ${dist} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
