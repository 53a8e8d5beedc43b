import type { PublicTeam } from '@slotwise/shared/contract/public-teams.contract';
import { mockFetch } from '@slotwise/shared/testing/fetch-mock';
import { render, screen, waitFor, within } from '@testing-library/react';
import { withAttendeeData } from './attendee-data-provider';
import { TeamPage as TeamPageAlone } from './team-page';

// The pages as app/attendee-module.ts mounts them: in their data provider.
const TeamPage = withAttendeeData(TeamPageAlone);

const team: PublicTeam = {
  team: { name: 'Sales crew', slug: 'sales', description: 'We answer <b>every</b> question.' },
  hosts: [
    { name: 'Ada Lovelace', avatar: null },
    { name: 'Bob Stone', avatar: '/api/avatars/bob.png' },
  ],
  event_types: [
    {
      id: '7f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a61',
      slug: 'demo',
      title: 'Product demo',
      description: 'See it live.',
      duration: 30,
      event_type: 'round_robin',
      location: 'google_meet',
    },
    {
      id: '7f1c2a4e-5b6d-4e8f-9a0b-1c2d3e4f5a62',
      slug: 'planning',
      title: 'Planning together',
      description: null,
      duration: 60,
      event_type: 'collective',
      location: 'zoom',
    },
  ],
};

function NotFound() {
  return <h1>Shell not-found page</h1>;
}

afterEach(() => jest.restoreAllMocks());

describe('TeamPage', () => {
  it('shows the team, its hosts’ avatars and links to each event type’s booking page', async () => {
    const { sent } = mockFetch((request) =>
      request.url === '/api/public/teams/sales'
        ? { status: 200, data: { data: team } }
        : { status: 404, data: { message: 'Not found' } },
    );
    render(<TeamPage params={{ teamSlug: 'sales' }} NotFound={NotFound} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sales crew' })).toBeInTheDocument();
    // The team's texts are text, never markup.
    expect(screen.getByText('We answer <b>every</b> question.')).toBeInTheDocument();
    const hosts = screen.getByRole('list', { name: 'Hosts' });
    expect(within(hosts).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(hosts).getByText('AL')).toBeInTheDocument();
    expect(hosts.querySelector('img')).toHaveAttribute('src', '/api/avatars/bob.png');

    const types = screen.getByRole('list', { name: 'Event types' });
    const demo = within(types).getByRole('link', { name: /Product demo/ });
    expect(demo).toHaveAttribute('href', '/team/sales/demo');
    expect(demo).toHaveTextContent('30 min');
    expect(within(types).getByRole('link', { name: /Planning together/ })).toHaveAttribute(
      'href',
      '/team/sales/planning',
    );
    await waitFor(() => expect(document.title).toBe('Sales crew'));
    expect(sent.map((request) => request.url)).toEqual(['/api/public/teams/sales']);
  });

  it('says so when the team has nothing to book yet', async () => {
    mockFetch(() => ({ status: 200, data: { data: { ...team, hosts: [], event_types: [] } } }));
    render(<TeamPage params={{ teamSlug: 'sales' }} NotFound={NotFound} />);
    expect(await screen.findByText('This team has no event types to book yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Hosts' })).toBeNull();
  });

  it('shows the shell’s not-found page for an unknown team', async () => {
    mockFetch(() => ({ status: 404, data: { message: 'Team not found' } }));
    render(<TeamPage params={{ teamSlug: 'nope' }} NotFound={NotFound} />);
    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
  });
});
