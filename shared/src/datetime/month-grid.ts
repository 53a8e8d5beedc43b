import { limits } from '@slotwise/shared/contract/limits.contract';
import { addDaysToKey, type DayKey, type MonthKey } from '@slotwise/shared/datetime/zoned-format';

export function monthOfDay(day: DayKey): MonthKey {
  return day.slice(0, 7);
}

/** The month `count` months after `month` ('yyyy-MM'). */
export function addMonthsToKey(month: MonthKey, count: number): MonthKey {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1 + count, 1)).toISOString().slice(0, 7);
}

/**
 * The 42 days (6 weeks, Monday first) of a month view (docs/product.md#month-calendar): the month's days plus
 * the end of the previous month and the start of the next one.
 */
export function monthGrid(month: MonthKey): DayKey[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const mondayOffset = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const first = addDaysToKey(`${month}-01`, -mondayOffset);
  return Array.from({ length: limits.calendarCells }, (_, index) => addDaysToKey(first, index));
}
