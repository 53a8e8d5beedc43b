import '@slotwise/shared/testing/chakra-test-setup';
import { describeLanguageLeaks, findUntranslated } from '@slotwise/shared/testing/language-leak';
import { sampleSettings, sampleTimeZones, sampleUser } from '../features/settings/api-mock.testing';
import { homeAccount, workAccount } from '../features/settings/integrations-api-mock.testing';
import { settingsTabs } from '../features/settings/use-settings-tab';
import remoteModule from './remote-module';

// Every tab of Settings (its one route) in every other language, with data on it.
describeLanguageLeaks({
  name: 'mf-settings',
  routes: remoteModule.routes,
  answer: ({ method, url }) => {
    if (method !== 'GET') return { status: 200, data: {} };
    if (url === '/api/config')
      return { status: 200, data: { data: { google_sign_in: true, google_calendar: true } } };
    if (url === '/api/settings') return { status: 200, data: sampleSettings };
    if (url === '/api/timezones') return { status: 200, data: sampleTimeZones };
    if (url === '/api/integrations/google-calendar')
      return { status: 200, data: { accounts: [workAccount, homeAccount] } };
    return { status: 404, data: { message: 'Not found' } };
  },
  addresses: (path) => settingsTabs.map((tab) => `${path}?tab=${tab}`),
  preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
});

it('no language copies an English text of these catalogues', async () => {
  expect(await findUntranslated(remoteModule.catalogues ?? [])).toEqual([]);
});
