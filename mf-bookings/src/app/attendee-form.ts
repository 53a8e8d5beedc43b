// The attendee pages' forms without JavaScript (docs/attendee-pages.md#without-javascript): what
// a POST of the booking form asks the API, and what the API's answer shows, decided here in
// mf-bookings' server module; the shell's server only routes (checks the post is this site's,
// makes the call this names, sends what this answers). The texts and checks are the booking
// form's own (booking-form-checks.ts, use-booking-submit.ts), in the visitor's language.
import type { ApiError } from '@slotwise/shared/api/api-error';
import { apiErrorMessage } from '@slotwise/shared/api/api-error';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { isRedirectUrl, redirectAddress } from '@slotwise/shared/contract/redirect-address.contract';
import { busyOccurrencesKey } from '@slotwise/shared/contract/series-rule.contract';
import { activeLocaleTag } from '@slotwise/shared/datetime/date-locale';
import { type Translate, translate } from '@slotwise/shared/i18n/i18n';
import type {
  AttendeeFormAnswerRequest,
  AttendeeFormRequest,
  AttendeeFormStep,
} from '@slotwise/shared/remote/attendee-preview';
import { routeForPath } from '@slotwise/shared/remote/route-table';
import { attendeeApiText } from '../features/public-booking/attendee-api-text';
import { serverFieldErrors } from '../features/public-booking/booking-form-checks';
import { initialDuration } from '../features/public-booking/chosen-duration';
import {
  dayOfInstant,
  type PostedForm,
  pageAddressOf,
  serverDefaultZone,
} from '../features/public-booking/page-address';
import {
  fieldsAfterAttendeesAction,
  fieldsAfterSeriesAction,
  fieldsWithSeriesBusy,
  isInstant,
  postedBooking,
} from '../features/public-booking/posted-booking-form';
import { postedText } from '../features/public-booking/posted-text';
import {
  type BookableEventType,
  eventTypePath,
  publicBookingPath,
} from '../features/public-booking/public-booking.api';
import { bookingLinkOf, bookingPageRoutes, dataOf } from './attendee-answers';
import { attendeeCatalogue } from './attendee-catalogue';
import attendeeModule from './attendee-module';
import { inLanguage } from './attendee-render-queue';
import en, { type AttendeeKey } from './locales/attendee.en';

const t: Translate<AttendeeKey> = (key, values) => translate(attendeeCatalogue, key, values);

/** An Idempotency-Key the form may carry (the contract's: 1 to 255 visible ASCII characters). */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The booking page the post is for, and what the form says about time and zone. */
function bookingFormOf(request: AttendeeFormRequest) {
  const visit = routeForPath(request.pathname);
  if (!visit || visit.route.remote !== attendeeModule.name || !bookingPageRoutes.includes(visit.route.path))
    return null;
  const offered = dataOf<BookableEventType>(request.answers[eventTypePath(bookingLinkOf(visit.params))]);
  if (!offered) return null;
  const search = request.search ?? '';
  const eventType = { ...offered, duration: initialDuration(offered, search) };
  const zoneField = postedText(request.fields, 'tz', 64);
  const address = pageAddressOf(search);
  const zone =
    pageAddressOf(`?tz=${encodeURIComponent(zoneField)}`).timeZone ?? address.timeZone ?? serverDefaultZone;
  const start = postedText(request.fields, 'start_time', 40);
  return { eventType, search, zone, start: isInstant(start) ? start : null, params: visit.params };
}

/** The query with these names set (null: removed). */
function withQuery(search: string, changes: Record<string, string | null>): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name);
    else query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The clock format the visitor chose (?clock=), kept on the page a post leads to. */
function keptClock(search: string): Record<string, string> {
  const { clock } = pageAddressOf(search);
  return clock ? { clock } : {};
}

const render = (search: string, status: number, posted: PostedForm): AttendeeFormStep => ({
  render: { search, status, posted },
});

