import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from '@slotwise/shared/federation/shared-dependencies';

// The host knows no remote at build time: their locations come from the run-time config
// (see src/app/runtime-config.ts), so a remote is redeployed without rebuilding the shell.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedDependencies({ eager: true }),
  dts: false,
  runtimePlugins: ['./src/app/federation-runtime.plugin.ts'],
});
