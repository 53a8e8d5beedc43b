import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from '@slotwise/shared/federation/shared-dependencies';

// './module': the app's pages (the RemoteModule contract in shared); './attendee': the pages an
// attendee opens from a link, light enough to render without the app (the AttendeeModule contract).
export default createModuleFederationConfig({
  name: 'mf_bookings',
  filename: 'remoteEntry.js',
  exposes: {
    './module': './src/app/remote-module.ts',
    './attendee': './src/app/attendee-module.ts',
  },
  shared: sharedDependencies(),
  dts: false,
});
