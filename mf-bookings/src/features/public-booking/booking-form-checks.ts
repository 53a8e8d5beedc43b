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
import { checkAnswer, checkGuests, splitGuests } from '@slotwise/shared/contract/questions.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import type { Translate } from '@slotwise/shared/i18n/i18n';
import type { AttendeeKey } from '../../app/locales/attendee.en';
import type { FormAnswer } from './booking-prefill';

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
  answers: Readonly<Record<string, FormAnswer>>,
  t: Translate<AttendeeKey>,
  /** The guests field as typed (docs/product.md#questions-and-guests). */
  guests = '',
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
    if (typeof answer.answer === 'string' && answer.answer.length > limits.bookingAnswerMax)
      add(questionKey(answer.question_id), m.maxLength(limits.bookingAnswerMax));
  }
  const guestsChecked = checkGuests(splitGuests(guests), body.attendee_email);
  if (!guestsChecked.ok) add('guests', guestsChecked.message);
  (body.additional_attendees ?? []).forEach((attendee, index) => {
    add(`additional_attendees.${index}.name`, nameError(attendee.name));
    add(`additional_attendees.${index}.email`, emailError(attendee.email));
  });
  for (const question of sortedQuestions(eventType)) {
    // Each answer by its type, as the API checks it (questions.contract).
    const checked = checkAnswer(
      { answer_type: question.answer_type, options: question.options ?? [] },
      answers[question.id],
    );
    if (!checked.ok) add(questionKey(question.id), checked.message);
    else if (question.required && !checked.answer) add(questionKey(question.id), t('answerRequired'));
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
  // The API's per-question checks name the question itself (docs/product.md#questions-and-guests).
  const byId = /^answers\.([0-9a-f-]{36})$/i.exec(path);
  if (byId) return questionKey(byId[1]);
  if (path.startsWith('guests')) return 'guests';
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
