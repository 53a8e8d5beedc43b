import ICAL from 'ical.js';
import { wallClockToInstant } from '../scheduling/zone-offset';

export interface BusyRange {
  start: Date;
  end: Date;
}

/** Occurrences of one recurring event looked at, at most (a runaway RRULE stops here). */
const MAX_OCCURRENCES = 5000;
const DAY = 86_400_000;

/**
 * An ical.js time as an instant. A date (all-day) or a floating time has no zone of its own: it
 * is read in the host's zone, so an all-day event blocks the host's whole day.
 */
function instantOf(time: ICAL.Time, hostZone: string): number {
  const floating = time.isDate || !time.zone || time.zone === ICAL.Timezone.localTimezone;
  if (!floating) return time.toJSDate().getTime();
  const wallClock = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  return wallClockToInstant(wallClock, hostZone);
}

/** Free (TRANSP:TRANSPARENT) and cancelled events do not block; tentative ones do. */
function blocks(event: ICAL.Event): boolean {
  const transparency = String(event.component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

function rangeOf(start: ICAL.Time, end: ICAL.Time | null, hostZone: string): BusyRange | null {
  const from = instantOf(start, hostZone);
  // A date without DTEND lasts its day; a time without DTEND or DURATION, no time at all.
  const to = end ? instantOf(end, hostZone) : start.isDate ? from + DAY : from;
  return to > from ? { start: new Date(from), end: new Date(to) } : null;
}

/**
 * The busy ranges of one calendar object (a VCALENDAR as a CalDAV server stores it) that meet
 * [from, to): recurring events expanded with their EXDATEs and RECURRENCE-ID exceptions.
 * `skipUid`: events Slotwise wrote itself (the scheduler counts its bookings already). Throws on
 * malformed text; the caller skips that object alone.
 */
export function busyRangesOf(
  ics: string,
  from: Date,
  to: Date,
  hostZone: string,
  skipUid: (uid: string) => boolean = () => false,
): BusyRange[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  // The object's own zone definitions: its TZIDs are read with them.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = String(zone.getFirstPropertyValue('tzid') ?? '');
    if (tzid && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  const masters = events.filter((event) => !event.isRecurrenceException());
  const busy: BusyRange[] = [];
  const keep = (range: BusyRange | null) => {
    if (range && range.end > from && range.start < to) busy.push(range);
  };
  for (const master of masters) {
    if (skipUid(master.uid)) continue;
    for (const exception of events) {
      if (exception.isRecurrenceException() && exception.uid === master.uid)
        master.relateException(exception);
    }
    if (!master.isRecurring()) {
      if (blocks(master)) keep(rangeOf(master.startDate, master.endDate, hostZone));
      continue;
    }
    const iterator = master.iterator();
    for (
      let count = 0, next = iterator.next();
      next && count < MAX_OCCURRENCES;
      next = iterator.next(), count++
    ) {
      const details = master.getOccurrenceDetails(next);
      // Each occurrence is read with its exception's own status and transparency, if moved.
      if (details.startDate.toJSDate().getTime() - 2 * DAY >= to.getTime()) break;
      if (blocks(details.item)) keep(rangeOf(details.startDate, details.endDate, hostZone));
    }
  }
  // An exception whose master the server did not send (some servers split them) stands alone.
  const masterUids = new Set(masters.map((event) => event.uid));
  for (const orphan of events.filter(
    (event) => event.isRecurrenceException() && !masterUids.has(event.uid),
  )) {
    if (!skipUid(orphan.uid) && blocks(orphan)) keep(rangeOf(orphan.startDate, orphan.endDate, hostZone));
  }
  return busy;
}
