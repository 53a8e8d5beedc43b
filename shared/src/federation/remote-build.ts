// The Rsbuild configuration of every remote, in one place: each remote's rsbuild.config.ts
// calls this with its folder name; its federation name, exposes and port come from the remotes
// manifest (remotes.manifest.json).
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type EnvironmentConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { reactBuiltInStoreHook } from './build-aliases';
import { federationBundlerExternal, federationHelperGlobals } from './federation-helper-globals';
import { FederationRuntimeEsmPlugin } from './federation-runtime-esm';
import { remoteEntryOf, remotesManifest } from './remotes-manifest';
import { sharedDependencies } from './shared-dependencies';

/**
 * Two builds into one `dist/` (three with `server`):
 * - `remote`: the federated container the shell loads (`remoteEntry.js`, `mf-manifest.json`,
 *   the exposed modules). It is built with `externalRuntime`: it runs on the federation runtime
 *   the shell provides instead of carrying its own copy (~18 KB compressed less per remote on
 *   every first visit, the attendee pages' budget included).
 * - `standalone`: the team's own page (`index.html`, src/index.ts) with no federation at all, so
 *   it runs without a shell to provide that runtime.
 * - `server` (mf-bookings): one self-contained Node ES module, `dist/server/<name>.<hash>.mjs`,
 *   with everything it imports bundled (React's server renderer included), and
 *   `dist/server/<name>.json` naming it, for the shell's server to fetch and run
 *   (docs/attendee-pages.md#the-pages-css).
 * - `prerender` (mf-marketing, mf-auth; `rsbuild build` only): the remote's public pages drawn
 *   to HTML, dist/prerendered/ (see prerenderEnvironment).
 */
export function remoteBuildConfig(options: {
  /** The remote's folder, e.g. 'mf-auth': its entry in remotes.manifest.json. */
  app: string;
  /** A server module to build: its name and entry, e.g. { name: 'attendee-preview', entry: './src/app/attendee-preview.tsx' }. */
  server?: { name: string; entry: string };
  /** The Node entry whose `drawPages()` draws the remote's public pages, e.g. './src/app/prerender-entry.ts'. */
  prerender?: string;
}): RsbuildConfig {
  const remote = remoteEntryOf(options.app);
  const port = Number(process.env.PORT ?? remote.port);
  // Its exposed modules, whose shapes are the RemoteModule (and AttendeeModule) contracts in shared.
  const federation = createModuleFederationConfig({
    name: remote.name,
    filename: 'remoteEntry.js',
    exposes: remote.exposes,
    shared: sharedDependencies(),
    dts: false,
  });
  return defineConfig({
    plugins: [pluginReact(), ...(options.prerender ? [prerenderPlugin(options.prerender)] : [])],
    environments: {
      remote: {
        plugins: [
          pluginModuleFederation(
            {
              ...federation,
              // `target: 'web'`: without the federation runtime's Node.js loading code.
              // `disableRemote`: a remote loads no other remote, so its container leaves out the
              // bundler runtime's remote loading (its `f.remotes` handler is only installed where a
              // build has remote modules): about 0.5 KB compressed of every remoteEntry.js.
              experiments: {
                ...federation.experiments,
                externalRuntime: true,
                optimization: { target: 'web', disableRemote: true },
              },
            },
            { environment: 'remote' },
          ),
        ],
        // An entry of its own name (Rsbuild needs one; the shell loads only remoteEntry.js), so
        // that it never collides with the standalone page's index.js in dev (unhashed names).
        source: { entry: { 'remote-container': './src/app/remote-module.ts' } },
        // The federation runtime's helpers (its SDK and error texts) and the bundler runtime's
        // stateless functions are the shell's too, as its core is (`externalRuntime`): the
        // shell's runtime plugin provides them (shell/src/app/federation-runtime.plugin.ts):
        // about 6 KB compressed less per remote. A remote built so needs a shell that provides
        // them: release the shell first.
        output: { externals: [federationHelperGlobals, federationBundlerExternal] },
        // The bundler runtime from its ES modules: tree-shaken (see FederationRuntimeEsmPlugin).
        tools: { htmlPlugin: false, rspack: { plugins: [new FederationRuntimeEsmPlugin()] } },
      },
      standalone: {
        source: { entry: { index: './src/index.ts' } },
        html: { title: `Slotwise (${options.app} standalone)` },
      },
      ...(options.server ? { server: serverEnvironment(options.server) } : {}),
    },
    // 'auto': chunks load from wherever the manifest was served, not from the shell's origin.
    // CSS (mf-bookings' attendee pages' CSS module; the other remotes style with Chakra UI's
    // emotion and have none) is emitted as files, not carried inside the JS: a drawn attendee
    // page has it inline already, marked with the file's URL so that it is not loaded again
    // (docs/attendee-pages.md#the-pages-css); elsewhere it loads from the remote's origin, which
    // the shell's CSP allows in style-src.
    output: { assetPrefix: 'auto', cleanDistPath: true, injectStyles: false },
    resolve: { alias: reactBuiltInStoreHook },
    server: {
      port,
      cors: true,
      historyApiFallback: true,
      proxy: { '/api': process.env.API_ORIGIN ?? `http://127.0.0.1:${remotesManifest.api.port}` },
    },
    dev: { assetPrefix: `http://localhost:${port}/` },
  });
}

const prerenderBundle = 'prerender-entry.mjs';

