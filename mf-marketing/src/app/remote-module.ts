import { commonCatalogue } from '@slotwise/shared/i18n/common-catalogue';
import type { RemoteModule } from '@slotwise/shared/remote/remote-module';
import { remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { marketingCatalogue } from './marketing-catalogue';
import { marketingRoutes } from './marketing-routes';

const remoteModule: RemoteModule = {
  name: 'mf_marketing',
  contractVersion: remoteContractVersion,
  routes: marketingRoutes,
  // The shell loads these in the visitor's language before mounting a page (docs/product.md#language).
  catalogues: [marketingCatalogue, commonCatalogue],
};

export default remoteModule;
