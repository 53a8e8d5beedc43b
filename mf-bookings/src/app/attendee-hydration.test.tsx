// The browser hydrates what the server module drew (docs/attendee-pages.md#hydration): its first
// render equals the markup (React reports any difference through console.error or
// onRecoverableError, both of which fail these tests), the drawn nodes become the page's, and
// nothing the HTML carried is asked again.
import { resetPrefetchedResponses } from '@slotwise/shared/api/prefetched-responses';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import type { PublicTeam } from '@slotwise/shared/contract/public-teams.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import type { Language } from '@slotwise/shared/i18n/languages';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { sampleBooking, sampleEventType } from '../features/public-booking/api-mock.testing';
import { todayIn } from '../features/public-booking/zoned-time';
import attendeeModule from './attendee-module';
import { attendeePreviewCalls, renderAttendeePreview } from './attendee-preview';

jest.setTimeout(20_000);

// Class names as names (the shared stub is a string, whose `.link` is String.prototype.link: a
// function React warns about, which would fail the console.error check for no hydration reason).
jest.mock(
  '../features/public-booking/public-booking.module.css',
  () => new Proxy({}, { get: (_styles, key) => (key === '__esModule' ? false : String(key)) }),
);

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
// The visitor's zone, not the server's (UTC): the page switches to it once hydrated.
const visitorZone = 'America/New_York';

const eventTypePath = '/api/public/event-types/ada/intro-call';
const booking = sampleBooking();
const profile: PublicProfile = {
  host: { name: 'Ada', surname: 'Lovelace', username: 'ada', avatar: null },
  event_types: [
    {
      title: 'Intro call',
      slug: 'intro-call',
      description: 'A first talk.',
      duration: 30,
      location: 'zoom',
      event_type: 'one_on_one',
    },
  ],
};
const team: PublicTeam = {
  team: { name: 'Sales crew', slug: 'sales', description: 'We answer every question.' },
  hosts: [{ name: 'Ada Lovelace', avatar: null }],
  event_types: [
    {
      id: '7f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a61',
      slug: 'demo',
      title: 'Product demo',
      description: 'See it live.',
      duration: 30,
      event_type: 'round_robin',
      location: 'google_meet',
    },
  ],
};

/** A free time at 15:00 UTC on each of the next three days (every one inside the drawn grid). */
function freeTimesIn(zone: string) {
  const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);
  return {
    time_zone: zone,
    days: [1, 2, 3].map((offset) => ({
      date: day(offset),
      times: [{ start: `${day(offset)}T15:00:00.000Z`, seats_left: 1 }],
    })),
  };
}

interface Drawn {
  preview: HTMLElement;
  root: Root;
  errors: jest.SpyInstance;
  recoverable: unknown[];
  sent: { url: string; params?: Record<string, string> }[];
}

/**
 * The page as the shell's server sends it (#prefetched-api with the answers and the module's
 * hydration state, #server-preview with its markup), hydrated as the shell hydrates it.
 */
async function drawAndHydrate(
  pathname: string,
  route: string,
  params: Record<string, string>,
  language: Language,
  answers: Record<string, unknown>,
  form?: { token: string },
  drawnAt?: Date,
): Promise<Drawn> {
  const clock = drawnAt ? jest.spyOn(Date, 'now').mockReturnValue(drawnAt.getTime()) : null;
  const preview = await renderAttendeePreview({
    pathname,
    search: '',
    language,
    answers,
    ...(form ? { form } : {}),
  });
  clock?.mockRestore();
  if (!preview?.hydration) throw new Error(`${pathname} is not drawn hydratable`);
  const handoff = { responses: answers, hydrate: { language, state: preview.hydration } };
  document.body.innerHTML = `<script id="prefetched-api" type="application/json">${JSON.stringify(handoff)}</script><div id="server-preview">${preview.html}</div><div id="root"></div>`;
  resetPrefetchedResponses();
  await changeAppLanguage(language);
  const { sent } = mockFetch((request) => {
    if (request.url.endsWith('/free-times'))
      return { status: 200, data: { data: freeTimesIn(request.params?.time_zone ?? 'UTC') } };
    return { status: 500, data: { message: `not expected: ${request.url}` } };
  });
  const errors = jest.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const page = attendeeModule.routes.find((candidate) => candidate.path === route);
  if (!page) throw new Error(`no attendee route ${route}`);
  await page.preload?.();
  const container = document.getElementById('server-preview') as HTMLElement;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <page.Component params={params} NotFound={() => <p>not found</p>} apiBaseUrl="" hydrating />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { preview: container, root: root as Root, errors, recoverable, sent };
}

/** Nothing differed: no React warning, no recoverable error. */
function expectClean({ errors, recoverable }: Drawn) {
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
}

let resolvedOptions: jest.SpyInstance;
beforeEach(() => {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  resolvedOptions = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    const options = original.call(this);
    // Only the browser's own zone (a formatter given no zone) is the visitor's.
    return options.timeZone === 'UTC' ? { ...options, timeZone: visitorZone } : options;
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  await changeAppLanguage('en');
});

