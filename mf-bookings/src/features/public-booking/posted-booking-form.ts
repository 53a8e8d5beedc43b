// The booking form as posted without JavaScript (docs/attendee-pages.md#without-javascript): its
// fields back into the form's state (a page drawn after a refused POST keeps what was typed), and
// into the very payload the form's code sends (booking-form.tsx's `payload`), checked by the same
// checks, so both ways of booking say the same things.
import type {
  CreatePublicBookingPayload,
  PublicEventType,
  PublicQuestion,
} from '@slotwise/shared/contract/bookings.contract';
import { splitGuests } from '@slotwise/shared/contract/questions.contract';
import type { Translate } from '@slotwise/shared/i18n/i18n';
import type { AttendeeKey } from '../../app/locales/attendee.en';
import { checkBooking, type FieldErrors, sortedQuestions } from './booking-form-checks';
import type { AttendeeDetails } from './booking-form-fields';
import type { FormAnswer } from './booking-prefill';
import { questionFieldName } from './page-address';
import { type PostedFields, postedText } from './posted-text';

function postedList(fields: PostedFields, name: string): string[] {
  const value = fields[name];
  return (typeof value === 'string' ? [value] : [...(value ?? [])]).map((one) => one.slice(0, 5000));
}

export function postedDetails(fields: PostedFields): AttendeeDetails {
  return {
    name: postedText(fields, 'attendee_name', 200),
    email: postedText(fields, 'attendee_email', 320),
    phone: postedText(fields, 'attendee_phone', 40),
  };
}

/** The answers by question id, as the form keeps them (a list for checkboxes). */
export function postedAnswers(
  questions: readonly PublicQuestion[],
  fields: PostedFields,
): Record<string, FormAnswer> {
  const answers: Record<string, FormAnswer> = {};
  for (const question of questions) {
    const name = questionFieldName(question.id);
    if (!(name in fields)) continue;
    answers[question.id] =
      question.answer_type === 'checkboxes' ? postedList(fields, name) : postedText(fields, name);
  }
  return answers;
}

export interface PostedBooking {
  body: CreatePublicBookingPayload;
  /** What the form's own checks find (empty: send it). */
  errors: FieldErrors;
}

/**
 * The booking the posted form asks for, as booking-form.tsx builds it: `eventType` with the
 * chosen duration, the time and zone of the form's hidden fields, the page's language.
 */
export function postedBooking(
  eventType: PublicEventType,
  fields: PostedFields,
  {
    startTime,
    timeZone,
    language,
    singleUseLink,
    t,
  }: {
    startTime: string;
    timeZone: string;
    language: string;
    singleUseLink?: string;
    t: Translate<AttendeeKey>;
  },
): PostedBooking {
  const questions = sortedQuestions(eventType);
  const details = postedDetails(fields);
  const answers = postedAnswers(questions, fields);
  const guests = postedText(fields, 'guests', 4000);
  const recurrence = eventType.recurrence ?? null;
  const count = recurrence?.max_count ?? 1;
  const body: CreatePublicBookingPayload = {
    event_type_id: eventType.id,
    start_time: startTime,
    attendee_name: details.name,
    attendee_email: details.email,
    timezone: timeZone,
    answers: questions
      .map((question) => {
        const given = answers[question.id] ?? '';
        return { question_id: question.id, answer: Array.isArray(given) ? given : given.trim() };
      })
      .filter((answer) => answer.answer.length > 0),
    additional_attendees: [],
    guests: splitGuests(guests),
    language,
    ...(eventType.phone_required ? { attendee_phone: details.phone.trim() } : {}),
    ...((eventType.durations?.length ?? 0) > 1 ? { duration: eventType.duration } : {}),
    ...(singleUseLink ? { single_use_link: singleUseLink } : {}),
    // The whole series, as the form offers it first (docs/product.md#recurring-series).
    ...(recurrence && count >= 2 ? { series: { count, skip: [] } } : {}),
  };
  return { body, errors: checkBooking(body, eventType, answers, t, guests) };
}

/** A start the form's hidden field may carry: an ISO instant. */
export function isInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}
