// Where the build puts each Node server of the product (scripts/build-server.mjs writes them;
// scripts/start.mjs, the bench and the tests run them). Apart from the build script so that
// reading these paths never loads esbuild.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each server's build. The output folder sits one level below the workspace, as the sources
 * do (api/src, shell/server), because the code finds its files from its own place: `apiDir` in
 * api/src/config.ts (api/drizzle, the migrations) and `shellRoot` in shell-server.ts
 * (shell/dist, the app's build).
 */
export const serverBuilds = {
  api: {
    outdir: join(repoRoot, 'api', 'dist'),
    sources: join(repoRoot, 'api', 'src'),
    entries: ['server', 'migrate'],
    // api/package.json is "type": "module".
    extension: '.js',
  },
  shell: {
    outdir: join(repoRoot, 'shell', 'dist-server'),
    sources: join(repoRoot, 'shell', 'server'),
    entries: ['shell-server'],
    // shell/package.json has no "type": .mjs marks the files as ES modules.
    extension: '.mjs',
  },
};

/**
 * The file `node` runs for one entry of a server: built JavaScript, or (`fromSources`, for
 * development, the tests and the bench's comparison) the TypeScript source, run with tsx.
 * @param {keyof typeof serverBuilds} server
 * @param {string} entry
 */
export function serverEntry(server, entry) {
  const build = serverBuilds[server];
  return join(build.outdir, `${entry}${build.extension}`);
}

/**
 * `node`'s arguments that run a server's entry: the built file with source maps on (stack
 * traces name the TypeScript lines), or the source through tsx's loader. Either way one
 * process, so a signal reaches the server itself.
 * @param {keyof typeof serverBuilds} server
 * @param {string} entry
 * @param {{ fromSources?: boolean }} [options]
 */
export function serverNodeArgs(server, entry, options = {}) {
  return options.fromSources
    ? ['--import', 'tsx', join(serverBuilds[server].sources, `${entry}.ts`)]
    : ['--enable-source-maps', serverEntry(server, entry)];
}
