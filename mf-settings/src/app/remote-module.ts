import { type RemoteModule, remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { settingsApi } from '../features/settings/settings.api';
import { SettingsPage } from '../features/settings/settings-page';
import { settingsCatalogue } from './settings-catalogue';
import { contractCatalogue } from '@slotwise/shared/i18n/contract-catalogue';

const remoteModule: RemoteModule = {
  name: 'mf_settings',
  displayName: 'Settings',
  contractVersion: remoteContractVersion,
  routes: [{ path: '/dashboard/settings', Component: SettingsPage }],
  slices: [],
  injectedApis: [settingsApi],
  catalogues: [settingsCatalogue, contractCatalogue],
};

export default remoteModule;
