// The booking form's own checks, before it sends: the rules of createPublicBookingSchema
// (bookings.contract) the attendee can break, with the contract's constants and English messages
// but without zod (the attendee pages' JS budget). The API checks everything again and answers
// 422, whose field paths are mapped back onto the form's fields here.
import { isApiError } from '@slotwise/shared/api/api-error';
import type {
  CreatePublicBookingPayload,
  PublicEventType,
  PublicQuestion,
} from '@slotwise/shared/contract/bookings.contract';
import { emailPattern, limits } from '@slotwise/shared/contract/limits.contract';
import { isPhoneNumber } from '@slotwise/shared/contract/locations.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import type { Translate } from '@slotwise/shared/i18n/i18n';
import type { AttendeeKey } from '../../app/locales/attendee.en';

/** A message per field of the form (its payload path; answers by question: questionKey). */
export type FieldErrors = Record<string, string>;

/** The form's key of a question's answer. */
export const questionKey = (id: string) => `question.${id}`;

/** The event type's questions in the order the host set. */
export function sortedQuestions(eventType: Pick<PublicEventType, 'questions'>): PublicQuestion[] {
  return [...eventType.questions].sort((a, b) => a.sort_order - b.sort_order);
}

export function nameError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return m.required;
  if (text.length > limits.attendeeNameMax) return m.maxLength(limits.attendeeNameMax);
  return undefined;
}

export function emailError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return m.required;
  if (!emailPattern.test(text)) return m.email;
  return undefined;
}

/**
 * What is wrong with `body` before it is sent (empty: nothing). `answers` are the raw answers by
 * question id (a required question left blank is not in the body at all).
 */
export function checkBooking(
  body: CreatePublicBookingPayload,
  eventType: Pick<PublicEventType, 'questions' | 'phone_required'>,
  answers: Readonly<Record<string, string>>,
  t: Translate<AttendeeKey>,
): FieldErrors {
  const found: FieldErrors = {};
  const add = (key: string, message: string | undefined) => {
    if (message) found[key] ??= message;
  };
  add('attendee_name', nameError(body.attendee_name));
  add('attendee_email', emailError(body.attendee_email));
  if (eventType.phone_required) {
    const number = body.attendee_phone ?? '';
    add(
      'attendee_phone',
      !number ? t('phoneRequired') : isPhoneNumber(number) ? undefined : t('phoneInvalid'),
    );
  }
  for (const answer of body.answers ?? []) {
    if (answer.answer.length > limits.bookingAnswerMax)
      add(questionKey(answer.question_id), m.maxLength(limits.bookingAnswerMax));
  }
  (body.additional_attendees ?? []).forEach((attendee, index) => {
    add(`additional_attendees.${index}.name`, nameError(attendee.name));
    add(`additional_attendees.${index}.email`, emailError(attendee.email));
  });
  for (const question of sortedQuestions(eventType)) {
    if (question.required && !(answers[question.id] ?? '').trim())
      add(questionKey(question.id), t('answerRequired'));
  }
  return found;
}

/** Maps an API field path to the form's field; answers go by question. */
function fieldKeyOf(path: string, answers: CreatePublicBookingPayload['answers']): string {
  const answer = /^answers\.(\d+)(\.answer)?$/.exec(path);
  if (answer) {
    const questionId = answers?.[Number(answer[1])]?.question_id;
    return questionId ? questionKey(questionId) : path;
  }
  return path;
}

/** The field errors of the API's 422 answer to `body`, on the form's fields; undefined for any other failure. */
export function serverFieldErrors(error: unknown, body: CreatePublicBookingPayload): FieldErrors | undefined {
  const errors = isApiError(error, 422) ? error.data?.errors : undefined;
  if (!errors) return undefined;
  const mapped: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    // The contract says a list; a proxy or an older API may send one string.
    const message = Array.isArray(messages) ? messages[0] : String(messages);
    if (message) mapped[fieldKeyOf(path, body.answers)] ??= message;
  }
  return mapped;
}
