import { z } from 'zod';
import { dataEnvelope } from './envelope.contract';

/**
 * Which calendars count (docs/calendars.md#which-calendars-count):
 * GET   /api/integrations/google-calendar/{id}/calendars              -> { data: GoogleCalendar[] }
 *       (the account's calendar list, read again from Google; the stored one when Google fails)
 * PATCH /api/integrations/google-calendar/{id}/calendars/{calendarId} { checked } -> { data: GoogleCalendar[] }
 * GET   /api/integrations/calendars/writable                          -> { data: WritableCalendar[] }
 * GET   /api/integrations/calendars/default                           -> { data: WriteCalendarChoice | null }
 * PUT   /api/integrations/calendars/default { choice | null }         -> same
 * GET   /api/integrations/calendars/event-types/{eventTypeId}         -> { data: WriteCalendarChoice | null }
 * PUT   /api/integrations/calendars/event-types/{eventTypeId} { choice | null } -> same
 * A read-only calendar answers 422 (`errors.calendar_id`); another host's calendar, connection or
 * event type answers 404.
 */
export const calendarProviderKinds = ['google', 'caldav', 'microsoft'] as const;
export type CalendarProviderKind = (typeof calendarProviderKinds)[number];

export const googleCalendarSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  /** Google's calendarList accessRole: owner, writer, reader or freeBusyReader. */
  access_role: z.string(),
  primary: z.boolean(),
  checked: z.boolean(),
  writable: z.boolean(),
});
export type GoogleCalendar = z.infer<typeof googleCalendarSchema>;
export const googleCalendarsResponseSchema = dataEnvelope(z.array(googleCalendarSchema));
export const googleCalendarCheckSchema = z.object({ checked: z.boolean() });

export const writeCalendarChoiceSchema = z.object({
  provider: z.enum(calendarProviderKinds),
  connection_id: z.string().max(64),
  calendar_id: z.string().max(64),
});
export type WriteCalendarChoice = z.infer<typeof writeCalendarChoiceSchema>;
export const writeCalendarChoiceBodySchema = z.object({ choice: writeCalendarChoiceSchema.nullable() });
export const writeCalendarChoiceResponseSchema = dataEnvelope(writeCalendarChoiceSchema.nullable());

export const writableCalendarSchema = writeCalendarChoiceSchema.extend({
  name: z.string(),
  /** The account the calendar belongs to, as the host knows it (an email, a username). */
  account: z.string(),
});
export type WritableCalendar = z.infer<typeof writableCalendarSchema>;
export const writableCalendarsResponseSchema = dataEnvelope(z.array(writableCalendarSchema));

export const calendarChoiceMessages = {
  readOnly: 'This calendar is read-only. Choose a calendar you can add events to.',
  calendarNotFound: 'Calendar not found',
  eventTypeNotFound: 'Event type not found',
} as const;
