import { TZDate } from '@date-fns/tz';
import {
  type RecurringFrequency,
  seriesRrule,
  seriesStarts,
} from '@slotwise/shared/contract/series-rule.contract';
import { type ICalEventData, ICalEventStatus } from 'ical-generator';
import type { BookingDetails } from '../../db/schema/bookings.schema';

const MINUTE = 60_000;

/** 20260317T100000: a wall-clock time in `zone`, as EXDATE;TZID=... writes it. */
function localStamp(instant: Date, zone: string): string {
  const at = new TZDate(instant.getTime(), zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}T${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
}

/**
 * The VEVENTs of a booking of a series (docs/product.md#recurring-series), one UID for the
 * series, times in the host's zone so calendars keep the local time across daylight-saving
 * changes:
 * - the confirmation ('created'): the series itself, RRULE plus EXDATEs for the dates left out
 *   and the meetings cancelled since, and an override (RECURRENCE-ID) per meeting moved;
 * - a cancellation: one CANCELLED override per meeting it cancels;
 * - anything else (confirmed, moved, Meet link): the override of this meeting.
 */
export function seriesEvents(
  details: BookingDetails,
  event: ICalEventData,
  reason: 'created' | 'confirmed' | 'rescheduled' | 'cancelled',
): ICalEventData[] {
  const { booking, eventType } = details;
  const own = details.series;
  if (!own) return [event];
  const { series, occurrences } = own;
  const zone = series.timeZone;
  const ruleStarts = seriesStarts(
    series.firstStart,
    series.frequency as RecurringFrequency,
    series.count,
    zone,
  );
  const uid = `${series.id}@slotwise`;
  const at = (instant: Date) => new TZDate(instant.getTime(), zone);
  const override = (
    row: Pick<BookingDetails['booking'], 'seriesIndex' | 'startTime' | 'endTime' | 'sequence'>,
    extra: Partial<ICalEventData> = {},
  ): ICalEventData => ({
    ...event,
    id: uid,
    timezone: zone,
    start: at(row.startTime),
    end: at(row.endTime),
    recurrenceId: at(ruleStarts[row.seriesIndex ?? 0] ?? row.startTime),
    sequence: row.sequence,
    ...extra,
  });
  const cancelled = reason === 'cancelled' || booking.status === 'cancelled';
  if (cancelled) {
    const ids = own.cancelling ?? [booking.id];
    return occurrences
      .filter((row) => ids.includes(row.id))
      .map((row) =>
        override(row.id === booking.id ? booking : row, {
          status: ICalEventStatus.CANCELLED,
          // The row read before the cancellation: its SEQUENCE as the cancellation raised it.
          sequence: row.id === booking.id ? booking.sequence : row.sequence + 1,
        }),
      );
  }
  if (reason !== 'created') return [override(booking)];
  const first = ruleStarts[0];
  const left = [
    ...series.skipped.map((iso) => new Date(iso)),
    ...occurrences
      .filter((row) => row.status === 'cancelled')
      .map((row) => ruleStarts[row.seriesIndex ?? 0] ?? row.startTime),
  ].sort((a, b) => a.getTime() - b.getTime());
  const rrule = `RRULE:${seriesRrule(first, series.frequency as RecurringFrequency, series.count, zone)}`;
  const exdates = left.map((instant) => `EXDATE;TZID=${zone}:${localStamp(instant, zone)}`);
  const master: ICalEventData = {
    ...event,
    id: uid,
    timezone: zone,
    start: at(first),
    end: at(new Date(first.getTime() + eventType.duration * MINUTE)),
    // Each change to one meeting raises its SEQUENCE: the series' is the highest.
    sequence: Math.max(booking.sequence, ...occurrences.map((row) => row.sequence)),
    repeating: [rrule, ...exdates].join('\r\n'),
  };
  const moved = occurrences.filter(
    (row) =>
      row.status !== 'cancelled' && row.startTime.getTime() !== ruleStarts[row.seriesIndex ?? 0]?.getTime(),
  );
  return [master, ...moved.map((row) => override(row))];
}