const keptFields = (request: AttendeeFormRequest) => request.fields as PostedForm['fields'];

/** The cancel page's booking (its link secret) and the booking as the API gave it. */
function cancelFormOf(request: AttendeeFormRequest) {
  const visit = routeForPath(request.pathname);
  if (!visit || visit.route.remote !== attendeeModule.name || visit.route.path !== '/cancel/:bookingId')
    return null;
  const secret = visit.params.bookingId;
  const booking = dataOf<PublicBooking>(request.answers[publicBookingPath(secret)]);
  return booking ? { secret, booking } : null;
}

/**
 * The cancel page's post: the reason (required by some types' policy: the page's own check
 * first), then POST .../cancel; done, the page again by GET (it says the booking is cancelled);
 * refused, the page with the API's message in the visitor's language, the reason kept.
 */
function cancelStep(request: AttendeeFormRequest, form: NonNullable<ReturnType<typeof cancelFormOf>>) {
  return inLanguage(request.language, (): AttendeeFormStep => {
    const fields = keptFields(request);
    const again = (status: number, formError: string) =>
      render(request.search ?? '', status, { fields, errors: {}, formError, notice: null });
    // Cancelled already (a second post, the back button): the page's cancelled outcome, no call.
    if (form.booking.status === 'cancelled') return { redirect: request.pathname };
    if (request.tokenRefused) return again(403, t('formExpired'));
    const reason = postedText(request.fields, 'cancellation_reason', 1000).trim();
    if (form.booking.change_policy?.reason_required === true && reason === '')
      return again(422, t('reasonRequired'));
    const scope = postedText(request.fields, 'series_scope', 40);
    return {
      call: {
        path: `${publicBookingPath(form.secret)}/cancel`,
        body: {
          cancellation_reason: reason || null,
          ...(form.booking.series ? { series_scope: scope === 'this_and_following' ? scope : 'this' } : {}),
        },
      },
    };
  });
}

function cancelAnswer(request: AttendeeFormAnswerRequest) {
  return inLanguage(request.language, (): AttendeeFormStep => {
    if (request.status >= 200 && request.status < 300) return { redirect: request.pathname };
    const error = apiErrorOf(request.status, request.body);
    // Two posts at once: the other one cancelled it. The same outcome.
    if (request.status === 409 && apiErrorMessage(error, '') === en.alreadyCancelledNotice)
      return { redirect: request.pathname };
    return render(request.search ?? '', request.status, {
      fields: keptFields(request),
      errors: {},
      formError: attendeeApiText(apiErrorMessage(error, t('cancelFailed')), t),
      notice: null,
    });
  });
}

/** The reschedule page's booking link (its secret), when the API gave the booking. */
function rescheduleFormOf(request: AttendeeFormRequest) {
  const visit = routeForPath(request.pathname);
  if (!visit || visit.route.remote !== attendeeModule.name || visit.route.path !== '/reschedule/:bookingId')
    return null;
  const secret = visit.params.bookingId;
  return dataOf<PublicBooking>(request.answers[publicBookingPath(secret)]) ? { secret } : null;
}

/** The reschedule's new time and zone as posted. */
function rescheduleChoice(request: AttendeeFormRequest) {
  const search = request.search ?? '';
  const zone =
    pageAddressOf(`?tz=${encodeURIComponent(postedText(request.fields, 'tz', 64))}`).timeZone ??
    pageAddressOf(search).timeZone ??
    serverDefaultZone;
  const start = postedText(request.fields, 'start_time', 40);
  return { search, zone, start: isInstant(start) ? start : null };
}

