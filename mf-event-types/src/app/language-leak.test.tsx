import type { MockReply, SentRequest } from '@slotwise/shared/testing/api-mock';
import '@slotwise/shared/testing/chakra-test-setup';
import { otherLanguages } from '@slotwise/shared/i18n/languages';
import {
  collectMissingKeys,
  describeLanguageLeaks,
  findLanguageLeaks,
  findUntranslated,
  mockApiForLeakCheck,
  showLanguage,
} from '@slotwise/shared/testing/language-leak';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleSchedule } from '../features/availability/api-mock.testing';
import { sampleEventType, sampleGoogleAccount, sampleUser } from '../features/event-types/api-mock.testing';
import { sampleTeam } from '../features/teams/api-mock.testing';
import remoteModule from './remote-module';

// Every screen of this remote (its route table), in every other language, with data on it.
const schedule = sampleSchedule({
  slots: [
    {
      id: 's1',
      availability_id: sampleSchedule().id,
      day_of_week: 2,
      start_time: '09:00:00',
      end_time: '17:00:00',
    },
  ] as never,
  overrides: [{ date: '2026-12-24', unavailable: true, intervals: [] }] as never,
  event_types_count: 2,
});
const account = sampleGoogleAccount({ is_primary: true });

function answer({ method, url }: SentRequest): MockReply {
  if (method !== 'GET') return { status: 200, data: { data: {} } };
  if (url === '/api/event-types')
    return {
      status: 200,
      data: {
        data: [
          sampleEventType({ connected_google_account_id: account.id, connected_google_account: account }),
          sampleEventType({
            id: 'e2',
            title: 'Workshop',
            slug: 'workshop',
            public: false,
            event_type: 'group',
            max_participants: 5,
          }),
        ],
      },
    };
  if (url === '/api/availabilities') return { status: 200, data: { data: [schedule] } };
  if (url.startsWith('/api/availabilities/')) return { status: 200, data: { data: schedule } };
  if (url === '/api/teams') return { status: 200, data: { data: [sampleTeam()] } };
  if (url === '/api/teams/invitations')
    return {
      status: 200,
      data: {
        data: [
          {
            id: '66666666-6666-4666-8666-666666666666',
            team_id: '77777777-7777-4777-8777-777777777777',
            team_name: 'Support',
            role: 'member',
            invited_by: 'Bob Stone',
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    };
  if (url === '/api/integrations/google-calendar') return { status: 200, data: { accounts: [account] } };
  return { status: 404, data: { message: 'Not found' } };
}

/** A concrete address of a route ('/dashboard/availability/:id' -> the sample schedule). */
const addressOf = (path: string) => path.replace(':id', schedule.id);

describeLanguageLeaks({
  name: 'mf-event-types',
  routes: remoteModule.routes,
  answer,
  addresses: (path) => [addressOf(path)],
  preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
});

describe.each(otherLanguages)('mf-event-types dialogs in %s', (language) => {
  afterEach(() => jest.restoreAllMocks());

  it('the event-type dialog (every tab) shows no English', async () => {
    const api = mockApiForLeakCheck(answer);
    await showLanguage(language);
    const { Component } = remoteModule.routes[0];
    const user = userEvent.setup({ delay: null });
    const missing = await collectMissingKeys(async () => {
      renderWithProviders(<Component />, {
        route: '/dashboard/event-types',
        preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
      });
      await api.settled();
      // The header button opens the create dialog; its tabs are opened one by one.
      const buttons = screen.getAllByRole('button');
      const create = buttons.find(
        (button) => button.textContent && /\+|New|Nouv|Nuev|Neu|新/.test(button.textContent),
      );
      if (!create) throw new Error('no create button');
      await user.click(create);
      const dialog = await screen.findByRole('dialog');
      await api.settled();
      for (const tab of [...dialog.querySelectorAll('[role="tab"]')]) {
        await user.click(tab as HTMLElement);
        await api.settled();
        const problems = findLanguageLeaks(language, api.data);
        expect(problems).toEqual([]);
      }
    });
    expect(missing).toEqual([]);
  }, 90_000);
});

it('no language copies an English text of these catalogues', async () => {
  expect(await findUntranslated(remoteModule.catalogues ?? [])).toEqual([]);
});
