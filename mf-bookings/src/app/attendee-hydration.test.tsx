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
import { Component, type ReactNode, StrictMode } from 'react';
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

/** Calls `onMount` in the root's first commit, as the shell's HandOverOnError does (render-attendee-page.tsx). */
class Mounted extends Component<{ children: ReactNode; onMount?: () => void }> {
  componentDidMount() {
    this.props.onMount?.();
  }
  render() {
    return this.props.children;
  }
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
  form?: { token: string; posted?: unknown },
  drawnAt?: Date,
  search = '',
  /** What the visitor did on the drawn page before the code arrived. */
  before?: () => void,
  /** Run as the shell runs its replay of held input: once the root's first commit is done. */
  onMount?: () => void,
): Promise<Drawn> {
  const clock = drawnAt ? jest.spyOn(Date, 'now').mockReturnValue(drawnAt.getTime()) : null;
  const preview = await renderAttendeePreview({
    pathname,
    search,
    language,
    answers,
    ...(form ? { form } : {}),
  });
  clock?.mockRestore();
  if (!preview?.hydration) throw new Error(`${pathname} is not drawn hydratable`);
  // The page's address: the browser's first render reads its query (page-query.ts).
  window.history.replaceState(null, '', `${pathname}${search}`);
  // As the shell's server writes it (JSON in a script: nothing in it may close the element).
  const handoff = { responses: answers, hydrate: { language, state: preview.hydration } };
  document.body.innerHTML = `<script id="prefetched-api" type="application/json">${JSON.stringify(handoff).replace(/</g, '\\u003c')}</script><div id="server-preview">${preview.html}</div><div id="root"></div>`;
  before?.();
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
        <Mounted onMount={onMount}>
          <page.Component params={params} NotFound={() => <p>not found</p>} apiBaseUrl="" hydrating />
        </Mounted>
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
  window.history.replaceState(null, '', '/');
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

// The steps after the first (docs/attendee-pages.md#hydration): the form (?time=), the
// confirmation (?booked=), a page drawn after a post without JavaScript (422, 409, 429), the
// reschedule page and a single-use link's page. Each hydrates with no difference, keeps the drawn
// nodes and asks nothing the HTML carried.
describe('the later steps drawn on the server, hydrated in the browser', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);
  const time = `${day(1)}T15:00:00.000Z`;
  const secret = 'b00k3d-s3cr3t';
  const bookingPath = `/api/public/bookings/${secret}`;
  const linkPath = '/api/public/links/one-time-link';
  const teamTypePath = '/api/public/teams/sales/demo';
  const moved = sampleBooking({ start_time: `${day(5)}T14:00:00.000Z`, end_time: `${day(5)}T14:30:00.000Z` });
  const withQuestion = {
    ...sampleEventType,
    questions: [
      {
        id: '3c0a9a7e-7a4f-4f7e-8d6a-2b1c0d9e8f7a',
        question_text: 'What should we talk about?',
        required: true,
        answer_type: 'long' as const,
        sort_order: 0,
        options: [],
      },
    ],
  };

  /** The answers a drawn page was given: the event type and the free times its address asks. */
  function answersFor(pathname: string, search: string, data: Record<string, unknown>) {
    const calls = attendeePreviewCalls(pathname, search)?.calls ?? [];
    return Object.fromEntries(
      calls.map((call) => [
        call,
        {
          data: call.includes('/free-times?')
            ? freeTimesIn(new URLSearchParams(call.split('?')[1]).get('time_zone') ?? 'UTC')
            : data[call],
        },
      ]),
    );
  }

  const cases: {
    name: string;
    pathname: string;
    route: string;
    params: Record<string, string>;
    search: string;
    data: Record<string, unknown>;
    form?: { token: string; posted?: unknown };
    /** A text of the drawn step. */
    shows: RegExp;
  }[] = [
    {
      name: 'the booking form',
      pathname: '/ada/intro-call',
      route: '/:username/:slug',
      params: { username: 'ada', slug: 'intro-call' },
      search: `?time=${time}&tz=UTC`,
      data: { [eventTypePath]: withQuestion },
      form: { token: 'the-token' },
      shows: /What should we talk about\?/,
    },
    {
      name: 'a team type’s booking form',
      pathname: '/team/sales/demo',
      route: '/team/:teamSlug/:slug',
      params: { teamSlug: 'sales', slug: 'demo' },
      search: `?time=${time}&tz=Europe%2FParis`,
      data: {
        [teamTypePath]: {
          ...sampleEventType,
          event_type: 'round_robin',
          team: { name: 'Sales crew', slug: 'sales' },
          hosts: [{ name: 'Ada Lovelace', avatar: null }],
        },
      },
      form: { token: 'the-token' },
      shows: /Sales crew/,
    },
    {
      name: 'the confirmation',
      pathname: '/ada/intro-call',
      route: '/:username/:slug',
      params: { username: 'ada', slug: 'intro-call' },
      search: `?booked=${secret}&tz=UTC`,
      data: { [eventTypePath]: sampleEventType, [bookingPath]: sampleBooking() },
      shows: /Grace Hopper|Intro call/,
    },
    {
      name: 'the form after a refused post (422)',
      pathname: '/ada/intro-call',
      route: '/:username/:slug',
      params: { username: 'ada', slug: 'intro-call' },
      search: `?time=${time}&tz=UTC`,
      data: { [eventTypePath]: withQuestion },
      form: {
        token: 'the-token',
        posted: {
          fields: { attendee_name: 'Grace <b>Hopper</b>', attendee_email: 'grace@', q_x: 'x' },
          errors: { attendee_email: 'Enter a valid email address.' },
          formError: 'Please fix the errors below.',
          notice: null,
        },
      },
      shows: /Enter a valid email address\./,
    },
    {
      name: 'the times after a taken time (409)',
      pathname: '/ada/intro-call',
      route: '/:username/:slug',
      params: { username: 'ada', slug: 'intro-call' },
      search: `?date=${day(1)}&tz=UTC`,
      data: { [eventTypePath]: sampleEventType },
      form: {
        token: 'the-token',
        posted: { fields: {}, errors: {}, formError: null, notice: 'This time has just been taken.' },
      },
      shows: /This time has just been taken\./,
    },
    {
      name: 'the form after too many tries (429)',
      pathname: '/ada/intro-call',
      route: '/:username/:slug',
      params: { username: 'ada', slug: 'intro-call' },
      search: `?time=${time}&tz=UTC`,
      data: { [eventTypePath]: sampleEventType },
      form: {
        token: 'the-token',
        posted: {
          fields: { attendee_name: 'Grace', attendee_email: 'grace@example.test' },
          errors: {},
          formError: 'Too many requests. Try again in a minute.',
          notice: null,
        },
      },
      shows: /Too many requests/,
    },
    {
      name: 'the confirmation drawn after a post (awaiting the e-mail)',
      pathname: '/ada/intro-call',
      route: '/:username/:slug',
      params: { username: 'ada', slug: 'intro-call' },
      search: `?time=${time}&tz=UTC`,
      data: { [eventTypePath]: sampleEventType },
      form: {
        token: 'the-token',
        posted: {
          fields: {},
          errors: {},
          formError: null,
          notice: null,
          booked: { booking: sampleBooking({ status: 'pending' }), email: 'grace@example.test' },
        },
      },
      shows: /Booking requested|Réservation demandée/,
    },
    {
      name: 'a single-use link’s booking page',
      pathname: '/booking/one-time-link',
      route: '/booking/:linkSecret',
      params: { linkSecret: 'one-time-link' },
      search: '?tz=UTC',
      data: { [linkPath]: sampleEventType },
      shows: /Intro call/,
    },
    {
      name: 'a single-use link’s form',
      pathname: '/booking/one-time-link',
      route: '/booking/:linkSecret',
      params: { linkSecret: 'one-time-link' },
      search: `?time=${time}&tz=UTC`,
      data: { [linkPath]: sampleEventType },
      form: { token: 'the-token' },
      shows: /Intro call/,
    },
    {
      name: 'a single-use link’s confirmation',
      pathname: '/booking/one-time-link',
      route: '/booking/:linkSecret',
      params: { linkSecret: 'one-time-link' },
      search: `?booked=${secret}&tz=UTC`,
      data: { [bookingPath]: sampleBooking() },
      shows: /Intro call/,
    },
    {
      name: 'the reschedule page',
      pathname: `/reschedule/${secret}`,
      route: '/reschedule/:bookingId',
      params: { bookingId: secret },
      search: '?tz=UTC',
      data: { [bookingPath]: sampleBooking() },
      shows: /Reschedule|Reprogrammer/,
    },
    {
      name: 'the reschedule page’s new time',
      pathname: `/reschedule/${secret}`,
      route: '/reschedule/:bookingId',
      params: { bookingId: secret },
      search: `?time=${time}&tz=UTC`,
      data: { [bookingPath]: sampleBooking() },
      form: { token: 'the-token' },
      shows: /Confirm new time|Confirmer le nouvel horaire/,
    },
    {
      name: 'the reschedule page after a taken time (409)',
      pathname: `/reschedule/${secret}`,
      route: '/reschedule/:bookingId',
      params: { bookingId: secret },
      search: `?date=${day(1)}&tz=UTC`,
      data: { [bookingPath]: sampleBooking() },
      form: {
        token: 'the-token',
        posted: { fields: {}, errors: {}, formError: null, notice: 'This time has just been taken.' },
      },
      shows: /This time has just been taken\./,
    },
    {
      name: 'the reschedule page once moved',
      pathname: `/reschedule/${secret}`,
      route: '/reschedule/:bookingId',
      params: { bookingId: secret },
      search: '?moved=1&tz=UTC',
      data: { [bookingPath]: moved },
      shows: /Reschedule|Reprogrammer/,
    },
    {
      name: 'the cancel page after a refused post',
      pathname: `/cancel/${secret}`,
      route: '/cancel/:bookingId',
      params: { bookingId: secret },
      search: '',
      data: { [bookingPath]: sampleBooking() },
      form: {
        token: 'the-token',
        posted: {
          fields: { cancellation_reason: 'Ill <today>' },
          errors: {},
          formError: 'Too many requests. Try again in a minute.',
          notice: null,
        },
      },
      shows: /Too many requests/,
    },
  ];

  it.each(cases.flatMap((page) => (['en', 'fr'] as Language[]).map((language) => ({ ...page, language }))))(
    '$name ($language): no difference, the drawn nodes kept, nothing asked again, the hidden fields React’s',
    async ({ pathname, route, params, search, data, form, shows, language }) => {
      const answers = answersFor(pathname, search, data);
      const drawn = await drawAndHydrate(pathname, route, params, language, answers, form, undefined, search);
      expectClean(drawn);
      expect(drawn.preview.textContent).toMatch(shows);
      const nodes = [
        ...drawn.preview.querySelectorAll('h1, h2, button, textarea, input:not([type="hidden"]), a'),
      ];
      expect(nodes.length).toBeGreaterThan(0);
      // The page's own updates after its first render (zone, clock) and its effects.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expectClean(drawn);
      expect(drawn.preview.textContent).toMatch(shows);
      // The same nodes: nothing was drawn again.
      for (const node of nodes) expect(node.isConnected).toBe(true);
      expect(document.getElementById('root')?.childElementCount).toBe(0);
      // The zone is named: nothing to ask (the free times, the type, the booking were carried).
      expect(drawn.sent).toEqual([]);
      // The form's no-JavaScript token was React's (drawn in its first render), and goes once
      // the form posts through its code: no node is left that React does not manage.
      expect(drawn.preview.querySelector('input[name="_csrf"], input[name="idempotency_key"]')).toBeNull();
      act(() => drawn.root.unmount());
      expect(drawn.preview.childElementCount).toBe(0);
    },
  );

  it('keeps what was typed into the drawn form before the code arrived', async () => {
    const search = `?time=${time}&tz=UTC`;
    const answers = answersFor('/ada/intro-call', search, { [eventTypePath]: withQuestion });
    const drawn = await drawAndHydrate(
      '/ada/intro-call',
      '/:username/:slug',
      { username: 'ada', slug: 'intro-call' },
      'en',
      answers,
      { token: 'the-token' },
      undefined,
      search,
      () => {
        const name = document.querySelector<HTMLInputElement>('#server-preview input[name="attendee_name"]');
        if (!name) throw new Error('no name field drawn');
        name.value = 'Grace Hopper';
      },
      // As the shell replays a typed value (shell/src/app/held-input.ts): React's tracked value
      // set back to the drawn one, the element's to the typed one, then an input event. This
      // works only on a field already hydrated in the root's first commit.
      () => {
        const name = document.querySelector<HTMLInputElement>('#server-preview input[name="attendee_name"]');
        if (!name) throw new Error('no name field');
        const typed = name.value;
        name.value = name.defaultValue;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(name, typed);
        name.dispatchEvent(new Event('input', { bubbles: true }));
      },
    );
    expectClean(drawn);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(
      document.querySelector<HTMLInputElement>('#server-preview input[name="attendee_name"]')?.value,
    ).toBe('Grace Hopper');
    expectClean(drawn);
    act(() => drawn.root.unmount());
  });

  it('carries the drawn form’s token, key and what a post left as the first render’s state', async () => {
    const search = `?time=${time}&tz=UTC`;
    const posted = {
      fields: { attendee_name: 'Grace', attendee_email: 'grace@' },
      errors: { attendee_email: 'Enter a valid email address.' },
      formError: null,
      notice: null,
    };
    const preview = await renderAttendeePreview({
      pathname: '/ada/intro-call',
      search,
      language: 'en',
      answers: answersFor('/ada/intro-call', search, { [eventTypePath]: sampleEventType }),
      form: { token: 'the-token', posted },
    });
    expect(preview?.hydration).toEqual({
      now: expect.any(Number),
      form: { token: 'the-token', idempotencyKey: expect.any(String), posted },
    });
    // The drawn key is the one carried (the first render draws the same hidden field).
    const key = (preview?.hydration?.form as { idempotencyKey?: string } | undefined)?.idempotencyKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(preview?.html).toContain(`value="${key}"`);
  });
});
