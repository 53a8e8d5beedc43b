import type { User } from '@slotwise/shared/contract/auth.contract';
import type { Team, TeamMember } from '@slotwise/shared/contract/teams.contract';

export const sampleUser: User = {
  id: 'u1',
  name: 'Jane',
  surname: 'Doe',
  username: 'jane',
  email: 'jane@example.com',
  avatar: null,
  time_zone: 'Europe/Berlin',
  language: 'en',
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

export function sampleMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'm1',
    user_id: 'u1',
    name: 'Jane Doe',
    email: 'jane@example.com',
    role: 'owner',
    avatar: null,
    status: 'active',
    invitation_sent_at: null,
    invitation_expires_at: null,
    ...overrides,
  };
}

export function sampleTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 't1',
    name: 'Sales',
    slug: 'sales',
    description: 'The sales people',
    my_role: 'owner',
    member_count: 2,
    members: [
      sampleMember(),
      sampleMember({ id: 'm2', user_id: 'u2', name: 'Bob Stone', email: 'bob@example.com', role: 'member' }),
      sampleMember({
        id: 'm3',
        user_id: null,
        name: null,
        email: 'new@example.com',
        role: 'admin',
        status: 'invited',
        invitation_sent_at: '2026-01-01T00:00:00.000Z',
        invitation_expires_at: '2026-01-08T00:00:00.000Z',
      }),
    ],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
