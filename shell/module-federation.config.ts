import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from '@slotwise/shared/federation/shared-dependencies';

// The host knows no remote at build time: their locations come from the run-time config
// (see src/app/runtime-config.ts), so a remote is redeployed without rebuilding the shell.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedDependencies({ eager: true }),
  // 'version-first' (the default) fetches every registered remote's manifest at start to compare
  // shared versions; the shell provides them all eagerly, so only load a remote when it is needed.
  shareStrategy: 'loaded-first',
  dts: false,
  runtimePlugins: ['./src/app/federation-runtime.plugin.ts'],
});
