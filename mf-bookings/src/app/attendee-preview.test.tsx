import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import type { PublicTeam } from '@slotwise/shared/contract/public-teams.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import type { Language } from '@slotwise/shared/i18n/languages';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { sampleBooking, sampleEventType } from '../features/public-booking/api-mock.testing';
import attendeeModule from './attendee-module';
import { attendeePreviewCalls, renderAttendeePreview } from './attendee-preview';

jest.setTimeout(20_000);

const profile: PublicProfile = {
  host: { name: 'Ada', surname: 'Lovelace', username: 'ada', avatar: null },
  event_types: [
    {
      title: 'Intro call',
      slug: 'intro-call',
      description: 'A first <b>talk</b>.',
      duration: 30,
      location: 'zoom',
      event_type: 'one_on_one',
    },
  ],
};
const booking = sampleBooking();
const team: PublicTeam = {
  team: { name: 'Sales crew', slug: 'sales', description: 'We answer <b>every</b> question.' },
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

const cases = [
  {
    pathname: '/ada/intro-call',
    route: '/:username/:slug',
    params: { username: 'ada', slug: 'intro-call' },
    call: '/api/public/event-types/ada/intro-call',
    answer: { ...sampleEventType, location_details: { phone_from: 'attendee' }, location: 'phone' },
  },
  {
    pathname: '/ada',
    route: '/:username',
    params: { username: 'ada' },
    call: '/api/public/users/ada',
    answer: profile,
  },
  {
    pathname: '/team/sales',
    route: '/team/:teamSlug',
    params: { teamSlug: 'sales' },
    call: '/api/public/teams/sales',
    answer: team,
  },
  {
    pathname: `/cancel/${booking.id}`,
    route: '/cancel/:bookingId',
    params: { bookingId: booking.id },
    call: `/api/public/bookings/${booking.id}`,
    answer: booking,
  },
  {
    pathname: `/reschedule/${booking.id}`,
    route: '/reschedule/:bookingId',
    params: { bookingId: booking.id },
    call: `/api/public/bookings/${booking.id}`,
    answer: booking,
  },
  {
    pathname: '/booking/Ab3_-secret',
    route: '/booking/:linkSecret',
    params: { linkSecret: 'Ab3_-secret' },
    call: '/api/public/links/Ab3_-secret',
    answer: sampleEventType,
  },
] as const;

/** The pages whose picker has the zone field (its value known only in the browser). */
const withZoneField: readonly string[] = [
  '/:username/:slug',
  '/reschedule/:bookingId',
  '/booking/:linkSecret',
];

/**
 * The markup as the browser's DOM holds it once parsed: React's server text separators
 * (comments) dropped, attributes in one order (React sets an input's type last in the browser),
 * and useId's values (server and client number them differently) named by first appearance.
 */
function comparable(html: string): string {
  const parsed = document.createElement('div');
  // Suspense boundaries' markers too (a page loaded when shown is drawn inside one, as the browser renders it).
  parsed.innerHTML = html.replace(/<!-- -->|<!--\/?\$-->/g, '');
  // A <noscript>'s content is drawn by the server only (React's browser renderer leaves it out;
  // a browser running scripts keeps it as text): compared on its own (the zone's select below).
  for (const element of parsed.querySelectorAll('noscript')) element.textContent = '';
  for (const element of parsed.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
      element.setAttribute(name, value);
  }
  const ids = new Map<string, string>();
  return parsed.innerHTML.replace(/_[rR]_[0-9a-zA-Z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id) as string;
  });
}

/** The page as the browser renders it once the API answered (free times still on their way). */
async function clientMarkup(route: string, params: Record<string, string>, call: string, answer: unknown) {
  mockFetch((request) =>
    request.url === call
      ? { status: 200, data: { data: answer } }
      : new Promise(() => {
          // The free times never arrive: the first view is the one before them.
        }),
  );
  const page = attendeeModule.routes.find((candidate) => candidate.path === route);
  if (!page) throw new Error(`no attendee route ${route}`);
  const NotFound = () => <p>not found</p>;
  const { container, unmount } = render(
    <StrictMode>
      <page.Component params={params} NotFound={NotFound} apiBaseUrl="" />
    </StrictMode>,
  );
  await screen.findByRole('heading', { level: 1 });
  const html = container.innerHTML;
  unmount();
  return html;
}

