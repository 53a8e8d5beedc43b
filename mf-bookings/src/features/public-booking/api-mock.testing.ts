import type { FreeTimes, PublicBooking, PublicEventType } from '@slotwise/shared/contract/bookings.contract';
import type { SentRequest } from '@slotwise/shared/testing/api-mock';

export const sampleEventType: PublicEventType = {
  id: '7f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
  title: 'Intro call',
  slug: 'intro-call',
  description: 'A first talk.\n<b>Not bold</b>',
  duration: 30,
  location: 'google_meet',
  event_type: 'one_on_one',
  max_participants: null,
  requires_confirmation: false,
  questions: [],
  host: { name: 'Ada', surname: 'Lovelace', username: 'ada', avatar: null },
};

/** Free times for the requested range: the given UTC instants on their days, the rest empty. */
export function freeTimesFor(
  request: SentRequest,
  byDay: Record<string, { start: string; seats_left?: number }[]>,
): FreeTimes {
  const params = request.params ?? {};
  const days: FreeTimes['days'] = [];
  const end = new Date(`${params.end}T00:00:00Z`);
  for (let day = new Date(`${params.start}T00:00:00Z`); day <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    days.push({ date, times: (byDay[date] ?? []).map((time) => ({ seats_left: 1, ...time })) });
  }
  return { time_zone: params.time_zone, days };
}

export function sampleBooking(overrides: Partial<PublicBooking> = {}): PublicBooking {
  return {
    id: '0b7d8f7e-1111-4c3a-9a55-8e2f7f0c1d2e',
    status: 'confirmed',
    start_time: '2026-11-23T14:00:00.000Z',
    end_time: '2026-11-23T14:30:00.000Z',
    timezone: 'America/New_York',
    attendee_name: 'Grace Hopper',
    cancellation_reason: null,
    cancellable: true,
    reschedulable: true,
    event_type: {
      title: 'Intro call',
      duration: 30,
      location: 'google_meet',
      slug: 'intro-call',
      kind: 'one_on_one',
    },
    host: { name: 'Ada', surname: 'Lovelace', username: 'ada', avatar: null },
    google_meet_link: null,
    hosts: [{ name: 'Ada Lovelace' }],
    ...overrides,
  };
}
