// The server render of the attendee pages' first view (docs/attendee-pages.md#the-server-render):
// built by rsbuild.config.ts as a Node ES module (dist/server/), fetched and run by the shell's
// server. It draws the very components the browser renders (attendee-module.ts's routes), in
// the visitor's language, from the API answers the shell fetched, with the stylesheet the
// browser build injects for them (same CSS module, same class names), so the page's code
// hydrates it in place (docs/attendee-pages.md#hydration), or replaces it without moving.
import { createHash, randomUUID } from 'node:crypto';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import type { PublicTeam } from '@slotwise/shared/contract/public-teams.contract';
import type { AttendeePageProps } from '@slotwise/shared/remote/attendee-module';
import {
  type AttendeePreview,
  type AttendeePreviewCalls,
  type AttendeePreviewModule,
  attendeePreviewContractVersion,
} from '@slotwise/shared/remote/attendee-preview';
import { routeForPath } from '@slotwise/shared/remote/route-table';
import { type ComponentType, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AttendeeDataProvider, type KnownAnswers } from '../features/public-booking/attendee-data-provider';
import { ServerRenderContext } from '../features/public-booking/attendee-ui';
import { BookingConfirmation } from '../features/public-booking/booking-confirmation';
import { BookingForm } from '../features/public-booking/booking-form';
import { monthGrid, monthOfDay } from '../features/public-booking/calendar-month';
import { CancelBookingPage } from '../features/public-booking/cancel-booking-page';
import { type DrawnRenderState, RenderNowContext } from '../features/public-booking/drawn-first-render';
import { hostName, organiserName } from '../features/public-booking/event-summary';
import {
  dayOfInstant,
  type NoScriptForm,
  NoScriptFormContext,
  type PostedForm,
  pageAddressOf,
  serverDefaultZone,
} from '../features/public-booking/page-address';
import { PageQueryContext } from '../features/public-booking/page-query';
import {
  type BookableEventType,
  eventTypePath,
  freeTimesPath,
  profilePath,
  publicBookingPath,
  teamPath,
} from '../features/public-booking/public-booking.api';
import {
  bookingPageTitle,
  EagerPartsContext,
  PublicBookingPage,
} from '../features/public-booking/public-booking-page';
import { PublicProfilePage } from '../features/public-booking/public-profile-page';
import { RescheduleBookingPage } from '../features/public-booking/reschedule-booking-page';
import { TeamPage } from '../features/public-booking/team-page';
import { todayIn } from '../features/public-booking/zoned-time';
import { bookingLinkOf, dataOf } from './attendee-answers';
import { attendeeFormAnswer, attendeeFormStep } from './attendee-form';
import attendeeModule from './attendee-module';
import { inLanguage } from './attendee-render-queue';

type Params = Record<string, string>;

// The attendee pages' stylesheet, as the browser build injects it: written here by the build
// (serverCssPlaceholder in shared's remote-build.ts).
const css = '__SLOTWISE_SERVER_CSS__';

export interface PagePreview {
  /**
   * The page itself, not attendee-module.ts's route (which loads some pages when shown, in their
   * provider: preloaded before the browser's first render, they render outside any Suspense
   * boundary, as drawn here).
   */
  Component: ComponentType<AttendeePageProps>;
  /** Whether the browser's first render equals this drawn view (else the page's code replaces it). */
  hydratable?(params: Params, search: string): boolean;
  /** `search` is the address's query when the shell gives it (then also what it chose). */
  calls(params: Params, search?: string): AttendeePreviewCalls;
  /** The answers as the page's own queries ask them (by path); null if one is missing. */
  known(params: Params, answers: Readonly<Record<string, unknown>>): KnownAnswers | null;
  head?(
    params: Params,
    answers: Readonly<Record<string, unknown>>,
  ): Pick<AttendeePreview, 'title' | 'description' | 'robots'>;
}

/** The 42 days of the month the address chose (never before this month), as the page's picker shows them. */
function monthGridOf(address: ReturnType<typeof pageAddressOf>, zone: string) {
  const current = monthOfDay(todayIn(zone));
  const day = address.date ?? (address.time ? dayOfInstant(address.time, zone) : null);
  const asked = day ? monthOfDay(day) : (address.month ?? current);
  return monthGrid(asked < current ? current : asked);
}

/**
 * The month's free times the page draws for the address's choices (page-address.ts), asked as
 * the page asks them (its grid, its zone, the duration the link names), and the booking a
 * confirmation shows (?booked=).
 */
