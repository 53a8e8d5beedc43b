import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import type { Team } from '@slotwise/shared/contract/teams.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleTeam } from '../teams/api-mock.testing';
import { sampleEventType, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

jest.setTimeout(60_000);

const sales = sampleTeam({ id: 't-sales', name: 'Sales crew', slug: 'sales', my_role: 'admin' });
const guild = sampleTeam({ id: 't-guild', name: 'Guild', slug: 'guild', my_role: 'member' });
const teamType = (team: Team, overrides: Partial<EventType>) =>
  sampleEventType({
    event_type: 'round_robin',
    availability_id: null,
    team_id: team.id,
    host_ids: ['u1'],
    team: { id: team.id, name: team.name, slug: team.slug },
    ...overrides,
  });

function mockList(eventTypes: EventType[]) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    if (method === 'GET' && url === '/api/teams') return { status: 200, data: { data: [sales, guild] } };
    if (method === 'GET' && url === '/api/availabilities') return { status: 200, data: { data: [] } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage() {
  return renderWithProviders(<EventTypesPage />, {
    route: '/dashboard/event-types',
    preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
  });
}

afterEach(() => jest.restoreAllMocks());

describe('EventTypesPage with team event types', () => {
  it('marks a team type with its team and copies its /team/{team-slug}/{slug} link', async () => {
    mockList([teamType(sales, { id: 'e-demo', title: 'Product demo', slug: 'demo' })]);
    const user = userEvent.setup({ delay: null });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Product demo' })).closest('article')!;
    expect(within(card).getByText('Team: Sales crew')).toBeInTheDocument();
    expect(within(card).getByText('/team/sales/demo')).toBeInTheDocument();
    await chooseMenuItem(user, 'Actions for Product demo', 'Copy Link');
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/team/sales/demo`);
  });

  it('gives owners and admins Edit and Delete, and a plain member host only Copy Link', async () => {
    mockList([
      teamType(sales, { id: 'e-demo', title: 'Product demo', slug: 'demo' }),
      teamType(guild, { id: 'e-guild', title: 'Guild call', slug: 'guild-call' }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const guildCard = (await screen.findByRole('heading', { name: 'Guild call' })).closest('article')!;
    // The roles arrive with the teams list.
    expect(
      await within(guildCard).findByText('Only owners and admins of Guild can edit this event type.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Guild call' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy Link' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    // Escape closes the menu once it has taken the focus (pressed again until then); it then
    // leaves with its exit animation: give a loaded machine time.
    await waitFor(
      async () => {
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('menuitem', { name: 'Copy Link' })).not.toBeInTheDocument();
      },
      { timeout: 5_000 },
    );

    const salesCard = screen.getByRole('heading', { name: 'Product demo' }).closest('article')!;
    expect(within(salesCard).queryByText(/Only owners and admins/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Product demo' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });
});