/** POST .../reschedule with the chosen time; a form without one goes back to the times. */
function rescheduleStep(request: AttendeeFormRequest, secret: string) {
  return inLanguage(request.language, (): AttendeeFormStep => {
    const { search, zone, start } = rescheduleChoice(request);
    if (!start) return { redirect: withQuery(search, { tz: zone, time: null }) };
    if (request.tokenRefused) {
      return render(withQuery(search, { tz: zone, time: start }), 403, {
        fields: keptFields(request),
        errors: {},
        formError: null,
        notice: t('formExpired'),
      });
    }
    // The drawn form's key (docs/product.md#idempotent-bookings): a double submit moves once.
    const key = postedText(request.fields, 'idempotency_key', 255);
    return {
      call: {
        path: `${publicBookingPath(secret)}/reschedule`,
        body: { start_time: start },
        ...(keyPattern.test(key) ? { idempotencyKey: key } : {}),
      },
    };
  });
}

/**
 * Moved: the page says so (?moved). The same post again (a double submit, the back button) finds
 * the booking already at that time: the same outcome, nothing moved twice. A lost time (409):
 * that day's times again, with the refusal in words; any other refusal (429, 422, 403): the
 * chosen time kept, to confirm again.
 */
function rescheduleAnswer(request: AttendeeFormAnswerRequest) {
  return inLanguage(request.language, (): AttendeeFormStep => {
    const { search, zone, start } = rescheduleChoice(request);
    const moved = { redirect: withQuery('', { moved: '1', tz: zone, ...keptClock(search) }) };
    if (request.status >= 200 && request.status < 300) return moved;
    const error = apiErrorOf(request.status, request.body);
    const message = apiErrorMessage(error, t('rescheduleFailed'));
    if (request.status === 409 && message === en.rescheduleSameTime) return moved;
    const lost = request.status === 409;
    return render(
      withQuery(search, {
        tz: zone,
        time: lost ? null : start,
        ...(start ? { date: dayOfInstant(start, zone) } : {}),
      }),
      request.status >= 400 && request.status < 600 ? request.status : 502,
      { fields: {}, errors: {}, formError: null, notice: attendeeApiText(message, t) },
    );
  });
}

/** The first step of a form's post: the API call, or the form again with what its checks found. */
export function attendeeFormStep(request: AttendeeFormRequest): Promise<AttendeeFormStep | null> {
  const cancel = cancelFormOf(request);
  if (cancel) return cancelStep(request, cancel);
  const reschedule = rescheduleFormOf(request);
  if (reschedule) return rescheduleStep(request, reschedule.secret);
  const form = bookingFormOf(request);
  if (!form) return Promise.resolve(null);
  return inLanguage(request.language, (): AttendeeFormStep => {
    const { eventType, search, zone, start } = form;
    const timeQuery = withQuery(search, { tz: zone, time: start });
    if (!start) return { redirect: withQuery(search, { tz: zone, time: null }) };
    // A row of other attendees added or removed, or a series' dates asked for the chosen count:
    // the form again, nothing booked.
    const changedRows = fieldsAfterAttendeesAction(request.fields) ?? fieldsAfterSeriesAction(request.fields);
    if (changedRows)
      return render(timeQuery, 200, { fields: changedRows, errors: {}, formError: null, notice: null });
    const fields = keptFields(request);
    if (request.tokenRefused) {
      return render(timeQuery, 403, { fields, errors: {}, formError: t('formExpired'), notice: null });
    }
    const secret = form.params.linkSecret;
    const { body, errors } = postedBooking(eventType, request.fields, {
      startTime: start,
      timeZone: zone,
      language: activeLocaleTag(),
      singleUseLink: secret,
      t,
    });
    // As the form's code does: its own checks first, without asking the API.
    if (Object.keys(errors).length > 0)
      return render(timeQuery, 422, { fields, errors, formError: null, notice: null });
    const key = postedText(request.fields, 'idempotency_key', 255);
    return {
      call: {
        path: '/api/public/bookings',
        body,
        ...(keyPattern.test(key) ? { idempotencyKey: key } : {}),
      },
    };
  });
}

