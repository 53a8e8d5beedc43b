import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from '@slotwise/shared/federation/shared-dependencies';

// The host knows no remote at build time: their locations come from the run-time config
// (see src/app/runtime-config.ts), so a remote is redeployed without rebuilding the shell.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  // The shared modules the attendee pages use that the shell's own code does not import: the shell
  // provides them too (they land in start-libraries, ~2 KB compressed), or the remote would
  // fetch its own copies one round trip after its remoteEntry.js, on the booking page's
  // critical path. A module missing here only costs that round trip.
  shared: sharedDependencies({
    provideAlways: [
      '@slotwise/shared/api/prefetched-responses',
      '@slotwise/shared/contract/data-envelope.contract',
      '@slotwise/shared/contract/locations.contract',
      '@slotwise/shared/datetime/browser-time-zone',
      // formTokenField: the cancel and reschedule pages' first render (a request of 0.6 KB each).
      '@slotwise/shared/remote/attendee-preview',
    ],
  }),
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
