// What the booking page's address says the attendee chose (docs/attendee-pages.md#without-javascript):
// without JavaScript every choice is a GET of the page with it in the query (?month, ?date, ?time,
// ?tz), drawn by the server; with JavaScript the page starts from the same query, so its first
// render is the server's.
import { tz } from '@date-fns/tz';
import type { PublicBooking } from '@slotwise/shared/contract/bookings.contract';
import { formatLocalized } from '@slotwise/shared/datetime/date-locale';
import { createContext, useContext } from 'react';
import type { DayKey, MonthKey } from './calendar-month';

/** The zone the server draws in when the address names none (the visitor's is known only in the browser). */
export const serverDefaultZone = 'UTC';

export interface PageAddress {
  month: MonthKey | null;
  date: DayKey | null;
  /** A free time's start, ISO. */
  time: string | null;
  /** An IANA zone the runtime knows. */
  timeZone: string | null;
  /** The secret of the booking just made (the confirmation after a form's POST). */
  booked: string | null;
  /** The clock format the visitor chose (else the language's, or the browser's). */
  clock: '12h' | '24h' | null;
}

function knownZone(name: string | null): string | null {
  if (!name || name.length > 64) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return null;
  }
}

/** The choices in a query ('?month=2026-12&date=2026-12-03&tz=Europe/Paris'); anything malformed is ignored. */
export function pageAddressOf(search: string): PageAddress {
  const query = new URLSearchParams(search);
  // A form may send a name twice (a hidden field and a button): the last is the pressed one.
  const last = (name: string) => query.getAll(name).at(-1) ?? null;
  const month = last('month');
  const date = last('date');
  const time = last('time');
  const booked = last('booked');
  const clock = last('clock');
  const validDate = date && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(date) ? date : null;
  return {
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    date: validDate,
    time:
      time && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(time) && !Number.isNaN(Date.parse(time))
        ? time
        : null,
    timeZone: knownZone(last('tz')),
    booked: booked && /^[\w-]{1,200}$/.test(booked) ? booked : null,
    clock: clock === '12h' || clock === '24h' ? clock : null,
  };
}

/**
 * The page's address back at a day's times, the time dropped: the "back" of a form step is this
 * link, which works without JavaScript (with it, the press changes the state instead).
 */
export function timesAddress(search: string, day: DayKey, timeZone: string): string {
  const query = new URLSearchParams(search);
  query.delete('time');
  query.set('date', day);
  query.set('tz', timeZone);
  return `?${query}`;
}

/** The calendar day an instant falls on in a zone. */
export function dayOfInstant(instant: string, timeZone: string): DayKey {
  return formatLocalized(instant, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/**
 * What the server's form handling gives a page drawn after a POST (attendee-form.ts): the
 * entered values, the errors, and the hidden fields a no-JavaScript form posts.
 */
export interface PostedForm {
  /** The fields as posted (kept in the form). */
  fields: Readonly<Record<string, string | readonly string[]>>;
  /** Errors by field name (the API's 422, in the page's language). */
  errors: Readonly<Record<string, string>>;
  /** A message for the whole form (429, a failed call). */
  formError: string | null;
  /** A message above the times (409: the time was taken). */
  notice: string | null;
  /** Booked, awaiting the attendee's e-mail (no confirmation page to go to: drawn at once). */
  booked?: { booking: PublicBooking; email: string };
}

export interface NoScriptForm {
  /** The cross-site forgery token (the shell's server makes and checks it). */
  token: string;
  /** A fresh Idempotency-Key per drawn form (a resubmit of the same page is the same attempt). */
  idempotencyKey: string;
  posted: PostedForm | null;
}

/** Given only by the server's render: the browser posts through its code, never these fields. */
export const NoScriptFormContext = createContext<NoScriptForm | null>(null);

export function useNoScriptForm(): NoScriptForm | null {
  return useContext(NoScriptFormContext);
}

/** The field name of a question's answer in the posted booking form. */
export const questionFieldName = (questionId: string) => `q_${questionId}`;

/** Hidden fields of the page's query a GET form carries on (the duration the link chose). */
export function carriedQuery(search: string, names: readonly string[]): [string, string][] {
  const query = new URLSearchParams(search);
  return names.flatMap((name) => {
    const value = query.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });
}
