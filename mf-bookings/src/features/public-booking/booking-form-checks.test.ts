import type { CreatePublicBookingPayload } from '@slotwise/shared/contract/bookings.contract';
import { createPublicBookingSchema } from '@slotwise/shared/contract/bookings.contract';
import { limits } from '@slotwise/shared/contract/limits.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import type { Translate } from '@slotwise/shared/i18n/i18n';
import en, { type AttendeeKey } from '../../app/locales/attendee.en';
import { sampleEventType } from './api-mock.testing';
import { checkBooking, emailError, nameError, questionKey, serverFieldErrors } from './booking-form-checks';

const t = ((key: AttendeeKey) => en[key]) as Translate<AttendeeKey>;
const question = (id: string, sortOrder: number, required: boolean) => ({
  id,
  question_text: `Question ${id}`,
  answer_type: 'short' as const,
  required,
  sort_order: sortOrder,
});
const first = '7f1c2a4e-5b6d-4e8f-9a0b-000000000001';
const second = '7f1c2a4e-5b6d-4e8f-9a0b-000000000002';
const eventType = { ...sampleEventType, questions: [question(second, 2, false), question(first, 1, true)] };

function body(changes: Partial<CreatePublicBookingPayload> = {}): CreatePublicBookingPayload {
  return {
    event_type_id: eventType.id,
    start_time: '2026-11-23T14:00:00.000Z',
    attendee_name: 'Grace Hopper',
    attendee_email: 'grace@example.com',
    timezone: 'Europe/Berlin',
    answers: [{ question_id: first, answer: 'Yes' }],
    additional_attendees: [],
    ...changes,
  };
}

describe('the booking form’s own checks', () => {
  it('passes what the contract’s schema takes', () => {
    expect(checkBooking(body(), eventType, { [first]: 'Yes' }, t)).toEqual({});
    expect(createPublicBookingSchema.safeParse(body()).success).toBe(true);
  });

  it('refuses names and answers over the contract’s limits, as the API would', () => {
    const name = 'n'.repeat(limits.attendeeNameMax + 1);
    const answer = 'a'.repeat(limits.bookingAnswerMax + 1);
    const tooLong = body({
      attendee_name: name,
      answers: [{ question_id: first, answer }],
      additional_attendees: [{ name, email: 'b@example.com' }],
    });
    expect(checkBooking(tooLong, eventType, { [first]: answer }, t)).toEqual({
      attendee_name: m.maxLength(limits.attendeeNameMax),
      [questionKey(first)]: m.maxLength(limits.bookingAnswerMax),
      'additional_attendees.0.name': m.maxLength(limits.attendeeNameMax),
    });
    expect(createPublicBookingSchema.safeParse(tooLong).error?.issues.map((issue) => issue.message)).toEqual([
      m.maxLength(limits.attendeeNameMax),
      m.maxLength(limits.bookingAnswerMax),
      m.maxLength(limits.attendeeNameMax),
    ]);
    expect(nameError('n'.repeat(limits.attendeeNameMax))).toBeUndefined();
    expect(nameError(`  ${'n'.repeat(limits.attendeeNameMax)}  `)).toBeUndefined();
  });

  it.each(['a..b@example.com', '.a@example.com', 'a@example', '', '   '])(
    'refuses the e-mail %j',
    (address) => {
      expect(emailError(address)).toBe(address.trim() ? m.email : m.required);
      expect(createPublicBookingSchema.safeParse(body({ attendee_email: address })).success).toBe(false);
    },
  );

  it('asks for the required questions (in the host’s order) and a valid phone when the type needs one', () => {
    const phoneType = { ...eventType, phone_required: true };
    expect(checkBooking(body({ answers: [] }), phoneType, { [first]: '  ' }, t)).toEqual({
      attendee_phone: en.phoneRequired,
      [questionKey(first)]: en.answerRequired,
    });
    expect(checkBooking(body({ attendee_phone: 'call me' }), phoneType, { [first]: 'Yes' }, t)).toEqual({
      attendee_phone: en.phoneInvalid,
    });
  });
});

describe('the API’s 422 on the form’s fields', () => {
  it('puts an answer’s error under its question, the others under their paths', () => {
    const sent = body({
      answers: [
        { question_id: first, answer: 'x' },
        { question_id: second, answer: 'y' },
      ],
    });
    const error = {
      status: 422,
      data: {
        message: 'Validation failed',
        errors: { 'answers.1.answer': ['Too long'], attendee_email: ['Bad'], 'answers.7': ['Unknown'] },
      },
    };
    expect(serverFieldErrors(error, sent)).toEqual({
      [questionKey(second)]: 'Too long',
      attendee_email: 'Bad',
      'answers.7': 'Unknown',
    });
  });

  it('is nothing for any other failure', () => {
    expect(serverFieldErrors({ status: 409, data: { message: 'Taken' } }, body())).toBeUndefined();
    expect(serverFieldErrors({ status: 'NETWORK_ERROR', data: undefined }, body())).toBeUndefined();
    expect(serverFieldErrors(new Error('boom'), body())).toBeUndefined();
  });
});
