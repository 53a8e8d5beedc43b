import type { User } from '@slotwise/shared/contract/auth.contract';
import type { Settings } from '@slotwise/shared/contract/settings.contract';

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

export const sampleSettings: Settings = {
  name: 'Jane',
  surname: null,
  username: 'jane',
  email: 'jane@example.com',
  time_zone: 'Europe/Berlin',
  language: 'en',
  avatar: null,
};

export const sampleTimeZones = {
  data: [
    { name: 'Europe/Berlin (GMT+01:00)', code: 'Europe/Berlin' },
    { name: 'Europe/Paris (GMT+01:00)', code: 'Europe/Paris' },
  ],
};
