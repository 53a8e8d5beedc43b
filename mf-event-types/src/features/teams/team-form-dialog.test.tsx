import type { Team } from '@slotwise/shared/contract/teams.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleTeam, sampleUser } from './api-mock.testing';
import { TeamsPage } from './teams-page';
import '@slotwise/shared/testing/chakra-test-setup';

jest.setTimeout(60_000);

function mockTeams(teams: Team[], putReply?: { status: number; data: unknown }) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/teams') return { status: 200, data: { data: teams } };
    if (method === 'GET' && url === '/api/teams/invitations') return { status: 200, data: { data: [] } };
    if (method === 'PUT')
      return putReply ?? { status: 200, data: { data: { ...teams[0], ...(body as Partial<Team>) } } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage() {
  return renderWithProviders(<TeamsPage />, {
    route: '/dashboard/teams',
    preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
  });
}

afterEach(() => jest.restoreAllMocks());

describe('team link (slug)', () => {
  it('shows every member the team page link', async () => {
    mockTeams([sampleTeam({ my_role: 'member', slug: 'sales-crew' })]);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sales' });
    expect(within(card).getByText('Team page')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '/team/sales-crew' })).toHaveAttribute(
      'href',
      '/team/sales-crew',
    );
  });

  it('lets an owner change the slug, previewing the link, and sends it with the team', async () => {
    const { sent } = mockTeams([sampleTeam({ slug: 'sales' })]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sales' });
    await user.click(within(card).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    const slug = within(dialog).getByRole('textbox', { name: /Team link/ });
    expect(slug).toHaveValue('sales');
    await user.clear(slug);
    await user.type(slug, 'Sales Crew');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use lowercase letters, numbers and dashes only'),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(slug);
    await user.type(slug, 'sales-crew');
    expect(within(dialog).getByTestId('team-link-preview')).toHaveTextContent(
      `${window.location.origin}/team/sales-crew`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
        name: 'Sales',
        description: 'The sales people',
        slug: 'sales-crew',
      }),
    );
  });

  it('shows a taken link (409) under the field and keeps the dialog open', async () => {
    mockTeams([sampleTeam()], { status: 409, data: { message: 'Another team already uses this link' } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sales' });
    await user.click(within(card).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another team already uses this link')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Team link/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('asks no slug when creating a team (the API derives it from the name)', async () => {
    mockTeams([]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Team' });
    expect(within(dialog).queryByRole('textbox', { name: /Team link/ })).not.toBeInTheDocument();
  });
});