function bookingPageCalls(params: Params, search: string | undefined): AttendeePreviewCalls {
  const base = eventTypePath(bookingLinkOf(params));
  if (search === undefined) return { calls: [base], freeTimesBase: base };
  const address = pageAddressOf(search);
  // A single-use link is used up once booked: its confirmation is drawn from the booking alone.
  if (address.booked && 'linkSecret' in bookingLinkOf(params))
    return { calls: [publicBookingPath(address.booked)] };
  // A confirmation asks no free times: the inline script would ask them for nothing.
  if (address.booked) return { calls: [base, publicBookingPath(address.booked)] };
  const zone = address.timeZone ?? serverDefaultZone;
  const days = monthGridOf(address, zone);
  const duration = new URLSearchParams(search).get('duration');
  const named = duration && /^\d{1,4}$/.test(duration) ? { duration: Number(duration) } : {};
  return {
    calls: [
      base,
      freeTimesPath(base, { start: days[0], end: days[days.length - 1], time_zone: zone, ...named }),
    ],
    // The form of a time in a named zone keeps that zone: the page asks nothing more (its free
    // times are these), so no inline request of the browser's zone's month.
    ...(address.time && address.timeZone ? {} : { freeTimesBase: base }),
    // The form step's form posts (docs/attendee-pages.md#without-javascript).
    ...(address.time ? { form: true } : {}),
  };
}

function bookingPagePreview(): PagePreview {
  return {
    Component: PublicBookingPage,
    calls: bookingPageCalls,
    // Every step hydrates: the form and the confirmation, which load when shown, are loaded
    // before the browser's first render (the route's preload: preloadBookingParts).
    known(params, answers) {
      const known: KnownAnswers = {};
      const path = eventTypePath(bookingLinkOf(params));
      const eventType = dataOf<BookableEventType>(answers[path]);
      // A single-use link's confirmation needs only the booking (bookingPageCalls).
      if (!eventType && params.linkSecret !== undefined && !(path in answers)) {
        const booked = Object.entries(answers).filter(
          ([call, answer]) =>
            call.startsWith('/api/public/bookings/') && dataOf<unknown>(answer) !== undefined,
        );
        return booked.length > 0
          ? Object.fromEntries(booked.map(([call, answer]) => [call, dataOf(answer)]))
          : null;
      }
      if (!eventType) return null;
      // The event type, and whatever else was asked and answered (free times, a booking).
      for (const [call, answer] of Object.entries(answers)) {
        const data = dataOf<unknown>(answer);
        if (
          data !== undefined &&
          (call === path ||
            call.startsWith(`${path}/free-times?`) ||
            call.startsWith('/api/public/bookings/'))
        )
          known[call] = data;
      }
      return known;
    },
    head(params, answers) {
      const eventType = dataOf<BookableEventType>(answers[eventTypePath(bookingLinkOf(params))]);
      return eventType
        ? {
            title: bookingPageTitle(eventType),
            description: eventType.description ?? organiserName(eventType),
            // A secret type's page, and a single-use link's, stay out of search engines
            // (docs/product.md#private-sharing).
            ...(eventType.noindex || params.linkSecret !== undefined ? { robots: 'noindex' as const } : {}),
          }
        : {};
    },
  };
}

/**
 * The reschedule page: the booking, and (given the query) the month's free times for moving it,
 * asked as RescheduleFlow asks them (its grid, the address's zone or UTC). freeTimesBase: the
 * inline script asks the browser's zone's month at once, so the page's first view has its days
 * enabled (a day pressed on the drawn page is replayed on it: shell/src/app/server-preview.ts).
 */
function reschedulePagePreview(): PagePreview {
  return {
    Component: RescheduleBookingPage,
    calls(params, search) {
      const base = publicBookingPath(params.bookingId);
      if (search === undefined) return { calls: [base], freeTimesBase: base };
      const address = pageAddressOf(search);
      // Moved (?moved): the outcome, no times.
      if (new URLSearchParams(search).has('moved')) return { calls: [base] };
      const zone = address.timeZone ?? serverDefaultZone;
      const days = monthGridOf(address, zone);
      return {
        calls: [base, freeTimesPath(base, { start: days[0], end: days[days.length - 1], time_zone: zone })],
        // A time in a named zone: the page asks nothing more (as the booking page's form).
        ...(address.time && address.timeZone ? {} : { freeTimesBase: base }),
        // "Confirm new time" posts (attendee-form.ts).
        ...(address.time ? { form: true } : {}),
      };
    },
    known(params, answers) {
      const base = publicBookingPath(params.bookingId);
      if (!dataOf<PublicBooking>(answers[base])) return null;
      const known: KnownAnswers = {};
      for (const [call, answer] of Object.entries(answers)) {
        const data = dataOf<unknown>(answer);
        if (data !== undefined && (call === base || call.startsWith(`${base}/free-times?`)))
          known[call] = data;
      }
      return known;
    },
  };
}

