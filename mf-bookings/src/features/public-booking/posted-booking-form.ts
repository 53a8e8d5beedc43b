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

/** The button of the other attendees' rows (add, remove:N) a form without JavaScript posts. */
export const attendeesActionField = 'attendees_action';

/** At most this many rows are read from a post (a group's seats are far fewer; the API checks). */
const maxPostedAttendees = 50;

const attendeeFieldPattern = /^additional_attendees\.(\d{1,2})\.(name|email)$/;

/** A group type's other attendees as posted (`additional_attendees.N.name|email`), in row order. */
export function postedAttendees(fields: PostedFields): { name: string; email: string }[] {
  const rows = new Map<number, { name: string; email: string }>();
  for (const name of Object.keys(fields)) {
    const match = attendeeFieldPattern.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? { name: '', email: '' };
    row[match[2] as 'name' | 'email'] = postedText(fields, name, match[2] === 'name' ? 200 : 320);
    rows.set(index, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .slice(0, maxPostedAttendees)
    .map(([, row]) => row);
}

/**
 * The fields with the other attendees' rows changed as the pressed button says (add a row,
 * remove row N), numbered again from 0; null when no such button was pressed.
 */
export function fieldsAfterAttendeesAction(
  fields: PostedFields,
): Record<string, string | readonly string[]> | null {
  const action = postedText(fields, attendeesActionField, 20);
  if (!action) return null;
  let rows = postedAttendees(fields);
  if (action === 'add') rows = [...rows, { name: '', email: '' }].slice(0, maxPostedAttendees);
  else {
    const removed = /^remove:(\d{1,2})$/.exec(action);
    if (removed) rows = rows.filter((_, index) => index !== Number(removed[1]));
  }
  const kept: Record<string, string | readonly string[]> = {};
  for (const [name, value] of Object.entries(fields))
    if (name !== attendeesActionField && !attendeeFieldPattern.test(name)) kept[name] = value;
  rows.forEach((row, index) => {
    kept[`additional_attendees.${index}.name`] = row.name;
    kept[`additional_attendees.${index}.email`] = row.email;
  });
  return kept;
}

/** The button that draws a series' dates again for the chosen count, without JavaScript. */
export const seriesActionField = 'series_action';

/** The fields of a post that only asks to see the series' dates again; null when it books. */
export function fieldsAfterSeriesAction(
  fields: PostedFields,
): Record<string, string | readonly string[]> | null {
  if (!(seriesActionField in fields)) return null;
  // Another count: the busy meetings and those left out start again, as the form's code does.
  const {
    [seriesActionField]: _pressed,
    [seriesSkipField]: _skip,
    [seriesBusyField]: _busy,
    [seriesBookOthersField]: _others,
    ...kept
  } = fields;
  return kept;
}

/**
 * A series with busy meetings, without JavaScript (docs/product.md#recurring-series): the form
 * drawn after the API's 409 carries the busy starts (`series_busy`) and those already left out
 * (`series_skip`) as hidden fields; "Book the others" (`series_book_others`) posts them all left out.
 */
export const seriesSkipField = 'series_skip';
export const seriesBusyField = 'series_busy';
export const seriesBookOthersField = 'series_book_others';

/** A posted list of a series' starts: ISO instants only, each once, at most a series' length. */
export function postedStarts(fields: PostedFields, name: string): string[] {
  return [...new Set(postedList(fields, name).filter(isInstant))].slice(0, 60);
}

/** The meetings the post leaves out: those left out before and, on "Book the others", the busy ones. */
export function postedSeriesSkip(fields: PostedFields): string[] {
  const skip = postedStarts(fields, seriesSkipField);
  if (!(seriesBookOthersField in fields)) return skip;
  return [...new Set([...skip, ...postedStarts(fields, seriesBusyField)])];
}

/** The form again after a 409 naming busy meetings: what was sent left out, the busy ones to decide on. */
export function fieldsWithSeriesBusy(
  fields: PostedFields,
  skip: readonly string[],
  busy: readonly string[],
): Record<string, string | readonly string[]> {
  const { [seriesBookOthersField]: _pressed, ...kept } = fields;
  return { ...kept, [seriesSkipField]: [...skip], [seriesBusyField]: [...busy] };
}

/** The number of meetings of a series the form chose (`series_count`), else all of them. */
export function postedSeriesCount(fields: PostedFields, maxCount: number): number {
  const text = postedText(fields, 'series_count', 4);
  const count = /^\d{1,3}$/.test(text) ? Number(text) : maxCount;
  return count >= 1 && count <= maxCount ? count : maxCount;
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
  const count = recurrence ? postedSeriesCount(fields, recurrence.max_count) : 1;
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
    additional_attendees: eventType.event_type === 'group' ? postedAttendees(fields) : [],
    guests: splitGuests(guests),
    language,
    ...(eventType.phone_required ? { attendee_phone: details.phone.trim() } : {}),
    ...((eventType.durations?.length ?? 0) > 1 ? { duration: eventType.duration } : {}),
    ...(singleUseLink ? { single_use_link: singleUseLink } : {}),
    // The meetings the form chose, the whole series unless fewer (docs/product.md#recurring-series).
    ...(recurrence && count >= 2 ? { series: { count, skip: postedSeriesSkip(fields) } } : {}),
  };
  return { body, errors: checkBooking(body, eventType, answers, t, guests) };
}

/** A start the form's hidden field may carry: an ISO instant. */
export function isInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}
