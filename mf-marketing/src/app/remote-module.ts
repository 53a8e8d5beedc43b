import type { RemoteModule } from '@slotwise/shared/remote/remote-module';
import { remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { marketingRoutes } from './marketing-routes';

const remoteModule: RemoteModule = {
  name: 'mf_marketing',
  displayName: 'Marketing',
  contractVersion: remoteContractVersion,
  routes: marketingRoutes,
  slices: [],
  injectedApis: [],
};

export default remoteModule;
