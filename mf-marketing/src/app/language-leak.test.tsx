import '@slotwise/shared/testing/chakra-test-setup';
import { describeLanguageLeaks, findUntranslated } from '@slotwise/shared/testing/language-leak';
import remoteModule from './remote-module';

// Every marketing page (its route table) in every other language.
describeLanguageLeaks({
  name: 'mf-marketing',
  routes: remoteModule.routes,
  answer: () => ({ status: 404, data: { message: 'Not found' } }),
});

it('no language copies an English text of these catalogues', async () => {
  expect(await findUntranslated(remoteModule.catalogues ?? [])).toEqual([]);
});
