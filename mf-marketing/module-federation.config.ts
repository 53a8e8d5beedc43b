import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from '@slotwise/shared/federation/shared-dependencies';

// One exposed module, whose shape is the RemoteModule contract in shared.
export default createModuleFederationConfig({
  name: 'mf_marketing',
  filename: 'remoteEntry.js',
  exposes: { './module': './src/app/remote-module.ts' },
  shared: sharedDependencies(),
  dts: false,
});
