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
