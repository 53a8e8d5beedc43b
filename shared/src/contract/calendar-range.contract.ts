import { z } from 'zod';

/**
 * Every instant or date a client sends lies in these years: outside them a value is a mistake
 * (or a probe) and would overflow date arithmetic or the database's ranges further on.
 */
export const calendarRange = { minYear: 1970, maxYear: 2200 } as const;
export const dateRangeMessage = `Choose a date between ${calendarRange.minYear} and ${calendarRange.maxYear}`;

/**
 * False when the year of an ISO date or instant ('YYYY-...') lies outside `calendarRange`; a
 * value that is not a date at all passes here (its format check reports it).
 */
export function isWithinCalendarRange(value: string): boolean {
  if (!/^\d{4}-/.test(value)) return true;
  const inRange = (year: number) => year >= calendarRange.minYear && year <= calendarRange.maxYear;
  if (!inRange(Number(value.slice(0, 4)))) return false;
  // An offset can move an instant across a year's edge: judge the UTC instant too.
  const time = Date.parse(value);
  return Number.isNaN(time) || inRange(new Date(time).getUTCFullYear());
}

/** An ISO 8601 instant with an offset (`...Z` or `...+02:00`), within `calendarRange`. */
export const isoInstantSchema = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine(isWithinCalendarRange, { error: dateRangeMessage });
