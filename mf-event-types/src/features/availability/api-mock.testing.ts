import type { Availability } from '@slotwise/shared/contract/availability.contract';

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