// The pages drawn on the server, by their route-table path; the others (/confirm-booking)
// paint once their code runs.
export const pages: Record<string, PagePreview> = {
  '/:username/:slug': bookingPagePreview(),
  '/team/:teamSlug/:slug': bookingPagePreview(),
  // A single-use link's booking page (docs/product.md#private-sharing): the booking page.
  '/booking/:linkSecret': bookingPagePreview(),
  '/reschedule/:bookingId': reschedulePagePreview(),
  // A team's page: links to its types' booking pages (plain HTML as it is).
  '/team/:teamSlug': {
    Component: TeamPage,
    calls: (params) => ({ calls: [teamPath(params.teamSlug)] }),
    known(params, answers) {
      const path = teamPath(params.teamSlug);
      const team = dataOf<PublicTeam>(answers[path]);
      return team ? { [path]: team } : null;
    },
    head(params, answers) {
      const team = dataOf<PublicTeam>(answers[teamPath(params.teamSlug)]);
      return team ? { title: team.team.name } : {};
    },
  },
  '/:username': {
    Component: PublicProfilePage,
    calls: (params) => ({ calls: [profilePath(params.username)] }),
    known(params, answers) {
      const path = profilePath(params.username);
      const profile = dataOf<PublicProfile>(answers[path]);
      return profile ? { [path]: profile } : null;
    },
    head(params, answers) {
      const profile = dataOf<PublicProfile>(answers[profilePath(params.username)]);
      return profile ? { title: hostName(profile.host) } : {};
    },
  },
  '/cancel/:bookingId': {
    Component: CancelBookingPage,
    // Its form posts without JavaScript (attendee-form.ts), given the query (the shell's server).
    calls: (params, search) => ({
      calls: [publicBookingPath(params.bookingId)],
      ...(search !== undefined ? { form: true } : {}),
    }),
    known(params, answers) {
      const path = publicBookingPath(params.bookingId);
      const booking = dataOf<PublicBooking>(answers[path]);
      return booking ? { [path]: booking } : null;
    },
  },
};

/** The page the shell routes this path to (the route table decides: /cancel/x is no booking link). */
export function pageOf(pathname: string): { page: PagePreview; path: string; params: Params } | null {
  const visit = routeForPath(pathname);
  const page = visit && visit.route.remote === attendeeModule.name ? pages[visit.route.path] : undefined;
  return visit && page ? { page, path: visit.route.path, params: visit.params } : null;
}

export function attendeePreviewCalls(pathname: string, search?: string): AttendeePreviewCalls | null {
  const found = pageOf(pathname);
  return found ? found.page.calls(found.params, search) : null;
}

// The parts a page loads when shown, given at once to the server's render.
const eagerParts = { BookingForm, BookingConfirmation };

/**
 * A fresh Idempotency-Key for a drawn form: 128 random bits bound to the visitor's signed form
 * token (SHA-256 of both), so a double submit of the form is one attempt (booked or moved once,
 * the same outcome) and a form drawn again is a new one.
 */
function newKey(token: string): string {
  return createHash('sha256').update(`slotwise-form-key/v1\n${token}\n${randomUUID()}`).digest('base64url');
}

const NotFound = () => null;

export function renderAttendeePreview({
  pathname,
  search,
  language,
  answers,
  form,
}: Parameters<AttendeePreviewModule['renderAttendeePreview']>[0]): Promise<AttendeePreview | null> {
  const found = pageOf(pathname);
  if (!found) return Promise.resolve(null);
  const known = found.page.known(found.params, answers);
  if (!known) return Promise.resolve(null);
  // Only the server draws a form's hidden token and key (the browser posts through its code).
  const noScript: NoScriptForm | null = form
    ? {
        token: form.token,
        idempotencyKey: newKey(form.token),
        posted: (form.posted as PostedForm | undefined) ?? null,
      }
    : null;
  // The instant the page is drawn at, also the browser's first render's when it hydrates.
  const now = Date.now();
  const hydratable = found.page.hydratable?.(found.params, search ?? '') ?? true;
  // A drawn form's token, key and what a post left are the first render's too (drawn-first-render.tsx).
  const hydration: DrawnRenderState | null = hydratable
    ? { now, ...(noScript ? { form: noScript } : {}) }
    : null;
  return inLanguage(language, () => {
    const { Component } = found.page;
    const page = <Component params={found.params} NotFound={NotFound} apiBaseUrl="" />;
    // As the shell's attendee surface renders it (render-attendee-page.tsx, in the provider
    // attendee-module.ts mounts it in), with the answers.
    const html = renderToString(
      <StrictMode>
        <ServerRenderContext value={true}>
          <RenderNowContext value={now}>
            <EagerPartsContext value={eagerParts}>
              <NoScriptFormContext value={noScript}>
                <AttendeeDataProvider apiBaseUrl="" answers={known}>
                  <PageQueryContext value={search ?? ''}>{page}</PageQueryContext>
                </AttendeeDataProvider>
              </NoScriptFormContext>
            </EagerPartsContext>
          </RenderNowContext>
        </ServerRenderContext>
      </StrictMode>,
    );
    return {
      html,
      css,
      ...found.page.head?.(found.params, answers),
      ...(hydration ? { hydration: { ...hydration } } : {}),
    };
  });
}

export const contractVersion = attendeePreviewContractVersion;

// Typed against the contract the shell reads.
export const attendeePreviewModule: AttendeePreviewModule = {
  contractVersion,
  attendeePreviewCalls,
  renderAttendeePreview,
  attendeeFormStep,
  attendeeFormAnswer,
};

export { attendeeFormAnswer, attendeeFormStep };
