import type { RemoteModule } from '@slotwise/shared/remote/remote-module';
import { remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { LandingPage } from '../features/landing/landing-page';

const remoteModule: RemoteModule = {
  name: 'mf_marketing',
  displayName: 'Marketing',
  contractVersion: remoteContractVersion,
  routes: [{ path: '/', Component: LandingPage }],
  slices: [],
  injectedApis: [],
};

export default remoteModule;
