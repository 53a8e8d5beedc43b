import type { Availability } from '@slotwise/shared/contract/availability.contract';
import type {
  Booking,
  BookingsPage,
  CancellationPayload,
  FreeTimes,
  ReschedulePayload,
} from '@slotwise/shared/contract/bookings.contract';
import type { EventType } from '@slotwise/shared/contract/event-types.contract';

// The examples /api/v1 shows in the OpenAPI document (docs/webhooks.md#api-keys-and-apiv1): one
// host ("Ada", Europe/Paris) with a 30-minute Google Meet "Intro call" and one booking by Grace
// Hopper. public-api-docs.test.ts checks each against its route's schema, so they cannot drift.

const EVENT_TYPE_ID = '3f2c8a61-4b7e-4d0a-9c15-7e2b9d4f6a10';
const AVAILABILITY_ID = '9a1b4c2d-6e8f-4a0b-8c1d-2e3f4a5b6c7d';
const BOOKING_ID = '5d7e8f10-2a3b-4c5d-8e6f-7a8b9c0d1e2f';
const locationDetails = { address: null, phone: null, phone_from: 'host' as const, meeting_url: null };

export const eventTypeExample: EventType = {
  id: EVENT_TYPE_ID,
  title: 'Intro call',
  slug: 'intro',
  description: 'A first 30-minute call to see how we can work together.',
  event_type: 'one_on_one',
  availability_id: AVAILABILITY_ID,
  connected_google_account_id: null,
  connected_google_account: null,
  duration: 30,
  location: 'google_meet',
  max_participants: null,
  public: true,
  requires_confirmation: false,
  confirm_attendee_email: false,
  recurring: false,
  recurring_frequency: 'weekly',
  recurring_max_count: 6,
  reminders: [],
  buffer_before: 0,
  buffer_after: 10,
  questions: [],
  minimum_notice_minutes: 240,
  booking_window_days: 60,
  booking_limits: { per_day: 4, per_week: null, per_month: null, per_year: null },
  slot_interval: null,
  booking_window_range: null,
  team_id: null,
  host_ids: [],
  team: null,
  location_details: locationDetails,
  created_at: '2026-11-02T08:15:00.000Z',
  updated_at: '2026-11-20T17:42:10.000Z',
};

export const availabilityExample: Availability = {
  id: AVAILABILITY_ID,
  name: 'Working hours',
  time_zone: 'Europe/Paris',
  is_default: true,
  slots: [1, 2, 3, 4, 5].map((day) => ({
    id: `0e7040cf-7ff7-4dfa-b248-c36c20d71b8${day}`,
    availability_id: AVAILABILITY_ID,
    day_of_week: day,
    start_time: '09:00',
    end_time: '17:00',
  })),
  overrides: [],
  event_types_count: 1,
  created_at: '2026-11-02T08:10:00.000Z',
  updated_at: '2026-11-02T08:10:00.000Z',
};

export const freeTimesExample: FreeTimes = {
  time_zone: 'Europe/Paris',
  days: [
    {
      date: '2026-12-01',
      times: ['08:00', '08:30', '09:00', '13:00', '13:30'].map((time) => ({
        start: `2026-12-01T${time}:00.000Z`,
        seats_left: 1,
      })),
    },
    {
      date: '2026-12-02',
      times: ['09:00', '09:30', '10:00'].map((time) => ({
        start: `2026-12-02T${time}:00.000Z`,
        seats_left: 1,
      })),
    },
  ],
};

export const bookingExample: Booking = {
  id: BOOKING_ID,
  status: 'confirmed',
  start_time: '2026-12-01T14:00:00.000Z',
  end_time: '2026-12-01T14:30:00.000Z',
  created_at: '2026-11-24T16:40:00.000Z',
  attendee_name: 'Grace Hopper',
  attendee_email: 'grace@example.com',
  attendee_phone: null,
  additional_attendees: [],
  timezone: 'Europe/Paris',
  answers: [],
  google_meet_link: 'https://meet.google.com/kdq-xjwa-pmb',
  google_calendar_event_id: 'b3kq9v2m1c7e8tq5n0r4s6u1',
  cancellation_reason: null,
  cancelled_by: null,
  rejected: false,
  rescheduled_by: null,
  rescheduled_at: null,
  event_type: {
    id: EVENT_TYPE_ID,
    title: 'Intro call',
    duration: 30,
    location: 'google_meet',
    location_details: locationDetails,
  },
};

export const bookingsPageExample: BookingsPage = {
  data: [bookingExample],
  total: 1,
  current_page: 1,
  last_page: 1,
  per_page: 20,
};

export const cancelBodyExample: CancellationPayload = { cancellation_reason: 'Travelling that week' };

export const cancelledBookingExample: Booking = {
  ...bookingExample,
  status: 'cancelled',
  cancellation_reason: 'Travelling that week',
  cancelled_by: 'host',
};

export const rescheduleBodyExample: ReschedulePayload = { start_time: '2026-12-02T09:00:00.000Z' };

export const rescheduledBookingExample: Booking = {
  ...bookingExample,
  start_time: '2026-12-02T09:00:00.000Z',
  end_time: '2026-12-02T09:30:00.000Z',
  rescheduled_by: 'host',
  rescheduled_at: '2026-11-25T09:12:03.000Z',
};
