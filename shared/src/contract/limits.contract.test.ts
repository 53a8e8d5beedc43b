import { emailSchema } from '@slotwise/shared/contract/auth.contract';
import { createPublicBookingSchema } from '@slotwise/shared/contract/bookings.contract';
import { emailPattern, limits } from '@slotwise/shared/contract/limits.contract';
import { validationMessages as m } from '@slotwise/shared/contract/validation-messages.contract';
import { z } from 'zod';

const accepted = ['ada@example.com', "o'hara+tag@mail.example.co", 'a.b-c_d@x-y.io', 'a@b.cd'];
const refused = [
  '.ada@example.com',
  'ada.@example.com',
  'a..b@example.com',
  "ada'@example.com",
  'ada@example',
  'ada@example.c',
  'ada@-example.com',
  'ada@exa_mple.com',
  'ada @example.com',
  'ada@@example.com',
  '<script>@example.com',
];

describe('emailPattern: the one e-mail rule of the API and the booking form', () => {
  test.each(accepted)('accepts %j, as zod does', (address) => {
    expect(emailPattern.test(address)).toBe(true);
    expect(emailSchema.safeParse(address).success).toBe(true);
  });

  test.each(refused)('refuses %j, as zod does', (address) => {
    expect(emailPattern.test(address)).toBe(false);
    expect(z.email().safeParse(address).success).toBe(false);
    expect(emailSchema.safeParse(address).error?.issues.map((issue) => issue.message)).toEqual([m.email]);
  });
});

describe('createPublicBookingSchema uses the limits the booking form checks', () => {
  const booking = (changes: object) => ({
    event_type_id: '7f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    start_time: '2026-11-23T14:00:00.000Z',
    attendee_name: 'Grace',
    attendee_email: 'grace@example.com',
    timezone: 'Europe/Berlin',
    ...changes,
  });
  const messages = (changes: object) =>
    createPublicBookingSchema.safeParse(booking(changes)).error?.issues.map((issue) => issue.message) ?? [];

  test('names up to attendeeNameMax, the booker’s and each additional attendee’s', () => {
    const longest = 'n'.repeat(limits.attendeeNameMax);
    const tooLong = `${longest}n`;
    expect(messages({ attendee_name: longest })).toEqual([]);
    expect(messages({ attendee_name: tooLong })).toEqual([m.maxLength(limits.attendeeNameMax)]);
    expect(messages({ additional_attendees: [{ name: tooLong, email: 'b@example.com' }] })).toEqual([
      m.maxLength(limits.attendeeNameMax),
    ]);
  });

  test('answers up to bookingAnswerMax', () => {
    const answer = (text: string) => ({
      answers: [{ question_id: '7f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a6c', answer: text }],
    });
    expect(messages(answer('a'.repeat(limits.bookingAnswerMax)))).toEqual([]);
    expect(messages(answer('a'.repeat(limits.bookingAnswerMax + 1)))).toEqual([
      m.maxLength(limits.bookingAnswerMax),
    ]);
  });

  test('the attendee’s e-mail by emailPattern', () => {
    expect(messages({ attendee_email: 'a..b@example.com' })).toEqual([m.email]);
  });
});