describe('the booking page drawn on the server, hydrated in the browser', () => {
  it.each(['en', 'fr'] as Language[])(
    'keeps the drawn nodes, asks only the free times of the visitor’s zone, then shows that zone (%s)',
    async (language) => {
      // A visitor whose browser's clock is not the page language's (fr draws 24-hour times).
      jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
      const calls = attendeePreviewCalls('/ada/intro-call', '')?.calls ?? [];
      expect(calls[1]).toMatch(/time_zone=UTC/);
      const answers = {
        [eventTypePath]: { data: sampleEventType },
        [calls[1]]: { data: freeTimesIn('UTC') },
      };
      const drawnHeading = () => document.querySelector('#server-preview h1');
      // The nodes the visitor sees before the code arrives.
      const preview = await renderAttendeePreview({
        pathname: '/ada/intro-call',
        search: '',
        language,
        answers,
      });
      expect(preview?.html).toContain('data-day=');
      const drawn = await drawAndHydrate(
        '/ada/intro-call',
        '/:username/:slug',
        { username: 'ada', slug: 'intro-call' },
        language,
        answers,
      );
      expectClean(drawn);
      const heading = drawnHeading();
      const firstDay = document.querySelector('#server-preview button[data-day]');
      expect(heading).not.toBeNull();
      // Once hydrated, the page is the browser's: the visitor's zone in the field, its free times.
      await waitFor(() =>
        expect(document.querySelector<HTMLInputElement>('#server-preview input[list]')?.value).toMatch(
          /New York/,
        ),
      );
      await waitFor(() =>
        expect(drawn.sent.filter((request) => request.url.endsWith('/free-times'))).toHaveLength(1),
      );
      expect(drawn.sent).toEqual([
        expect.objectContaining({ params: expect.objectContaining({ time_zone: visitorZone }) }),
      ]);
      // The same nodes: nothing was drawn again.
      expect(drawnHeading()).toBe(heading);
      expect(
        document.querySelector(`#server-preview button[data-day="${firstDay?.getAttribute('data-day')}"]`),
      ).toBe(firstDay);
      expectClean(drawn);
      expect(resolvedOptions).toHaveBeenCalled();
      act(() => drawn.root.unmount());
    },
  );

  it('draws "today" at the server’s instant, and the browser’s first render takes it', async () => {
    // Another month than the test's: a first render from the browser's clock would differ.
    const drawnAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 31, 23, 59, 59));
    const day = drawnAt.toISOString().slice(0, 10);
    const drawn = await drawAndHydrate(
      '/ada/intro-call',
      '/:username/:slug',
      { username: 'ada', slug: 'intro-call' },
      'en',
      { [eventTypePath]: { data: sampleEventType } },
      undefined,
      drawnAt,
    );
    const handoff = JSON.parse(document.getElementById('prefetched-api')?.textContent ?? '{}');
    expect(handoff.hydrate.state).toEqual({ now: drawnAt.getTime() });
    expect(todayIn('UTC', drawnAt)).toBe(day);
    const drawnDay = document.querySelector(`#server-preview [data-day="${day}"]`);
    expect(drawnDay).not.toBeNull();
    expectClean(drawn);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.querySelector(`#server-preview [data-day="${day}"]`)).toBe(drawnDay);
    expectClean(drawn);
    act(() => drawn.root.unmount());
  });

  it('is not hydratable at the form or the confirmation (their code loads when shown)', async () => {
    const answers = { [eventTypePath]: { data: sampleEventType } };
    for (const search of ['?time=2026-12-01T09:00:00.000Z&tz=UTC', `?booked=${booking.link_secret}`]) {
      const preview = await renderAttendeePreview({
        pathname: '/ada/intro-call',
        search,
        language: 'en',
        answers,
      });
      expect(preview?.hydration).toBeUndefined();
    }
  });
});

describe('the other attendee pages drawn on the server, hydrated in the browser', () => {
  const cases: {
    pathname: string;
    route: string;
    params: Record<string, string>;
    answers: Record<string, unknown>;
    form?: { token: string };
  }[] = [
    {
      pathname: '/ada',
      route: '/:username',
      params: { username: 'ada' },
      answers: { '/api/public/users/ada': { data: profile } },
    },
    {
      pathname: '/team/sales',
      route: '/team/:teamSlug',
      params: { teamSlug: 'sales' },
      answers: { '/api/public/teams/sales': { data: team } },
    },
    {
      pathname: `/cancel/${booking.id}`,
      route: '/cancel/:bookingId',
      params: { bookingId: booking.id },
      answers: { [`/api/public/bookings/${booking.id}`]: { data: booking } },
      form: { token: 'the-token' },
    },
  ];
  it.each(cases.flatMap((page) => (['en', 'fr'] as Language[]).map((language) => ({ ...page, language }))))(
    '$pathname ($language): the drawn nodes become the page’s, nothing asked again',
    async ({ pathname, route, params, answers, form, language }) => {
      const drawn = await drawAndHydrate(pathname, route, params, language, answers, form);
      const heading = document.querySelector('#server-preview h1');
      expect(heading).not.toBeNull();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(document.querySelector('#server-preview h1')).toBe(heading);
      expect(drawn.sent).toEqual([]);
      expectClean(drawn);
      act(() => drawn.root.unmount());
    },
  );
});
