export const sampleUser = {
  id: 'u1',
  name: 'Jane',
  surname: null,
  username: 'jane',
  email: 'jane@example.com',
  avatar: null,
  time_zone: 'Europe/Berlin',
  language: 'en',
  created_at: '2026-01-01T00:00:00.000Z',
};
