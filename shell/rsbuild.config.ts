import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type Rspack, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { reactBuiltInStoreHook } from '@slotwise/shared/federation/build-aliases';
import { FederationRuntimeEsmPlugin } from '@slotwise/shared/federation/federation-runtime-esm';
import { remotesManifest } from '@slotwise/shared/federation/remotes-manifest';
import federationConfig from './module-federation.config';
import { runtimeConfigFromEnv } from './server/runtime-config';

/** Modules only the app surface (not an attendee page) needs; see `splitChunks` below. */
const appOnlyModule =
  /[\\/](?:node_modules[\\/](?:@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss|@internationalized|@swc[\\/]helpers|react-router|react-router-dom|use-sync-external-store|@date-fns[\\/]tz|@reduxjs|@standard-schema|redux|redux-thunk|immer|reselect|react-redux|cookie|set-cookie-parser|axios|proxy-compare|stylis|hoist-non-react-statics|lucide-react|react-is|@babel[\\/]runtime)[\\/]|shared[\\/]src[\\/](?:ui[\\/](?!initials)|store[\\/]|router[\\/]|api[\\/](?!prefetched|api-error)))/;
/**
 * Modules both surfaces need at start (api-error: the attendee pages' errors are the app's
 * ApiError too). Not the zoned dates (@date-fns/tz, zoned-format): the booking page's own code
 * carries what it uses of them, and the app loads them with its pages.
 */
const startModule =
  /[\\/](?:node_modules[\\/](?:react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify|void-elements|date-fns)[\\/]|date-fns-english-unused\.ts$|shared[\\/]src[\\/](?:i18n|remote|datetime[\\/](?:date-locale|browser-time-zone)|contract|ui[\\/]initials|api[\\/](?:prefetched|api-error)))/;
/**
 * The contracts an attendee page starts with (plain constants and helpers: its data envelope,
 * limits, date patterns, locations, redirect addresses). The others (zod schemas, and zod, and
 * the contract messages' catalogue) serve the app's forms and the booking form, and are in
 * app-contracts: in start-libraries they made the booking page fetch zod (about 26 KB
 * compressed) before its first use. One the page starts needing costs a request, never an error.
 */
const attendeeStartContract =
  /shared[\\/]src[\\/]contract[\\/](?:data-envelope|limits|date-patterns|locations|redirect-address)\.contract\.ts$/;
const appContract =
  /[\\/]node_modules[\\/]zod[\\/]|shared[\\/]src[\\/](?:contract[\\/]|i18n[\\/](?:contract-catalogue|locales[\\/]contract\.en)\.ts$)/;
const isAppContract = (path: string) => appContract.test(path) && !attendeeStartContract.test(path);
/** Catalogues and date locales of a language other than English (the fallback, always loaded). */
const otherLanguage = /[\\/]locales?[\\/](?!(?:[a-z]+\.)?en(?:-US)?(?:[\\/.]|$)|_lib[\\/])/;
/**
 * The only chunks preloaded from the HTML (see `preload` below): what both surfaces start with
 * (start-libraries, with the bootstrap) and the attendee surface's module (named by its import
 * in src/app/bootstrap.tsx). Nothing else: not the app's libraries and contracts, the other
 * languages, render-app, the remote preview or the createRoot takeover (server-preview), which a
 * hydrated attendee page never loads.
 */
const preloadedChunk = /[\\/](?:start-libraries|render-attendee-page)\.[0-9a-f]+\.js$/;

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federationConfig)],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: reactBuiltInStoreHook },
  html: {
    title: 'Slotwise',
    template: './src/index.html',
  },
  output: { cleanDistPath: true },
  tools: {
    rspack: {
      plugins: [
        // The federation runtime (this file's `index`, on every page) from its ES modules:
        // about 4 KB compressed less than from its CommonJS files (see the plugin).
        new FederationRuntimeEsmPlugin(),
        // See src/app/date-fns-english-unused.ts.
        new rspack.NormalModuleReplacementPlugin(
          /[\\/]en-US[\\/]_lib[\\/](?:match|formatDistance|formatRelative)\.js$/,
          fileURLToPath(new URL('./src/app/date-fns-english-unused.ts', import.meta.url)),
        ),
      ],
      optimization: {
        // Numbers, not names: each chunk id is written several times into the `index` (the
        // share scope's factories, the consumes' chunk mapping, the file names), and the names of
        // the federation's consume chunks are long; about 0.9 KB compressed on every first visit.
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            // Every shared module would otherwise be a chunk of its own (~55 requests at start).
            // What both surfaces start with (React, i18n, the route table and contracts), in one
            // file; other languages' catalogues stay apart, loaded only when chosen.
            startLibraries: {
              test: (module: Rspack.Module) => {
                const path = module.nameForCondition() ?? '';
                return startModule.test(path) && !otherLanguage.test(path) && !isAppContract(path);
              },
              name: 'start-libraries',
              chunks: 'async',
              priority: 40,
              enforce: true,
            },
            // The bootstrap's own code (src/app/bootstrap.tsx and what it imports), which every
            // page runs right after start-libraries: in the same file, one request (about 0.5 KB
            // with its headers) less. Only code: the federation's consume modules stay apart.
            bootstrap: {
              test: (module: Rspack.Module) => module.type.startsWith('javascript/'),
              chunks: (chunk: Rspack.Chunk) => chunk.name === 'bootstrap',
              name: 'start-libraries',
              priority: 40,
              enforce: true,
            },
            // The contracts an attendee page does not start with, and zod, in one file (see
            // attendeeStartContract).
            appContracts: {
              test: (module: Rspack.Module) => {
                const path = module.nameForCondition() ?? '';
                return isAppContract(path);
              },
              name: 'app-contracts',
              chunks: 'async',
              priority: 45,
              enforce: true,
            },
            // The app's own libraries in one file: the app needs all of them at once, an
            // attendee page none.
            appLibraries: {
              test: appOnlyModule,
              name: 'app-libraries',
              chunks: 'async',
              priority: 50,
              enforce: true,
            },
          },
        },
      },
    },
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
    // Preloaded with the entry: what both surfaces start with (React, i18n, the route table, the
    // remote contracts, the bootstrap) and the attendee surface's module (preloadedChunk). Not
    // the app's own libraries (Chakra UI, router, Redux Toolkit and the store, axios): an
    // attendee page never loads them (its JS budget; its pages fetch with SWR), and the app asks
    // for them as soon as its bootstrap has chosen the app surface. Other languages load only
    // when chosen.
    preload: { type: 'async-chunks', include: [preloadedChunk] },
  },
  server: {
    port: Number(process.env.SHELL_PORT ?? remotesManifest.shell.port),
    historyApiFallback: true,
    proxy: { '/api': process.env.API_ORIGIN ?? `http://127.0.0.1:${remotesManifest.api.port}` },
  },
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.url !== '/config.json') return next();
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
        });
      },
    ],
  },
});
