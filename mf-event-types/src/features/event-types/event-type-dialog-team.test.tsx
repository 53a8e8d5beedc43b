import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleMember, sampleTeam } from '../teams/api-mock.testing';
import { sampleEventType, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem, fill } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

jest.setTimeout(60_000);

const schedule = sampleSchedule({ id: '22222222-2222-4222-8222-222222222222', name: 'Office' });
const u1 = '0a000000-0000-4000-8000-000000000001';
const u2 = '0a000000-0000-4000-8000-000000000002';
const u3 = '0a000000-0000-4000-8000-000000000003';
const sales = sampleTeam({
  id: '0b000000-0000-4000-8000-000000000001',
  name: 'Sales',
  slug: 'sales-crew',
  my_role: 'owner',
  members: [
    sampleMember({ id: 'm1', user_id: u1, name: 'Jane Doe', email: 'jane@example.com', role: 'owner' }),
    sampleMember({ id: 'm2', user_id: u2, name: 'Bob Stone', email: 'bob@example.com', role: 'member' }),
    sampleMember({ id: 'm3', user_id: null, name: null, email: 'new@example.com', status: 'invited' }),
  ],
});
const support = sampleTeam({
  id: '0b000000-0000-4000-8000-000000000002',
  name: 'Support',
  slug: 'support',
  my_role: 'admin',
  members: [
    sampleMember({ id: 'm4', user_id: u3, name: 'Cy Young', email: 'cy@example.com', role: 'owner' }),
  ],
});
const memberOnly = sampleTeam({
  id: '0b000000-0000-4000-8000-000000000003',
  name: 'Guild',
  my_role: 'member',
});

function mockTeamApi({ teams = [sales, support, memberOnly], eventTypes = [] as EventType[] } = {}) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    if (method === 'GET' && url === '/api/availabilities') return { status: 200, data: { data: [schedule] } };
    if (method === 'GET' && url === '/api/teams') return { status: 200, data: { data: teams } };
    if (method === 'POST' || method === 'PUT')
      return { status: 200, data: { data: sampleEventType(body as Partial<EventType>) } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage() {
  return renderWithProviders(<EventTypesPage />, {
    route: '/dashboard/event-types',
    preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
  });
}

async function openNewDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'New Event Type' }));
  return screen.findByRole('dialog', { name: 'New Event Type' });
}

afterEach(() => jest.restoreAllMocks());

describe('EventTypeDialog team fields', () => {
  it('sends no team fields for one-on-one and group types', async () => {
    const { sent } = mockTeamApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    expect(within(dialog).queryByLabelText(/^Team/)).not.toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Intro call');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Availability schedule')).toHaveValue(schedule.id),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    const body = sent.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('team_id');
    expect(body).not.toHaveProperty('host_ids');
    expect(body.availability_id).toBe(schedule.id);
  });

  it('offers the managed teams, all accepted members as hosts, and each host’s own schedule by default', async () => {
    const { sent } = mockTeamApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Product demo');
    await user.selectOptions(within(dialog).getByLabelText('Event type'), 'round_robin');

    const team = within(dialog).getByLabelText(/^Team/);
    expect(
      within(team)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sales', 'Support']);
    expect(team).toHaveValue(sales.id);
    const hosts = within(dialog).getByRole('group', { name: 'Hosts' });
    const boxes = within(hosts).getAllByRole('checkbox');
    // The pending invitation is no host.
    expect(boxes).toHaveLength(2);
    expect(within(hosts).getByRole('checkbox', { name: /Jane Doe/ })).toBeChecked();
    expect(within(hosts).getByRole('checkbox', { name: /Bob Stone/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Availability schedule')).toHaveValue('');
    expect(
      within(dialog).getByRole('option', { name: "Each host's own default schedule" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('link-preview')).toHaveTextContent(
      `${window.location.origin}/team/sales-crew/product-demo`,
    );

    await user.click(within(hosts).getByRole('checkbox', { name: /Bob Stone/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      event_type: 'round_robin',
      team_id: sales.id,
      host_ids: [u1],
      availability_id: null,
    });
  });

  it('switches the hosts with the team, and can fix one shared schedule', async () => {
    const { sent } = mockTeamApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Planning');
    await user.selectOptions(within(dialog).getByLabelText('Event type'), 'collective');
    await user.selectOptions(within(dialog).getByLabelText(/^Team/), support.id);
    const hosts = within(dialog).getByRole('group', { name: 'Hosts' });
    expect(
      within(hosts)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Cy Young · cy@example.com']);
    await user.selectOptions(within(dialog).getByLabelText('Availability schedule'), schedule.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      event_type: 'collective',
      team_id: support.id,
      host_ids: [u3],
      availability_id: schedule.id,
    });
  });

  it('refuses to save without a host', async () => {
    const { sent } = mockTeamApi({ teams: [support] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Planning');
    await user.selectOptions(within(dialog).getByLabelText('Event type'), 'round_robin');
    await user.click(within(dialog).getByRole('checkbox', { name: /Cy Young/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one host')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('disables the team picker with a hint when the user manages no team', async () => {
    const { sent } = mockTeamApi({ teams: [memberOnly] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Planning');
    await user.selectOptions(within(dialog).getByLabelText('Event type'), 'round_robin');
    expect(within(dialog).getByLabelText(/^Team/)).toBeDisabled();
    expect(
      within(dialog).getByText(
        'Round robin and collective event types belong to a team you own or administer. Create one on the Teams page first.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Hosts' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a team')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('edits a team type with its team, hosts and team link', async () => {
    const { sent } = mockTeamApi({
      eventTypes: [
        sampleEventType({
          title: 'Product demo',
          slug: 'demo',
          event_type: 'round_robin',
          availability_id: null,
          team_id: sales.id,
          host_ids: [u2],
          team: { id: sales.id, name: 'Sales', slug: 'sales-crew' },
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Product demo', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    expect(within(dialog).getByLabelText(/^Team/)).toHaveValue(sales.id);
    // A team type stays one: only the team kinds are offered.
    expect(
      within(within(dialog).getByLabelText('Event type'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['round_robin', 'collective']);
    expect(within(dialog).getByRole('checkbox', { name: /Jane Doe/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Bob Stone/ })).toBeChecked();
    expect(within(dialog).getByTestId('link-preview')).toHaveTextContent('/team/sales-crew/demo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      team_id: sales.id,
      host_ids: [u2],
      availability_id: null,
    });
  });
});
