// Read by the shell's and the remotes' build configs (Node), never by the browser.
import { existsSync } from 'node:fs';
import type { Rspack } from '@rsbuild/core';

/** A file of a federation package's CommonJS build (`@module-federation/<pkg>/dist/<file>.cjs`). */
const federationCommonJs = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The same file of the package's ES module build (`.js`, or `.mjs` for error-codes). */
function esmTwinOf(path: string): string | undefined {
  return [path.replace(/\.cjs$/, '.js'), path.replace(/\.cjs$/, '.mjs')].find((candidate) =>
    existsSync(candidate),
  );
}

/**
 * Builds the federation runtime from its ES modules instead of its CommonJS files.
 *
 * Rspack's ModuleFederationPlugin (2.3) imports the bundler runtime by the path `require.resolve`
 * gives, `@module-federation/webpack-bundler-runtime/dist/index.cjs`, and aliases
 * `@module-federation/runtime` to its `.cjs` too; from there every federation package (runtime
 * core, SDK, error codes) came in as CommonJS, which is neither tree-shaken nor concatenated and
 * ignores `optimization.target: 'web'`: the SDK's Node.js loaders, its logger and option
 * normalisers, four copies of the packages' module helpers. From the ES modules the shell's
 * `index` is about 4 KB (compressed) smaller and a remote's `remoteEntry.js` about 0.6 KB, on every
 * first visit (issue #27: an attendee page's JS budget). Same packages, same version, same code.
 *
 * The build fails if a federation CommonJS file is still bundled (a federation upgrade that
 * resolves another way), instead of silently growing every page.
 */
export class FederationRuntimeEsmPlugin {
  apply(compiler: Rspack.Compiler) {
    // After the federation plugins have set their aliases (both in `afterPlugins`).
    compiler.hooks.afterPlugins.tap({ name: 'FederationRuntimeEsmPlugin', stage: 100 }, () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, target] of Object.entries(alias)) {
        if (typeof target !== 'string' || !federationCommonJs.test(target)) continue;
        const esm = esmTwinOf(target);
        if (esm) alias[key] = esm;
      }
    });
    // The bundler runtime and runtime plugins the federation entry imports by resolved path.
    new compiler.webpack.NormalModuleReplacementPlugin(federationCommonJs, (resolveData) => {
      if (!federationCommonJs.test(resolveData.request)) return;
      const esm = esmTwinOf(resolveData.request);
      if (esm) resolveData.request = esm;
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap('FederationRuntimeEsmPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FederationRuntimeEsmPlugin', (modules) => {
        for (const module of modules) {
          const resource = module.nameForCondition?.() ?? '';
          if (federationCommonJs.test(resource)) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${resource}: a federation package's CommonJS build is bundled (see federation-runtime-esm.ts)`,
              ),
            );
          }
        }
      });
    });
  }
}
