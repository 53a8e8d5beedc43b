import { limits } from '@slotwise/shared/contract/limits.contract';

/** A month as 'yyyy-MM'; days as 'yyyy-MM-dd' (plain calendar dates, no zone). */
export type MonthKey = string;
export type DayKey = string;

const pad = (value: number) => String(value).padStart(2, '0');

// Plain-date arithmetic through UTC, so the machine's own zone and its DST never shift a day.
function dayKeyOf(date: Date): DayKey {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parseMonth(month: MonthKey): { year: number; monthIndex: number } {
  const [year, monthNumber] = month.split('-').map(Number);
  return { year, monthIndex: monthNumber - 1 };
}

export function monthOfDay(day: DayKey): MonthKey {
  return day.slice(0, 7);
}

export function addMonths(month: MonthKey, count: number): MonthKey {
  const { year, monthIndex } = parseMonth(month);
  const date = new Date(Date.UTC(year, monthIndex + count, 1));
  return dayKeyOf(date).slice(0, 7);
}

/**
 * The 42 days (6 weeks, Monday first) of the month view of docs/product.md#month-calendar: the month's days
 * plus the end of the previous month and the start of the next one.
 */
export function monthGrid(month: MonthKey): DayKey[] {
  const { year, monthIndex } = parseMonth(month);
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  return Array.from({ length: limits.calendarCells }, (_, index) =>
    dayKeyOf(new Date(Date.UTC(year, monthIndex, 1 - mondayOffset + index))),
  );
}

/** A plain date as a local Date at midnight, for formatting its name only. */
export function localDateOf(day: DayKey): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
