import type { User } from '@slotwise/shared/contract/auth.contract';
import type { Booking, BookingAnalytics } from '@slotwise/shared/contract/bookings.contract';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import type { PublicTeam, PublicTeamEventType } from '@slotwise/shared/contract/public-teams.contract';
import '@slotwise/shared/testing/chakra-test-setup';
import { otherLanguages } from '@slotwise/shared/i18n/languages';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import {
  collectMissingKeys,
  describeLanguageLeaks,
  findLanguageLeaks,
  findUntranslated,
  showLanguage,
} from '@slotwise/shared/testing/language-leak';
import { render, screen, waitFor } from '@testing-library/react';
import { freeTimesFor, sampleBooking, sampleEventType } from '../features/public-booking/api-mock.testing';
import attendeeModule from './attendee-module';
import remoteModule from './remote-module';

jest.setTimeout(60_000);

// Every screen of mf-bookings in every other language, with bookings on them: the app's routes
// (dashboard, bookings, analytics) and the attendee pages (booking page, cancel page).
const host: User = {
  id: 'u1',
  name: 'Ada',
  surname: null,
  username: 'ada',
  email: 'ada@example.com',
  avatar: null,
  time_zone: 'Europe/Berlin',
  language: 'en',
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
const inAWeek = (hours: number) => new Date(Date.now() + (7 * 24 + hours) * 3600_000).toISOString();
function booking(id: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    status: 'confirmed',
    start_time: inAWeek(0),
    end_time: inAWeek(0.5),
    created_at: '2026-11-01T10:00:00.000Z',
    attendee_name: `Attendee ${id.toUpperCase()}`,
    attendee_email: `${id}@example.com`,
    additional_attendees: [],
    timezone: 'Europe/Berlin',
    answers: [],
    google_meet_link: null,
    google_calendar_event_id: null,
    cancellation_reason: null,
    event_type: { id: 'e1', title: 'Intro Call', duration: 30, location: 'zoom' },
    ...overrides,
  } as Booking;
}
const bookings = [
  booking('b1'),
  booking('b2', {
    status: 'pending',
    additional_attendees: [{ name: 'Bob Stone', email: 'bob@example.com' }],
  }),
  booking('b3', { status: 'cancelled', cancellation_reason: 'Sick Today' }),
];
const analytics: BookingAnalytics = {
  time_zone: 'Europe/Berlin',
  per_week: Array.from({ length: 12 }, (_, index) => ({
    week_start: new Date(Date.UTC(2026, 7, 17 + index * 7)).toISOString().slice(0, 10),
    count: index,
  })),
  by_status: { pending: 1, confirmed: 1, cancelled: 1 },
  by_event_type: [{ event_type_id: 'e1', title: 'Intro Call', count: 3 }],
  cancellation_rate: 1 / 3,
  total: 3,
  upcoming: 2,
};

describeLanguageLeaks({
  name: 'mf-bookings',
  routes: remoteModule.routes,
  answer: ({ method, url }) => {
    if (method !== 'GET') return { status: 200, data: {} };
    if (url === '/api/bookings/stats')
      return { status: 200, data: { data: { total: 3, upcoming: 2, confirmed: 1, pending: 1 } } };
    if (url === '/api/bookings/analytics') return { status: 200, data: { data: analytics } };
    if (url === '/api/bookings')
      return {
        status: 200,
        data: { data: bookings, total: 3, current_page: 1, last_page: 1, per_page: 10 },
      };
    if (url === '/api/event-types')
      return { status: 200, data: { data: [{ id: 'e1', title: 'Intro Call' }] } };
    return { status: 404, data: { message: 'Not found' } };
  },
  preloadedState: { session: { user: host, isAuthenticated: true } },
});

const eventTypeUrl = '/api/public/event-types/ada/intro-call';
const teamEventTypeUrl = '/api/public/teams/core/intro-call';
const teamEventType: PublicTeamEventType = {
  ...sampleEventType,
  event_type: 'round_robin',
  team: { name: 'Core', slug: 'core' },
  hosts: [{ name: 'Ada', avatar: null }],
};
const publicTeam: PublicTeam = {
  team: { name: 'Core', slug: 'core', description: null },
  hosts: [{ name: 'Ada', avatar: null }],
  event_types: [
    {
      id: sampleEventType.id,
      slug: 'intro-call',
      title: 'Intro call',
      description: null,
      duration: 30,
      event_type: 'round_robin',
      location: 'google_meet',
    },
  ],
};
const profile: PublicProfile = {
  host: { name: 'Ada', surname: null, username: 'ada', avatar: null },
  event_types: [
    {
      title: 'Intro call',
      slug: 'intro-call',
      description: null,
      duration: 30,
      location: 'google_meet',
      event_type: 'one_on_one',
    },
  ],
};

/** The parameters each attendee path is opened with in these renders. */
function paramsOf(path: string, bookingId: string): Record<string, string> {
  if (path.startsWith('/cancel') || path.startsWith('/reschedule')) return { bookingId };
  if (path === '/team/:teamSlug') return { teamSlug: 'core' };
  if (path === '/team/:teamSlug/:slug') return { teamSlug: 'core', slug: 'intro-call' };
  if (path === '/:username') return { username: 'ada' };
  return { username: 'ada', slug: 'intro-call' };
}
const soon = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10);