/** The API's answer as the form's code reads it (use-booking-submit.ts). */
function apiErrorOf(status: number, body: unknown): ApiError {
  return { status, data: body && typeof body === 'object' ? (body as ApiError['data']) : undefined };
}

/**
 * What the API's answer shows: the confirmation (303 to it: a reload does not post again), or
 * the page again, in the visitor's language, with the values kept: the form with its fields' errors
 * (422), the times with "taken" (409), the form with the message (429 and the rest).
 */
export function attendeeFormAnswer(request: AttendeeFormAnswerRequest): Promise<AttendeeFormStep | null> {
  if (cancelFormOf(request)) return cancelAnswer(request);
  if (rescheduleFormOf(request)) return rescheduleAnswer(request);
  const form = bookingFormOf(request);
  if (!form) return Promise.resolve(null);
  return inLanguage(request.language, (): AttendeeFormStep => {
    const { eventType, search, zone, start } = form;
    const { status, body } = request;
    const fields = keptFields(request);
    const timeQuery = withQuery(search, { tz: zone, time: start });
    if (status === 201) {
      const booking = dataOf<PublicBooking>(body);
      if (!booking)
        return render(timeQuery, 502, { fields, errors: {}, formError: t('bookingFailed'), notice: null });
      const email = (request.call.body as { attendee_email: string }).attendee_email;
      // docs/product.md#after-booking: the host's address, with the booking's public fields.
      const target = eventType.redirect_url;
      if (target && isRedirectUrl(target)) {
        return { redirect: redirectAddress(target, { ...booking, attendee_email: email }) };
      }
      // The confirmation page, by the booking's link secret (no-store: serving-rules.ts).
      if (booking.link_secret) {
        const duration = new URLSearchParams(search).get('duration');
        return {
          redirect: withQuery('', {
            booked: booking.link_secret,
            tz: zone,
            ...(duration ? { duration } : {}),
            ...keptClock(search),
          }),
        };
      }
      // Waiting for the attendee's e-mail: nothing to link to yet, the notice is drawn at once.
      return render(withQuery(search, { tz: zone, time: null }), 200, {
        fields: {},
        errors: {},
        formError: null,
        notice: null,
        booked: { booking, email },
      });
    }
    const error = apiErrorOf(status, body);
    // A series with busy meetings: the form again, the choice the form's code offers ("Book the
    // others" or "Pick another time"), the values kept (use-booking-submit.ts, onSeriesBusy).
    const listed: unknown = status === 409 ? error.data?.errors?.[busyOccurrencesKey] : undefined;
    const busy = Array.isArray(listed)
      ? listed.filter((one): one is string => typeof one === 'string' && isInstant(one))
      : [];
    const sent = (request.call.body as { series?: { skip?: string[] } }).series;
    if (busy.length > 0 && sent) {
      return render(timeQuery, 409, {
        fields: fieldsWithSeriesBusy(request.fields, sent.skip ?? [], busy),
        errors: {},
        formError: null,
        notice: null,
      });
    }
    if (status === 409) {
      // Taken meanwhile (or a series' meeting is): back to that day's other free times.
      const day: Record<string, string | null> = start
        ? { date: dayOfInstant(start, zone), time: null }
        : { time: null };
      return render(withQuery(search, { tz: zone, ...day }), 409, {
        fields: {},
        errors: {},
        formError: null,
        notice: attendeeApiText(apiErrorMessage(error, t('slotTaken')), t),
      });
    }
    const fromServer = status === 422 ? serverFieldErrors(error, request.call.body as never) : undefined;
    if (fromServer && Object.keys(fromServer).length > 0) {
      return render(timeQuery, 422, { fields, errors: fromServer, formError: t('fixErrors'), notice: null });
    }
    return render(timeQuery, status >= 400 && status < 600 ? status : 502, {
      fields,
      errors: {},
      formError: attendeeApiText(apiErrorMessage(error, t('bookingFailed')), t),
      notice: null,
    });
  });
}
