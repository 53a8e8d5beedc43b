// The server render of the attendee pages' first view (docs/attendee-pages.md#the-server-render):
// built by rsbuild.config.ts as a Node ES module (dist/server/), fetched and run by the shell's
// server. It draws the very components the browser renders (attendee-module.ts's routes), in
// the visitor's language, from the API answers the shell fetched, with the stylesheet the
// browser build injects for them (same CSS module, same class names), so the page the browser
// renders later replaces it without moving.
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type { PublicProfile } from '@slotwise/shared/contract/public-profile.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { isLanguage } from '@slotwise/shared/i18n/languages';
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
import { CancelBookingPage } from '../features/public-booking/cancel-booking-page';
import { hostName, organiserName } from '../features/public-booking/event-summary';
import { PageQueryContext } from '../features/public-booking/page-query';
import {
  type BookableEventType,
  eventTypePath,
  profilePath,
  publicBookingPath,
} from '../features/public-booking/public-booking.api';
import { bookingPageTitle, PublicBookingPage } from '../features/public-booking/public-booking-page';
import { PublicProfilePage } from '../features/public-booking/public-profile-page';
import attendeeModule from './attendee-module';

type Params = Record<string, string>;

// The attendee pages' stylesheet, as the browser build injects it: written here by the build
// (serverCssPlaceholder in shared's remote-build.ts).
const css = '__SLOTWISE_SERVER_CSS__';

interface PagePreview {
  /** The page itself, not attendee-module.ts's route (which loads some pages when shown, in their provider). */
  Component: ComponentType<AttendeePageProps>;
  calls(params: Params): AttendeePreviewCalls;
  /** The answers as the page's own queries ask them (by path); null if one is missing. */
  known(params: Params, answers: Readonly<Record<string, unknown>>): KnownAnswers | null;
  head?(
    params: Params,
    answers: Readonly<Record<string, unknown>>,
  ): Pick<AttendeePreview, 'title' | 'description' | 'robots'>;
}

/** The answer's `data`, or undefined (an error body, a missing answer). */
function dataOf<T>(answer: unknown): T | undefined {
  return answer && typeof answer === 'object' && 'data' in answer && answer.data
    ? unwrapData(answer as { data: T })
    : undefined;
}

const bookingLink = (params: Params) => ({ username: params.username, slug: params.slug });

// The pages drawn on the server, by their route-table path; the others (team, reschedule) paint
// once their code runs.
const pages: Record<string, PagePreview> = {
  '/:username/:slug': {
    Component: PublicBookingPage,
    calls: (params) => ({
      calls: [eventTypePath(bookingLink(params))],
      freeTimesBase: eventTypePath(bookingLink(params)),
    }),
    known(params, answers) {
      const path = eventTypePath(bookingLink(params));
      const eventType = dataOf<BookableEventType>(answers[path]);
      return eventType ? { [path]: eventType } : null;
    },
    head(params, answers) {
      const eventType = dataOf<BookableEventType>(answers[eventTypePath(bookingLink(params))]);
      return eventType
        ? {
            title: bookingPageTitle(eventType),
            description: eventType.description ?? organiserName(eventType),
            // A secret type's page stays out of search engines (docs/product.md#private-sharing).
            ...(eventType.noindex ? { robots: 'noindex' as const } : {}),
          }
        : {};
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
    calls: (params) => ({ calls: [publicBookingPath(params.bookingId)] }),
    known(params, answers) {
      const path = publicBookingPath(params.bookingId);
      const booking = dataOf<PublicBooking>(answers[path]);
      return booking ? { [path]: booking } : null;
    },
  },
};

/** The page the shell routes this path to (the route table decides: /cancel/x is no booking link). */
function pageOf(pathname: string): { page: PagePreview; path: string; params: Params } | null {
  const visit = routeForPath(pathname);
  const page = visit && visit.route.remote === attendeeModule.name ? pages[visit.route.path] : undefined;
  return visit && page ? { page, path: visit.route.path, params: visit.params } : null;
}

export function attendeePreviewCalls(pathname: string): AttendeePreviewCalls | null {
  const found = pageOf(pathname);
  return found ? found.page.calls(found.params) : null;
}

// One i18next instance for the module (shared's): a render switches it to its language and
// draws synchronously, one request after the other.
let queue: Promise<unknown> = Promise.resolve();

const NotFound = () => null;

export function renderAttendeePreview({
  pathname,
  search,
  language,
  answers,
}: Parameters<AttendeePreviewModule['renderAttendeePreview']>[0]): Promise<AttendeePreview | null> {
  const found = pageOf(pathname);
  if (!found) return Promise.resolve(null);
  const known = found.page.known(found.params, answers);
  if (!known) return Promise.resolve(null);
  const render = queue.then(async () => {
    await changeAppLanguage(isLanguage(language) ? language : 'en');
    const { Component } = found.page;
    // As the shell's attendee surface renders it (render-attendee-page.tsx, in the provider
    // attendee-module.ts mounts it in), with the answers.
    const html = renderToString(
      <StrictMode>
        <ServerRenderContext value={true}>
          <AttendeeDataProvider apiBaseUrl="" answers={known}>
            <PageQueryContext value={search ?? ''}>
              <Component params={found.params} NotFound={NotFound} apiBaseUrl="" />
            </PageQueryContext>
          </AttendeeDataProvider>
        </ServerRenderContext>
      </StrictMode>,
    );
    return { html, css, ...found.page.head?.(found.params, answers) };
  });
  queue = render.catch(() => undefined);
  return render;
}

export const contractVersion = attendeePreviewContractVersion;

// Typed against the contract the shell reads.
export const attendeePreviewModule: AttendeePreviewModule = {
  contractVersion,
  attendeePreviewCalls,
  renderAttendeePreview,
};