describe.each(otherLanguages)('mf-bookings attendee pages in %s', (language) => {
  afterEach(() => jest.restoreAllMocks());

  it.each(attendeeModule.routes.map((route) => route.path))(
    '%s shows no English and asks for no missing key',
    async (path) => {
      const data = new Set<string>(['Ada', 'Intro call', 'A short first talk.']);
      const upcoming = sampleBooking({ start_time: inAWeek(0), end_time: inAWeek(0.5) });
      mockFetch((request) => {
        const reply = (() => {
          if (request.url === eventTypeUrl) return { status: 200, data: { data: sampleEventType } };
          if (request.url === teamEventTypeUrl) return { status: 200, data: { data: teamEventType } };
          if (request.url === '/api/public/teams/core') return { status: 200, data: { data: publicTeam } };
          if (request.url === '/api/public/users/ada') return { status: 200, data: { data: profile } };
          if (request.url.endsWith('/free-times'))
            return {
              status: 200,
              data: { data: freeTimesFor(request, { [soon]: [{ start: `${soon}T09:00:00.000Z` }] }) },
            };
          if (request.url.startsWith('/api/public/bookings/'))
            return { status: 200, data: { data: upcoming } };
          if (request.url === '/api/public/booking-confirmations')
            return { status: 200, data: { data: upcoming } };
          return { status: 404, data: { message: 'Not found' } };
        })();
        for (const text of JSON.stringify(reply.data).match(/"[^"]*[A-Z ][^"]*"/g) ?? [])
          if (!/^"\d{4}-/.test(text)) data.add(JSON.parse(text));
        return reply;
      });
      await showLanguage(language);
      const route = attendeeModule.routes.find((candidate) => candidate.path === path);
      if (!route) throw new Error(path);
      const { Component } = route;
      const params = paramsOf(path, upcoming.id);
      // The confirm page's token is in the fragment (docs/product.md#attendee-e-mail-confirmation).
      if (path === '/confirm-booking') window.history.replaceState(null, '', '/confirm-booking#token=t0k3n');
      const missing = await collectMissingKeys(async () => {
        render(<Component params={params} NotFound={() => null} />);
        await waitFor(() => expect(screen.queryAllByRole('heading').length).toBeGreaterThan(0));
        await waitFor(() => expect(document.body.textContent).toMatch(/Ada/));
      });
      expect([...missing, ...findLanguageLeaks(language, data)]).toEqual([]);
    },
  );
});

it('no language copies an English text of these catalogues', async () => {
  expect(
    await findUntranslated([...(remoteModule.catalogues ?? []), ...(attendeeModule.catalogues ?? [])]),
  ).toEqual([]);
});

// The refused states of the cancel and reschedule pages (cancelled, past, too late to move)
// and an API refusal after a click: none may show English in another language.
describe.each(otherLanguages)('mf-bookings attendee refusals in %s', (language) => {
  afterEach(() => jest.restoreAllMocks());
  const past = new Date(Date.now() - 24 * 3600_000).toISOString();
  const states = [
    ['cancelled', { status: 'cancelled' as const, cancellable: false, reschedulable: false }],
    ['past', { start_time: past, end_time: past, cancellable: false, reschedulable: false }],
    ['too-late (minimum notice)', { reschedulable: false }],
  ] as const;
  const pages = attendeeModule.routes.filter(
    (route) => route.path.startsWith('/cancel') || route.path.startsWith('/reschedule'),
  );

  it.each(
    pages.flatMap((route) => states.map(([name, overrides]) => [route.path, name, overrides] as const)),
  )('%s of a %s booking shows no English', async (path, _name, overrides) => {
    const refused = { ...sampleBooking({ start_time: inAWeek(0), end_time: inAWeek(0.5) }), ...overrides };
    const data = new Set<string>(['Ada', 'Intro call', 'A short first talk.']);
    mockFetch((request) => {
      const reply = request.url.startsWith('/api/public/bookings/')
        ? request.url.endsWith('/free-times')
          ? { status: 200, data: { data: freeTimesFor(request, {}) } }
          : { status: 200, data: { data: refused } }
        : { status: 404, data: { message: 'Not found' } };
      for (const text of JSON.stringify(reply.data).match(/"[^"]*[A-Z ][^"]*"/g) ?? [])
        if (!/^"\d{4}-/.test(text)) data.add(JSON.parse(text));
      return reply;
    });
    await showLanguage(language);
    const route = pages.find((candidate) => candidate.path === path);
    if (!route) throw new Error(path);
    const { Component } = route;
    const missing = await collectMissingKeys(async () => {
      render(<Component params={{ bookingId: refused.id }} NotFound={() => null} />);
      await waitFor(() => expect(screen.queryAllByRole('heading').length).toBeGreaterThan(0));
      await waitFor(() => expect(document.body.textContent).toMatch(/Ada/));
    });
    expect([...missing, ...findLanguageLeaks(language, data)]).toEqual([]);
  });
});
