import { contractCatalogue } from '@slotwise/shared/i18n/contract-catalogue';
import { type RemoteModule, remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { SettingsPage } from '../features/settings/settings-page';
import { settingsCatalogue } from './settings-catalogue';

const remoteModule: RemoteModule = {
  name: 'mf_settings',
  contractVersion: remoteContractVersion,
  routes: [{ path: '/dashboard/settings', Component: SettingsPage }],
  catalogues: [settingsCatalogue, contractCatalogue],
};

export default remoteModule;