/**
 * Draws the remote's public pages at its build, in the build's own process: `rsbuild build`
 * bundles `entry` for Node beside the browser builds (the same sources, compiled once by the
 * same compiler, React's production build), then imports that bundle, writes every page it
 * draws into dist/prerendered/ and deletes the bundle, which never ships. Until then a second
 * process compiled every source again under tsx. `rsbuild dev` draws nothing (the shell's dev
 * server sends the plain app page).
 */
function prerenderPlugin(entry: string): RsbuildPlugin {
  return {
    name: 'slotwise:prerender',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
        if (api.context.action !== 'build') return config;
        return mergeRsbuildConfig(config, { environments: { prerender: prerenderEnvironment(entry) } });
      });
      api.onAfterBuild(async ({ environments, stats }) => {
        const prerender = environments.prerender;
        if (!prerender || stats?.hasErrors()) return;
        const bundle = join(prerender.distPath, prerenderBundle);
        try {
          const { drawPages } = await import(pathToFileURL(bundle).href);
          const drawn: { file: string; page: unknown }[] = await drawPages();
          for (const { file, page } of drawn) {
            const path = join(prerender.distPath, file);
            await mkdir(dirname(path), { recursive: true });
            await writeFile(path, JSON.stringify(page));
          }
          api.logger.info(`prerendered ${drawn.length} pages`);
        } finally {
          await rm(bundle, { force: true });
        }
      });
    },
  };
}

/** The Node bundle of the prerender entry: one file in the build's folder, deleted once run. */
function prerenderEnvironment(entry: string): EnvironmentConfig {
  return {
    source: { entry: { 'prerender-entry': entry } },
    output: {
      target: 'node',
      module: true,
      distPath: { js: '' },
      filename: { js: prerenderBundle },
      // Nothing but the bundle: no images or CSS files (the pages' styles are inline).
      emitAssets: false,
      emitCss: false,
      cleanDistPath: false,
      // Run once, here: minifying it would only cost time.
      minify: false,
      sourceMap: false,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' }, printFileSize: false },
    tools: { htmlPlugin: false, rspack: { output: { asyncChunks: false } } },
  };
}

/** What a server module writes where its stylesheet goes (see serverEnvironment). */
export const serverCssPlaceholder = '__SLOTWISE_SERVER_CSS__';

/**
 * The Node build of a server module (see remoteBuildConfig): one file, nothing external. Its
 * components' CSS is extracted as in the browser build (same CSS modules, same class names,
 * same browser targets and minifier) and written into the module in place of
 * `serverCssPlaceholder`; the file is then named by the hash of what it finally holds. A drawn
 * page takes that CSS for the browser build's CSS file (docs/attendee-pages.md#the-pages-css):
 * it must be the same rules for the same browsers.
 */
function serverEnvironment({ name, entry }: { name: string; entry: string }): EnvironmentConfig {
  return {
    source: { entry: { [name]: entry } },
    output: {
      target: 'node',
      module: true,
      distPath: { root: 'dist/server', js: '', css: '' },
      filename: { js: `${name}.mjs`, css: `${name}.css` },
      emitCss: true,
      injectStyles: false,
      cleanDistPath: true,
      minify: true,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: {
      htmlPlugin: false,
      // No chunk files: the shell's server imports this one file from a temporary folder.
      rspack: { output: { asyncChunks: false } },
    },
    plugins: [serverModulePlugin(name, entry)],
  };
}

/** Writes the CSS into the module, names it by its hash, and writes `<name>.json`. */
function serverModulePlugin(name: string, entry: string): RsbuildPlugin {
  return {
    name: 'slotwise:server-module',
    setup(api) {
      // Rsbuild compiles a Node build's CSS for the browsers of the web build but minifies it for
      // Node's targets (which turns `min-width:768px` into `width>=768px`, unknown to Safari
      // before 16.4): minify it for the browsers too.
      api.modifyBundlerChain((chain, { CHAIN_ID, environment, environments }) => {
        const web = Object.values(environments).find((other) => other.config.output.target === 'web');
        if (environment.config.output.target !== 'node' || !web) return;
        chain.optimization
          .minimizer(CHAIN_ID.MINIMIZER.CSS)
          .tap(([options]) => [
            { ...options, minimizerOptions: { ...options?.minimizerOptions, targets: web.browserslist } },
          ]);
      });
      api.processAssets({ stage: 'report' }, ({ assets, compilation, sources }) => {
        const js = assets[`${name}.mjs`];
        const css = assets[`${name}.css`];
        if (!js || !css) throw new Error(`the ${name} server module or its CSS was not built`);
        const quoted = new RegExp(`(["'\`])${serverCssPlaceholder}\\1`);
        const code = js.source().toString();
        if (!quoted.test(code)) throw new Error(`${entry} does not use serverCssPlaceholder`);
        const final = code.replace(quoted, () => JSON.stringify(css.source().toString()));
        const file = `${name}.${createHash('sha256').update(final).digest('hex').slice(0, 12)}.mjs`;
        compilation.deleteAsset(`${name}.mjs`);
        compilation.deleteAsset(`${name}.css`);
        compilation.emitAsset(file, new sources.RawSource(final));
        // dist/server/<name>.json: which file is the current module (the shell caches by it).
        compilation.emitAsset(`${name}.json`, new sources.RawSource(JSON.stringify({ module: file })));
      });
    },
  };
}
