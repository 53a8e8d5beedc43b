#!/usr/bin/env node
// Builds a Node server of the product into plain JavaScript, so production runs `node` alone
// (no TypeScript loader: faster start, less memory, nothing compiled at run time):
//   node scripts/build-server.mjs api     api/src/{server,migrate}.ts -> api/dist/{server,migrate}.js
//   node scripts/build-server.mjs shell   shell/server/shell-server.ts -> shell/dist-server/shell-server.mjs
// esbuild bundles the server's own code and @slotwise/shared (TypeScript sources, a workspace
// without a build of its own); every other package stays an import from node_modules, so native
// and data-carrying packages (@node-rs/argon2, PGlite's wasm and data files) load as they do
// under tsx. Source maps go beside the files: run with --enable-source-maps for stack traces
// that point at the TypeScript. Development and the tests keep running the sources with tsx.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import inlineScripts from '../shell/server/inline-scripts.bundle.cjs';
import { serverBuilds } from './server-builds.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Files copied beside a server's build: the shell's server starts the worker that runs a
 * remote's server module from a file next to itself (server-module-runner.ts:
 * `join(__dirname, 'server-module-worker.mjs')`), plain JavaScript already.
 */
const copied = {
  api: [],
  shell: [join(repoRoot, 'shell', 'server', 'server-module-worker.mjs')],
};

/** Every package but our own workspace's stays external (loaded from node_modules at run time). */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@slotwise/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * The shell's inline scripts (shell/server/inline-scripts.bundle.cjs minifies them from
 * shell/server/browser/ with esbuild) go into the build as the texts they are now: the built
 * server neither reads those sources nor needs esbuild (the page-server image has no dev
 * dependencies), and sends exactly what its CSP hashes were computed from.
 */
const builtInlineScripts = {
  name: 'built-inline-scripts',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]shell[\\/]server[\\/]inline-scripts\.bundle\.cjs$/ }, () => {
      const texts = inlineScripts.bundleInlineScripts();
      return {
        contents: `module.exports = { bundleInlineScripts: () => (${JSON.stringify(texts)}) };`,
        loader: 'js',
      };
    });
  },
};

/** @param {keyof typeof serverBuilds} target */
export async function buildServer(target) {
  const config = serverBuilds[target];
  if (!config) throw new Error(`build-server: unknown server ${target} (api or shell)`);
  rmSync(config.outdir, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(
      config.entries.map((entry) => [entry, join(config.sources, `${entry}.ts`)]),
    ),
    outdir: config.outdir,
    outExtension: { '.js': config.extension },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node line the project supports (package.json "engines").
    target: 'node20.19',
    sourcemap: 'linked',
    // Original file names in stack traces, no renamed functions or classes in logs.
    minify: false,
    keepNames: true,
    plugins: [externalPackages, builtInlineScripts],
    // tsx runs the shell's server as CommonJS, where `__dirname` exists; in an ES module it is
    // made from the module's own URL (and names the output folder, where the worker is copied).
    banner:
      target === 'shell'
        ? {
            js: [
              "import { dirname as __slotwiseDirname } from 'node:path';",
              "import { fileURLToPath as __slotwiseFileURLToPath } from 'node:url';",
              'const __dirname = __slotwiseDirname(__slotwiseFileURLToPath(import.meta.url));',
            ].join('\n'),
          }
        : {},
    logLevel: 'warning',
  });
  mkdirSync(config.outdir, { recursive: true });
  for (const file of copied[target]) copyFileSync(file, join(config.outdir, file.split(/[\\/]/).pop()));
  return config.outdir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const targets = process.argv.slice(2);
  if (targets.length === 0) throw new Error('usage: node scripts/build-server.mjs <api|shell>...');
  for (const target of targets) {
    const started = Date.now();
    const outdir = await buildServer(/** @type {keyof typeof serverBuilds} */ (target));
    console.log(`built the ${target} server into ${outdir} in ${Date.now() - started} ms`);
  }
}
