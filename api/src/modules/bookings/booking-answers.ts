import { type BookingAnswer, bookingMessages } from '@slotwise/shared/contract/bookings.contract';
import { checkAnswer, checkGuests, questionMessages } from '@slotwise/shared/contract/questions.contract';
import type { FieldErrors } from '../../lib/http-errors.util';
import { parseSmsNumber } from '../../lib/sms-numbers.util';
import type { ActiveQuestion } from '../scheduling/scheduling.repository';

/** An answer as the booking payload carries it: a list for checkboxes. */
export interface GivenAnswer {
  question_id: string;
  answer: string | string[];
}

/**
 * The answers of a booking checked against the event type's active questions
 * (docs/product.md#questions-and-guests): required ones answered, each by its type (an offered
 * option, a phone number, a number, an http(s) address), none to a question not asked. Errors
 * are keyed `answers.<question id>`, the form's field.
 */
export function checkBookingAnswers(
  questions: readonly ActiveQuestion[],
  given: readonly GivenAnswer[],
  errors: FieldErrors,
): BookingAnswer[] {
  const byId = new Map<string, GivenAnswer['answer']>();
  for (const answer of given) {
    if (!questions.some((question) => question.id === answer.question_id)) {
      errors[`answers.${answer.question_id}`] = [bookingMessages.unknownQuestion];
    } else if (!byId.has(answer.question_id)) {
      byId.set(answer.question_id, answer.answer);
    }
  }
  const answers: BookingAnswer[] = [];
  for (const question of questions) {
    const field = `answers.${question.id}`;
    const checked = checkAnswer(
      { answer_type: question.answerType, options: question.options },
      byId.get(question.id),
    );
    if (!checked.ok) {
      errors[field] = [checked.message];
      continue;
    }
    if (checked.answer === '') {
      if (question.required) errors[field] = [bookingMessages.answerRequired];
      continue;
    }
    // A number written with its country code must be one libphonenumber knows; without it,
    // the country is unknown and only the shape is checked (as for the location's phone).
    if (
      question.answerType === 'phone' &&
      checked.answer.startsWith('+') &&
      !parseSmsNumber(checked.answer)
    ) {
      errors[field] = [questionMessages.phoneInvalid];
      continue;
    }
    answers.push({
      question_id: question.id,
      question_text: question.questionText,
      answer: checked.answer,
      answer_type: question.answerType,
      ...(checked.values ? { values: checked.values } : {}),
    });
  }
  return answers;
}

/** The guests' addresses, deduplicated, without the attendee's own; refused past 10 or when one is not an address. */
export function checkBookingGuests(
  given: readonly string[],
  attendeeEmail: string,
  errors: FieldErrors,
): string[] {
  const checked = checkGuests(given, attendeeEmail);
  if (checked.ok) return checked.guests;
  errors.guests = [checked.message];
  return [];
}
