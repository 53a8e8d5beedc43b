import type { User } from '@slotwise/shared/contract/auth.contract';
import type { Availability } from '@slotwise/shared/contract/availability.contract';
import type { ConnectedGoogleAccount, EventType } from '@slotwise/shared/contract/event-types.contract';

export const sampleUser: User = {
  id: 'u1',
  name: 'Jane',
  surname: null,
  username: 'jane',
  email: 'jane@example.com',
  avatar: null,
  time_zone: 'Europe/Berlin',
  language: 'en',
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

export function sampleSchedule(overrides: Partial<Availability> = {}): Availability {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Working hours',
    time_zone: 'Europe/Berlin',
    is_default: true,
    slots: [],
    overrides: [],
    event_types_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function sampleEventType(overrides: Partial<EventType> = {}): EventType {
  return {
    id: 'e1',
    title: 'Intro call',
    slug: 'intro-call',
    description: 'A short first talk.',
    event_type: 'one_on_one',
    availability_id: '11111111-1111-4111-8111-111111111111',
    connected_google_account_id: null,
    connected_google_account: null,
    duration: 30,
    location: 'google_meet',
    max_participants: null,
    public: true,
    requires_confirmation: false,
    confirm_attendee_email: false,
    recurring: false,
    reminders: [{ time: '24h', method: 'email' }],
    buffer_before: 0,
    buffer_after: 0,
    questions: [],
    minimum_notice_minutes: 240,
    booking_window_days: 60,
    booking_limits: { per_day: null, per_week: null, per_month: null, per_year: null },
    slot_interval: null,
    booking_window_range: null,
    team_id: null,
    host_ids: [],
    team: null,
    location_details: { address: null, phone: null, phone_from: 'host', meeting_url: null },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function sampleGoogleAccount(overrides: Partial<ConnectedGoogleAccount> = {}): ConnectedGoogleAccount {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Jane Work',
    email: 'jane.work@example.com',
    avatar: null,
    is_primary: false,
    scopes: { calendar: true, calendar_events: true, profile: true, email: true, meet: true },
    ...overrides,
  };
}
