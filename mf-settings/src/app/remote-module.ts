import { type RemoteModule, remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { settingsApi } from '../features/settings/settings.api';
import { SettingsPage } from '../features/settings/settings-page';

const remoteModule: RemoteModule = {
  name: 'mf_settings',
  displayName: 'Settings',
  contractVersion: remoteContractVersion,
  routes: [{ path: '/dashboard/settings', Component: SettingsPage }],
  slices: [],
  injectedApis: [settingsApi],
};

export default remoteModule;
