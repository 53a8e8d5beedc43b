// Read by remote-build.ts (a Node build config) and by the shell's runtime plugin (browser code).

/**
 * The federation runtime's helper packages the shell provides to its remotes as globals, by
 * package: the shell's runtime plugin (shell/src/app/federation-runtime.plugin.ts) sets them,
 * the remotes' containers read them (the `remote` environment of remoteBuildConfig). Like the
 * runtime core (`externalRuntime`), they need a shell of the same federation release.
 */
export const federationHelperGlobals = {
  '@module-federation/sdk': 'global _SLOTWISE_FEDERATION_SDK',
  '@module-federation/error-codes': 'global _SLOTWISE_FEDERATION_ERROR_CODES',
};

/** The global holding the bundler runtime's functions the shell gives its remotes. */
export const federationBundlerGlobal = '_SLOTWISE_FEDERATION_BUNDLER';

/**
 * The files of `@module-federation/webpack-bundler-runtime` (its `dist/`) a remote's container
 * takes from the shell instead of carrying them, each the one named export of its file: the
 * share scope's and the consumes' handling, stateless (every call gets the container's own
 * `__webpack_require__`). The container keeps its own `index.js` (the per-container state:
 * `S`, `instance`, the options) and `initContainerEntry.js` (the shell has none), and, with
 * `disableRemote`, has no remote loading. About 2.2 KB compressed of every remoteEntry.js.
 * The one path of these files that would use the shell's own `__webpack_require__` (in `init`)
 * serves shared modules built with `treeShaking`, which no app uses.
 */
export const federationBundlerModules = [
  'consumes',
  'initializeSharing',
  'installInitialConsumes',
  'init',
  'getSharedFallbackGetter',
  'attachShareScopeMap',
] as const;

const bundlerRuntimeDist = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist$/;
const bundlerModuleRequest = new RegExp(`^\\./(?:${federationBundlerModules.join('|')})\\.js$`);

/**
 * For a remote's `output.externals`: the bundler runtime's files above, read from
 * `federationBundlerGlobal` (their exports are its properties of the same names).
 */
export function federationBundlerExternal(
  { request, context }: { request?: string; context?: string },
  callback: (error?: Error, result?: string) => void,
): void {
  if (request && context && bundlerRuntimeDist.test(context) && bundlerModuleRequest.test(request)) {
    callback(undefined, `global ${federationBundlerGlobal}`);
    return;
  }
  callback();
}
