import '@slotwise/shared/testing/chakra-test-setup';
import { describeLanguageLeaks, findUntranslated } from '@slotwise/shared/testing/language-leak';
import { serverFeaturesReply } from '../features/auth/api-mock.testing';
import remoteModule from './remote-module';

// Every screen of mf-auth (its route table) in every other language; the reset page with a
// token and the Google callback with an error, so their main states are on screen.
describeLanguageLeaks({
  name: 'mf-auth',
  routes: remoteModule.routes,
  answer: ({ url }) =>
    url === '/api/config' ? serverFeaturesReply(true) : { status: 404, data: { message: 'Not found' } },
  addresses: (path) =>
    path === '/reset-password'
      ? ['/reset-password#token=t1&email=jane%40example.com', '/reset-password']
      : path === '/auth/google/callback'
        ? ['/auth/google/callback?error=failed', '/auth/google/callback?error=session_expired']
        : [path],
});

it('no language copies an English text of these catalogues', async () => {
  expect(await findUntranslated(remoteModule.catalogues ?? [])).toEqual([]);
});