afterEach(async () => {
  jest.restoreAllMocks();
  await changeAppLanguage('en');
});

describe('the attendee pages drawn on the server (dist/server/attendee-preview.mjs)', () => {
  it.each(cases.flatMap((page) => (['en', 'fr'] as Language[]).map((language) => ({ ...page, language }))))(
    'draws $pathname in $language exactly as the browser renders it',
    async (page) => {
      expect(attendeePreviewCalls(page.pathname)?.calls).toEqual([page.call]);
      const preview = await renderAttendeePreview({
        pathname: page.pathname,
        language: page.language,
        answers: { [page.call]: { data: page.answer } },
      });
      if (!preview) throw new Error('no preview');
      await changeAppLanguage(page.language);
      // A visitor whose browser speaks the page's language (the server draws the clock of the
      // language: it knows Accept-Language, not navigator.language).
      jest.spyOn(navigator, 'language', 'get').mockReturnValue(page.language === 'fr' ? 'fr-FR' : 'en-US');
      const browser = await clientMarkup(page.route, page.params, page.call, page.answer);
      // The one difference: the visitor's zone is known only in the browser (time-zone-picker.tsx).
      const zoneField = /<input [^>]*list="id\d+-zones"[^>]*>/;
      const server = comparable(preview.html);
      const client = comparable(browser);
      if (withZoneField.includes(page.route)) {
        expect(zoneField.exec(server)?.[0]).toMatch(/ value=""/);
        expect(zoneField.exec(client)?.[0]).toMatch(/ value="[^"]+"/);
      }
      const withoutZone = (html: string) =>
        html.replace(zoneField, (field) => field.replace(/ value="[^"]*"/, ''));
      expect(withoutZone(server)).toBe(withoutZone(client));
      if (withZoneField.includes(page.route)) {
        // Without JavaScript the zone is a select of the page's GET form (docs/attendee-pages.md#without-javascript).
        expect(preview.html).toMatch(
          /<noscript>.*<select name="tz"[^>]*>.*<option value="UTC" selected="">/s,
        );
      }
      // Something real was compared: the page's heading and its translated texts.
      expect(preview.html).toMatch(/<h1[^>]*>/);
    },
  );

  it('names the head of the booking and profile pages and calls nothing for other paths', async () => {
    const answers = { '/api/public/event-types/ada/intro-call': { data: sampleEventType } };
    await expect(
      renderAttendeePreview({ pathname: '/ada/intro-call', language: 'en', answers }),
    ).resolves.toMatchObject({
      title: 'Intro call | Ada Lovelace',
      description: sampleEventType.description,
    });
    expect(attendeePreviewCalls('/ada/intro-call')?.freeTimesBase).toBe(
      '/api/public/event-types/ada/intro-call',
    );
    expect(attendeePreviewCalls('/dashboard')).toBeNull();
    expect(attendeePreviewCalls('/team/sales')?.calls).toEqual(['/api/public/teams/sales']);
    expect(attendeePreviewCalls('/team/sales/demo', '')?.calls[0]).toBe('/api/public/teams/sales/demo');
    expect(attendeePreviewCalls('/cancel/x')?.calls).toEqual(['/api/public/bookings/x']);
  });

  it('draws nothing without the answer (unknown link, API error): the browser decides', async () => {
    await expect(
      renderAttendeePreview({ pathname: '/ada/intro-call', language: 'en', answers: {} }),
    ).resolves.toBeNull();
    await expect(
      renderAttendeePreview({
        pathname: '/ada',
        language: 'en',
        answers: { '/api/public/users/ada': { message: 'Not found' } },
      }),
    ).resolves.toBeNull();
  });
  it('draws the address’s choices without JavaScript: the day’s times, then the form that posts with what a post left', async () => {
    const base = '/api/public/event-types/ada/intro-call';
    const start = '2026-12-01T09:00:00.000Z';
    const search = '?date=2026-12-01&tz=Europe%2FParis';
    const calls = attendeePreviewCalls('/ada/intro-call', search)?.calls ?? [];
    expect(calls).toEqual([
      base,
      `${base}/free-times?start=2026-11-30&end=2027-01-10&time_zone=Europe%2FParis`,
    ]);
    const freeTimes = {
      time_zone: 'Europe/Paris',
      days: [{ date: '2026-12-01', times: [{ start, seats_left: 1 }] }],
    };
    const answers = { [base]: { data: sampleEventType }, [calls[1]]: { data: freeTimes } };
    const picked = await renderAttendeePreview({
      pathname: '/ada/intro-call',
      search,
      language: 'fr',
      answers,
    });
    // The picked day's time is a submit button of the page's GET form (?time=).
    expect(picked?.html).toMatch(new RegExp(`<button(?=[^>]*name="time")(?=[^>]*value="${start}")`));
    expect(picked?.html).toContain('10:00');

    const formSearch = `?time=${encodeURIComponent(start)}&tz=Europe%2FParis`;
    expect(attendeePreviewCalls('/ada/intro-call', formSearch)).toMatchObject({ form: true });
    const drawn = await renderAttendeePreview({
      pathname: '/ada/intro-call',
      search: formSearch,
      language: 'fr',
      answers,
      form: {
        token: 'the-token',
        posted: {
          fields: { attendee_name: 'Camille', attendee_email: 'nope' },
          errors: { attendee_email: 'Enter a valid email address' },
          formError: 'Veuillez corriger les champs signalés.',
          notice: null,
        },
      },
    });
    const html = drawn?.html ?? '';
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toMatch(/name="_csrf" value="the-token"/);
    // A fresh key per drawn form, bound to the visitor's token (SHA-256 of both, base64url).
    const keyOf = (text: string) => /name="idempotency_key" value="([\w-]{43})"/.exec(text)?.[1];
    const again = await renderAttendeePreview({
      pathname: '/ada/intro-call',
      search: formSearch,
      language: 'fr',
      answers,
      form: { token: 'the-token' },
    });
    expect(keyOf(html)).toBeDefined();
    expect(keyOf(again?.html ?? '')).toBeDefined();
    expect(keyOf(again?.html ?? '')).not.toBe(keyOf(html));
    expect(html).toMatch(new RegExp(`name="start_time" value="${start}"`));
    expect(html).toMatch(/name="attendee_name"[^>]*value="Camille"/);
    expect(html).toContain('Veuillez corriger les champs signalés.');
    // The browser's own render of the same address has no token (it posts through its code).
    const plain = await renderAttendeePreview({
      pathname: '/ada/intro-call',
      search: formSearch,
      language: 'fr',
      answers,
    });
    expect(plain?.html).not.toContain('_csrf');
  });

  it('draws the reschedule page’s choices without JavaScript: the month’s times, then “Confirm new time” that posts', async () => {
    const base = `/api/public/bookings/${booking.id}`;
    const start = '2026-12-01T09:00:00.000Z';
    const search = '?date=2026-12-01&tz=Europe%2FParis';
    const wanted = attendeePreviewCalls(`/reschedule/${booking.id}`, search);
    // The browser's own zone's month is asked by the inline script (freeTimesBase).
    expect(wanted).toEqual({
      calls: [base, `${base}/free-times?start=2026-11-30&end=2027-01-10&time_zone=Europe%2FParis`],
      freeTimesBase: base,
    });
    // Moved: the outcome only, no times to ask.
    expect(attendeePreviewCalls(`/reschedule/${booking.id}`, '?moved=1&tz=UTC')).toEqual({ calls: [base] });
    const calls = wanted?.calls ?? [];
    const freeTimes = {
      time_zone: 'Europe/Paris',
      days: [{ date: '2026-12-01', times: [{ start, seats_left: 1 }] }],
    };
    const answers = { [base]: { data: booking }, [calls[1]]: { data: freeTimes } };
    const picked = await renderAttendeePreview({
      pathname: `/reschedule/${booking.id}`,
      search,
      language: 'fr',
      answers,
    });
    expect(picked?.html).toContain('Choisissez un nouvel horaire');
    expect(picked?.html).toMatch(new RegExp(`<button(?=[^>]*name="time")(?=[^>]*value="${start}")`));

    const formSearch = `?time=${encodeURIComponent(start)}&tz=Europe%2FParis`;
    expect(attendeePreviewCalls(`/reschedule/${booking.id}`, formSearch)).toMatchObject({ form: true });
    const drawn = await renderAttendeePreview({
      pathname: `/reschedule/${booking.id}`,
      search: formSearch,
      language: 'en',
      answers,
      form: {
        token: 'the-token',
        posted: { fields: {}, errors: {}, formError: null, notice: 'Too many attempts.' },
      },
    });
    const html = drawn?.html ?? '';
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toMatch(/name="_csrf" value="the-token"/);
    expect(html).toMatch(new RegExp(`name="start_time" value="${start}"`));
    expect(html).toContain('Confirm new time');
    expect(html).toContain('Too many attempts.');
    // The form's Idempotency-Key: a double submit moves once (attendee-form.ts).
    expect(html).toMatch(/name="idempotency_key" value="[\w-]{43}"/);
  });

  it('draws the clock toggle as submit buttons of a GET form, and the clock ?clock= chose', async () => {
    const base = '/api/public/event-types/ada/intro-call';
    const start = '2026-12-01T14:00:00.000Z';
    const search = '?date=2026-12-01&tz=UTC&clock=12h';
    const calls = attendeePreviewCalls('/ada/intro-call', search)?.calls ?? [];
    const freeTimes = { time_zone: 'UTC', days: [{ date: '2026-12-01', times: [{ start, seats_left: 1 }] }] };
    const answers = { [base]: { data: sampleEventType }, [calls[1]]: { data: freeTimes } };
    const drawn = await renderAttendeePreview({
      pathname: '/ada/intro-call',
      search,
      language: 'fr',
      answers,
    });
    const html = drawn?.html ?? '';
    // French is a 24-hour language: the address's choice wins, kept by a hidden field before the buttons.
    expect(html).toContain('<span>2:00 PM</span>');
    expect(html).not.toContain('<span>14:00</span>');
    expect(html).toMatch(/<input type="hidden" name="clock" value="12h"\/>/);
    const button = (value: string, pressed: boolean) =>
      new RegExp(
        `<button(?=[^>]*type="submit")(?=[^>]*name="clock")(?=[^>]*value="${value}")(?=[^>]*aria-pressed="${pressed}")[^>]*>${value.replace('h', ' h')}<`,
      );
    expect(html).toMatch(button('12h', true));
    expect(html).toMatch(button('24h', false));
    // Its buttons submit a form of their own, which keeps the day and the zone (not the time).
    const formId = /<button(?=[^>]*name="clock")[^>]*form="([^"]+)"/.exec(html)?.[1] ?? '';
    const clockForm =
      new RegExp(
        `<form(?=[^>]*id="${formId}")(?=[^>]*method="get")(?=[^>]*hidden="")[^>]*>(.*?)</form>`,
      ).exec(html)?.[1] ?? '';
    expect(clockForm).toContain('<input type="hidden" name="tz" value="UTC"/>');
    expect(clockForm).toContain('<input type="hidden" name="date" value="2026-12-01"/>');
    expect(clockForm).not.toContain('name="clock"');
    // The zone's own submit keeps the day too (sent only when the zone is applied).
    expect(html).toMatch(
      /<select name="tz"[\s\S]*?<button(?=[^>]*type="submit")(?=[^>]*name="date")(?=[^>]*value="2026-12-01")[^>]*>Afficher les horaires dans ce fuseau</,
    );
    // No longer hidden without scripts (only the zone search is).
    expect(html).not.toContain('[data-clock-toggle]');
  });

  it('draws a series with busy meetings after a post: the choice the form offers, posting without JavaScript', async () => {
    const base = '/api/public/event-types/ada/intro-call';
    const start = '2026-12-01T09:00:00.000Z';
    const busy = '2026-12-08T09:00:00.000Z';
    const series = {
      ...sampleEventType,
      recurrence: { frequency: 'weekly', max_count: 3, time_zone: 'UTC' },
    };
    const formSearch = `?time=${encodeURIComponent(start)}&tz=UTC`;
    const calls = attendeePreviewCalls('/ada/intro-call', formSearch)?.calls ?? [];
    const freeTimes = { time_zone: 'UTC', days: [{ date: '2026-12-01', times: [{ start, seats_left: 1 }] }] };
    const answers = { [base]: { data: series }, [calls[1]]: { data: freeTimes } };
    const drawn = await renderAttendeePreview({
      pathname: '/ada/intro-call',
      search: formSearch,
      language: 'en',
      answers,
      form: {
        token: 'the-token',
        posted: {
          fields: { attendee_name: 'Camille', series_skip: [], series_busy: [busy] },
          errors: {},
          formError: null,
          notice: null,
        },
      },
    });
    const html = drawn?.html ?? '';
    expect(html).toMatch(new RegExp(`<input type="hidden" name="series_busy" value="${busy}"/>`));
    expect(html).not.toContain('name="series_skip"');
    expect(html).toContain('Not every meeting is free');
    expect(html).toMatch(
      /<button(?=[^>]*type="submit")(?=[^>]*name="series_book_others")(?=[^>]*value="1")[^>]*>Book the other meetings</,
    );
    expect(html).toMatch(/<a href="\?tz=UTC&amp;date=2026-12-01"[^>]*>Pick another start</);
    expect(html).toMatch(/name="attendee_name"[^>]*value="Camille"/);
  });

  it('draws a single-use link’s booking page, out of search engines', async () => {
    const base = '/api/public/links/Ab3_-secret';
    expect(attendeePreviewCalls('/booking/Ab3_-secret', '?tz=UTC')).toMatchObject({ freeTimesBase: base });
    await expect(
      renderAttendeePreview({
        pathname: '/booking/Ab3_-secret',
        language: 'en',
        answers: { [base]: { data: sampleEventType } },
      }),
    ).resolves.toMatchObject({ title: 'Intro call | Ada Lovelace', robots: 'noindex' });
    // Booked through it without JavaScript: the link is used up (410), the confirmation is
    // drawn from the booking alone, its clock the page's language's.
    const booked = `/api/public/bookings/${booking.id}`;
    expect(attendeePreviewCalls('/booking/Ab3_-secret', `?booked=${booking.id}&tz=Europe%2FParis`)).toEqual({
      calls: [booked],
    });
    const confirmation = await renderAttendeePreview({
      pathname: '/booking/Ab3_-secret',
      search: `?booked=${booking.id}&tz=Europe%2FParis`,
      language: 'fr',
      answers: { [booked]: { data: booking } },
    });
    expect(confirmation?.html).toContain('Confirmé');
    expect(confirmation?.html).toContain(`/cancel/${booking.id}`);
    expect(confirmation?.html).not.toMatch(/\d:\d\d [AP]M/);
    // A used link (410): the browser says so.
    await expect(
      renderAttendeePreview({
        pathname: '/booking/Ab3_-secret',
        language: 'en',
        answers: {
          [base]: { message: 'This link has already been used. Please ask the host for a new one.' },
        },
      }),
    ).resolves.toBeNull();
  });
});
