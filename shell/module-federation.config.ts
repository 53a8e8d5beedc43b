import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from '@slotwise/shared/federation/shared-dependencies';

// The host knows no remote at build time: their locations come from the run-time config
// (see src/app/runtime-config.ts), so a remote is redeployed without rebuilding the shell.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedDependencies(),
  // 'version-first' (the default) fetches every registered remote's manifest at start to compare
  // shared versions; the shell's copies are the ones loaded first, so only load a remote when
  // it is needed.
  shareStrategy: 'loaded-first',
  dts: false,
  // The remotes are built with `externalRuntime` and run on this one federation runtime.
  // `target: 'web'` leaves out the runtime's Node.js loading code (~3 KB compressed).
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
  runtimePlugins: ['./src/app/federation-runtime.plugin.ts'],
});
