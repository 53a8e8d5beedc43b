// The shell's production server: its build with precompressed brotli/gzip files and cache
// headers (serving-rules.ts), the run-time config inlined into its HTML, its security headers,
// the attendee pages' first view drawn by their remote's server module, and /api proxied to the API so cookies stay
// same-origin. Run: node --import tsx shell/server/shell-server.ts [--port] [--host] [--dir]
// (the remotes' servers are scripts/serve-static.mjs). In docker/compose.yaml this is the
// `pages` service behind the shell's nginx (docker/nginx/shell.conf.template).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { remotesManifest } from '@slotwise/shared/federation/remotes-manifest';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  formCookieHeader,
  formTokenFor,
  formTokenKeyFromEnv,
  formVisitorOf,
  newFormVisitor,
} from './attendee-form.csrf';
import { handleAttendeeFormPost, postToApi } from './attendee-form.post';
import { attendeeRemoteOf, attendeeRemotes } from './attendee-pages.routing';
import { createAttendeePreloadSource, preloadLinksHtml } from './attendee-preload';
import { fetchApiAnswers } from './attendee-preview.answers';
import { attendeePreviewHtml, attendeePreviewScriptSources } from './attendee-preview.page';
import { createAttendeePreviewSource } from './attendee-preview.source';
import { appLoaderScriptHash } from './inline-scripts.csp';
import {
  compressedPage,
  createPrerenderedPageSource,
  prerenderableRouteOf,
  prerenderedPageHtml,
  visitorLanguage,
} from './prerendered-pages';
import { contentSecurityPolicy, runtimeConfigFromEnv, serverRemotesFromEnv } from './runtime-config';
import { robotsTxt, sitemapXml } from './seo-files';
import { createServerFeaturesSource, withServerFeatures } from './server-features';
import { serverModuleTrustFromEnv, trustsAnyModule } from './server-module-trust';
import {
  apiPrefix,
  cacheControlFor,
  embedProofOf,
  fileHeaders,
  forwardedForOf,
  pageCacheControlFor,
  pageCspFor,
  pageHeadersFor,
  pageSecurityHeaders,
  provesPage,
  revalidateCache,
  robotsTagFor,
  trustProxyFromEnv,
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
const port = Number(values.port ?? process.env.PORT ?? remotesManifest.shell.port);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
async function main() {
  const server = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    // request.ip of an attendee form's post is the visitor's address the API's limits count:
    // behind a proxy (nginx in Docker), trusted as the API trusts its proxies (TRUST_PROXY).
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  });
  // An attendee page's form posted without JavaScript (attendee-form.post.ts).
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  const config = runtimeConfigFromEnv(process.env);
  const csp = contentSecurityPolicy(config);
  const configJson = JSON.stringify(config);
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    '<!--runtime-config-->',
    // A JSON data block is never executed, so the CSP needs no inline-script exception.
    `<script id="runtime-config" type="application/json">${configJson.replace(/</g, '\\u003c')}</script>`,
  );
  const apiOrigin =
    process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? remotesManifest.api.port}`;
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

  // Where this server reaches the remotes (their internal URLs in Docker, runtime-config.ts).
  const serverRemotes = serverRemotesFromEnv(process.env, config.remotes);
  // An attendee page's remote files, hinted so they download with the shell's own
  // (attendee-preload.ts); read from the remote's manifest, never waited for. A plain page hints
  // them in its head; a drawn one once it has been painted (attendee-preview.page.ts).
  const attendeePreloads = createAttendeePreloadSource(config.remotes, { fetchFrom: serverRemotes });
  for (const remote of attendeeRemotes) void attendeePreloads.refresh(remote);

  // An attendee page (booking, host, cancel page) drawn by its remote's server module
  // (attendee-preview.source.ts) from the API's answers (attendee-preview.answers.ts), which go
  // to the page with it (attendee-preview.page.ts). Anything missing, slow or broken (unknown
  // link, remote or API down), or not trusted by this server's configuration
  // (server-module-trust.ts): the plain page, which the browser renders as before. The module
  // runs in a worker with a time limit per page (server-module-runner.ts).
  const serverModuleTrust = serverModuleTrustFromEnv(process.env);
  if (!trustsAnyModule(serverModuleTrust)) {
    server.log.warn(
      'no server module is trusted (SERVER_MODULE_SHA256, SERVER_MODULE_PUBLIC_KEYS): attendee pages are sent plain',
    );
  }
  const attendeePreviews = createAttendeePreviewSource(serverRemotes, {
    trust: serverModuleTrust,
    log: (message, details) => server.log.warn(details, message),
  });
  // Read at start, so the first visitor does not wait for the download.
  for (const remote of attendeeRemotes) void attendeePreviews.previewOf(remote);
  //
  // The same answers say whether the page is real, the only pages another site may frame
  // (serving-rules.ts, embedProofOf): the proving call is made with the page's own calls (it is
  // one of them whenever the page is drawn), or alone for a page sent plain.
  async function attendeePageHtml(
    url: string,
    acceptLanguage: string | undefined,
    {
      formToken,
      posted,
    }: {
      /** The visitor's form token (made when the page has a form: it sets the cookie then). */
      formToken?: () => string;
      /** What a post left to draw (attendee-form.post.ts). */
      posted?: unknown;
    } = {},
  ) {
    const proof = embedProofOf(url);
    const remote = attendeeRemoteOf(url);
    const pathname = url.split(/[?#]/)[0];
    const query = url.split('#')[0].slice(pathname.length);
    const module = remote ? await attendeePreviews.previewOf(remote) : null;
    let wanted: Awaited<ReturnType<NonNullable<typeof module>['attendeePreviewCalls']>> = null;
    try {
      // With the query: what the address chose (the month's free times, a booking just made).
      wanted = module ? await module.attendeePreviewCalls(pathname, query) : null;
    } catch (error) {
      server.log.warn({ err: error, url }, 'attendee preview calls failed; sending the plain page');
    }
    const calls = [...new Set([...(wanted?.calls ?? []), ...(proof ? [proof] : [])])];
    const refusals: Record<string, unknown> = {};
    const answers = calls.length > 0 ? await fetchApiAnswers(apiOrigin, calls, { refusals }) : {};
    const embeddable = proof !== null && provesPage(answers[proof], refusals[proof]);
    if (!module || !wanted) return { embeddable, page: null };
    try {
      const language = visitorLanguage(acceptLanguage);
      // Within the module's time limit (1 s), else null.
      // The query too: the booking page draws the duration its link chose (docs/product.md#several-durations).
      const search = url.split('#')[0].slice(pathname.length);
      const form =
        formToken && (wanted.form || posted !== undefined)
          ? { token: formToken(), ...(posted !== undefined ? { posted } : {}) }
          : undefined;
      const preview = await module.renderAttendeePreview({
        pathname,
        ...(search.length > 1 ? { search } : {}),
        language,
        answers,
        ...(form ? { form } : {}),
      });
      if (!preview) return { embeddable, page: null };
      return {
        embeddable,
        page: {
          // A page with the visitor's token is theirs alone.
          personal: form !== undefined,
          robots: preview.robots,
          html: attendeePreviewHtml(indexHtml, preview, {
            answers,
            freeTimesBase: wanted.freeTimesBase,
            language,
            preloads: remote ? attendeePreloads.hintsFor(remote) : [],
            stylesheet: remote ? attendeePreloads.stylesheetFor(remote) : null,
          }),
          csp: csp.replace(
            "script-src 'self'",
            `script-src 'self' ${attendeePreviewScriptSources(wanted.freeTimesBase)}`,
          ),
        },
      };
    } catch (error) {
      server.log.warn({ err: error, url }, 'attendee preview failed; sending the plain page');
      return { embeddable, page: null };
    }
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

  const withAttendeePreloads = (url: string, html: string) => {
    const remote = attendeeRemoteOf(url);
    const links = remote ? preloadLinksHtml(attendeePreloads.hintsFor(remote)) : '';
    return links ? html.replace('<title>', () => `${links}<title>`) : html;
  };

  // The forms of the attendee pages without JavaScript (docs/attendee-pages.md#without-javascript).
  const formKey = formTokenKeyFromEnv(process.env);
  if (!formKey.configured) {
    server.log.warn(
      'FORM_TOKEN_SECRET is not set: attendee forms posted without JavaScript work with this one page server only',
    );
  }
  const secureCookies = config.publicUrl?.startsWith('https://') ?? false;
  /** The visitor's form token; a visitor without the cookie gets one with this answer. */
  const formTokenOf = (request: FastifyRequest, reply: FastifyReply) => () => {
    let visitor = formVisitorOf(request.headers.cookie);
    if (!visitor) {
      visitor = newFormVisitor();
      reply.header('set-cookie', formCookieHeader(visitor, secureCookies || request.protocol === 'https'));
    }
    return formTokenFor(formKey.key, visitor);
  };

  server.post('/*', async (request, reply) => {
    const remote = attendeeRemoteOf(request.url);
    if (!remote) return reply.code(404).send({ message: 'Not found' });
    const module = await attendeePreviews.previewOf(remote);
    const outcome = await handleAttendeeFormPost(
      {
        module,
        fetchAnswers: (calls) => fetchApiAnswers(apiOrigin, calls),
        postApi: (call, visitorAddress) => postToApi(apiOrigin, call, visitorAddress),
        key: formKey.key,
        publicUrl: config.publicUrl,
      },
      {
        url: request.url,
        host: request.host,
        origin: request.headers.origin,
        referer: request.headers.referer,
        cookieHeader: request.headers.cookie,
        body: typeof request.body === 'string' ? request.body : '',
        language: visitorLanguage(request.headers['accept-language']),
        visitorAddress: request.ip,
      },
    );
    reply.header('cache-control', 'no-store').headers(pageSecurityHeaders);
    if (outcome.kind === 'refused') {
      return reply.code(outcome.status).type('text/plain; charset=utf-8').send(outcome.message);
    }
    if (outcome.kind === 'redirect') return reply.code(303).header('location', outcome.location).send();
    const pathname = request.url.split(/[?#]/)[0];
    const attendee = await attendeePageHtml(
      `${pathname}${outcome.search}`,
      request.headers['accept-language'],
      {
        formToken: formTokenOf(request, reply),
        posted: outcome.posted,
      },
    );
    if (!attendee.page)
      return reply.code(503).type('text/plain; charset=utf-8').send('Please try again in a moment.');
    const { body, encoding } = compressedPage(attendee.page.html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        // The page says what failed; a 5xx would make nginx send its static page instead.
        .code(outcome.status >= 500 ? 200 : outcome.status)
        .headers(pageHeadersFor(false))
        .header('content-security-policy', pageCspFor(attendee.page.csp, false))
        .header('vary', 'Accept-Language, Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body)
    );
  });

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
    const attendee = await attendeePageHtml(request.url, request.headers['accept-language'], {
      formToken: formTokenOf(request, reply),
    });
    // Only a proven attendee page may be framed (/embed.js); every other page refuses it. A
    // booking's own pages are never stored (serving-rules.ts).
    const headers = pageHeadersFor(attendee.embeddable);
    const cacheControl = pageCacheControlFor(request.url);
    const robots = robotsTagFor(request.url, attendee.page);
    if (robots) reply.header('x-robots-tag', robots);
    if (attendee.page) {
      const { body, encoding } = compressedPage(attendee.page.html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      reply.header('vary', 'Accept-Language, Accept-Encoding');
      return reply
        .headers(headers)
        .header('content-security-policy', pageCspFor(attendee.page.csp, attendee.embeddable))
        .header('cache-control', attendee.page.personal ? 'private, no-store' : cacheControl)
        .type('text/html; charset=utf-8')
        .send(body);
    }
    return reply
      .headers(headers)
      .header('content-security-policy', pageCspFor(csp, attendee.embeddable))
      .header('cache-control', cacheControl)
      .type('text/html; charset=utf-8')
      .send(withAttendeePreloads(request.url, indexHtml));
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
