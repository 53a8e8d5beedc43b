import type { Team, TeamInvitation } from '@slotwise/shared/contract/teams.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { AppToaster, toaster } from '@slotwise/shared/ui/toaster';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleTeam, sampleUser } from './api-mock.testing';
import { TeamsPage } from './teams-page';
import '@slotwise/shared/testing/chakra-test-setup';

const sampleInvitation = (overrides: Partial<TeamInvitation> = {}): TeamInvitation => ({
  id: 'i1',
  team_id: 't5',
  team_name: 'Marketing',
  role: 'admin',
  invited_by: 'Olga Owner',
  email: 'jane@example.com',
  expires_at: '2026-01-08T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The invitation a mail's link names (secret 'secret-1'), addressed to another address of Jane's. */
const linkedInvitation = sampleInvitation({
  id: 'i7',
  team_id: 't7',
  team_name: 'Payroll',
  email: 'jane.work@example.com',
});

/** Serves the given teams and invitations and answers every write with success. */
function mockTeams(initial: Team[], initialInvitations: TeamInvitation[] = []) {
  let teams = initial;
  let invitations = initialInvitations;
  let linkSpent = false;
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/teams') return { status: 200, data: { data: teams } };
    if (method === 'GET' && url === '/api/teams/invitations') {
      return { status: 200, data: { data: invitations } };
    }
    // The mail's link: the secret comes in the body; 'secret-1' names linkedInvitation once.
    const linkAction = /^\/api\/teams\/invitations\/link(\/accept|\/decline)?$/.exec(url);
    if (method === 'POST' && linkAction) {
      if ((body as { token?: string }).token !== 'secret-1' || linkSpent) {
        return { status: 404, data: { message: 'Invitation not found' } };
      }
      if (!linkAction[1]) return { status: 200, data: { data: linkedInvitation } };
      linkSpent = true;
      if (linkAction[1] === '/decline') return { status: 200, data: { message: 'Invitation declined' } };
      const joined = sampleTeam({ id: 't7', name: 'Payroll', my_role: 'admin' });
      teams = [...teams, joined];
      return { status: 200, data: { data: joined } };
    }
    const resent = /^\/api\/teams\/(\w+)\/members\/(\w+)\/resend$/.exec(url);
    if (method === 'POST' && resent) {
      const member = sampleTeam().members[2];
      return { status: 200, data: { data: { ...member, status: 'invited' } } };
    }
    const answered = /^\/api\/teams\/invitations\/(\w+)\/(accept|decline)$/.exec(url);
    if (method === 'POST' && answered) {
      const invitation = invitations.find((row) => row.id === answered[1]);
      if (!invitation) return { status: 404, data: { message: 'Invitation not found' } };
      invitations = invitations.filter((row) => row !== invitation);
      if (answered[2] === 'decline') return { status: 200, data: { message: 'Invitation declined' } };
      const joined = sampleTeam({
        id: invitation.team_id,
        name: invitation.team_name,
        my_role: invitation.role,
      });
      teams = [...teams, joined];
      return { status: 200, data: { data: joined } };
    }
    if (method === 'POST' && url === '/api/teams') {
      const created = sampleTeam({ id: 't9', ...(body as Partial<Team>), members: [], member_count: 1 });
      teams = [...teams, created];
      return { status: 201, data: { data: created } };
    }
    if (method === 'POST' && url.endsWith('/members')) {
      return { status: 201, data: { data: sampleTeam().members[2] } };
    }
    if (method === 'DELETE' && url.includes('/members/')) {
      return { status: 200, data: { message: 'Team member removed successfully' } };
    }
    if (method === 'DELETE' && url.startsWith('/api/teams/')) {
      teams = teams.filter((team) => url !== `/api/teams/${team.id}`);
      return { status: 200, data: { message: 'Team deleted successfully' } };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage(route = '/dashboard/teams') {
  return renderWithProviders(
    <>
      <TeamsPage />
      <AppToaster />
    </>,
    {
      route,
      preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
    },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  toaster.remove();
});

describe('TeamsPage', () => {
  it('shows the empty state when the user has no team', async () => {
    mockTeams([]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    expect(await screen.findByText('No teams created yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first team to start collaborating.')).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('lists teams with member count, members, pending badge and roles', async () => {
    mockTeams([sampleTeam()]);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sales' });
    expect(within(card).getByText('The sales people')).toBeInTheDocument();
    expect(within(card).getByText('2 members')).toBeInTheDocument();
    const members = within(card).getAllByRole('listitem');
    expect(members).toHaveLength(3);
    expect(within(members[0] as HTMLElement).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(members[0] as HTMLElement).getByText('JD')).toBeInTheDocument();
    expect(within(members[0] as HTMLElement).getByText('Owner')).toBeInTheDocument();
    // An invitation has no name yet: the email stands in for it.
    expect(within(members[2] as HTMLElement).getAllByText('new@example.com')).toHaveLength(2);
    expect(within(members[2] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Role of Bob Stone' })).toHaveValue('member');
  });

  it('creates a team from the dialog with name and description', async () => {
    const { sent } = mockTeams([]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No teams created yet');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Team' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Value is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Support');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Helps customers');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        name: 'Support',
        description: 'Helps customers',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Support' })).toBeInTheDocument();
  });

  it('invites a member by email with the chosen role', async () => {
    const { sent } = mockTeams([sampleTeam()]);
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sales' });
    await user.click(within(card).getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to Sales' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'carl@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(sent.find((request) => request.url === '/api/teams/t1/members')?.body).toEqual({
        email: 'carl@example.com',
        role: 'admin',
      }),
    );
  });

  it('deletes a team after the confirmation and toasts the spec text', async () => {
    const { sent } = mockTeams([sampleTeam()]);
    const create = jest.spyOn(toaster, 'create');
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sales' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this team? This cannot be undone.'),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Toasts render their text more than once (live region): any copy will do.
    await waitFor(() => expect(screen.getAllByText('Team deleted successfully').length).toBeGreaterThan(0));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Success', duration: 5000 }),
    );
    expect(sent.find((request) => request.method === 'DELETE')?.url).toBe('/api/teams/t1');
    expect(await screen.findByText('No teams created yet')).toBeInTheDocument();
  });

  it('hides the management actions from a plain member', async () => {
    mockTeams([sampleTeam({ my_role: 'member' })]);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sales' });
    expect(within(card).getByText('Bob Stone')).toBeInTheDocument();
    for (const name of ['Invite', 'Delete', 'Settings']) {
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeInTheDocument();
  });

  it('shows the invitations to the user, and Accept joins the team', async () => {
    const { sent } = mockTeams([], [sampleInvitation()]);
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Invitations' });
    const invitation = within(section).getByRole('listitem', { name: 'Marketing' });
    expect(within(invitation).getByText('Admin')).toBeInTheDocument();
    expect(within(invitation).getByText('Invited by Olga Owner')).toBeInTheDocument();
    // Not a member yet: the team is not listed until accepted.
    expect(await screen.findByText('No teams created yet')).toBeInTheDocument();
    await user.click(within(invitation).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('region', { name: 'Marketing' })).toBeInTheDocument();
    expect(
      sent.some((request) => request.method === 'POST' && request.url === '/api/teams/invitations/i1/accept'),
    ).toBe(true);
    await waitFor(() => expect(screen.getAllByText('You joined Marketing').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument(),
    );
  });

  it('Decline removes the invitation without joining', async () => {
    const { sent } = mockTeams(
      [],
      [
        sampleInvitation(),
        sampleInvitation({ id: 'i2', team_name: 'Support', invited_by: null, role: 'member' }),
      ],
    );
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Invitations' });
    const support = within(section).getByRole('listitem', { name: 'Support' });
    expect(within(support).queryByText(/Invited by/)).not.toBeInTheDocument();
    await user.click(within(support).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(within(section).queryByRole('listitem', { name: 'Support' })).not.toBeInTheDocument(),
    );
    expect(within(section).getByRole('listitem', { name: 'Marketing' })).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/teams/invitations/i2/decline',
    ]);
    await waitFor(() => expect(screen.getAllByText('Invitation declined').length).toBeGreaterThan(0));
    expect(screen.getByText('No teams created yet')).toBeInTheDocument();
  });

  it('shows no invitations section when there is none', async () => {
    mockTeams([sampleTeam()]);
    renderPage();
    await screen.findByRole('region', { name: 'Sales' });
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('lets an owner revoke a pending invitation after the confirmation', async () => {
    const { sent } = mockTeams([sampleTeam()]);
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sales' });
    expect(within(card).getByRole('button', { name: 'Remove Bob Stone' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Revoke invitation for new@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Revoke invitation')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Are you sure you want to revoke the invitation of new@example.com to Sales?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'DELETE')?.url).toBe('/api/teams/t1/members/m3'),
    );
  });

  it("opens the mail link's invitation, sends its secret in the body, and Accept joins under the signed-in account", async () => {
    const { sent } = mockTeams([]);
    const user = userEvent.setup();
    const { router } = renderPage('/dashboard/teams?invitation=secret-1');
    const card = await screen.findByRole('region', { name: 'Team invitation' });
    expect(
      await within(card).findByText('Olga Owner invited you to join Payroll as Admin.'),
    ).toBeInTheDocument();
    // Sent to another address than the account's: the page says which account joins.
    expect(
      within(card).getByText(
        'The invitation was sent to jane.work@example.com. Accepting adds the account you are signed in with (jane@example.com) to the team.',
      ),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('region', { name: 'Payroll' })).toBeInTheDocument();
    const posts = sent.filter((request) => request.method === 'POST');
    expect(posts.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/teams/invitations/link', body: { token: 'secret-1' } },
      { url: '/api/teams/invitations/link/accept', body: { token: 'secret-1' } },
    ]);
    expect(sent.every((request) => !request.url.includes('secret-1'))).toBe(true);
    await waitFor(() => expect(screen.getAllByText('You joined Payroll').length).toBeGreaterThan(0));
    // The secret leaves the address once used.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Team invitation' })).not.toBeInTheDocument(),
    );
  });

  it('says so when the link is unknown or already used', async () => {
    mockTeams([]);
    const user = userEvent.setup();
    const { router } = renderPage('/dashboard/teams?invitation=spent');
    const card = await screen.findByRole('region', { name: 'Team invitation' });
    expect(
      await within(card).findByText('This invitation link is not valid or has already been used.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an expired invitation to the owner, and Resend sends it again', async () => {
    const expired = sampleTeam();
    expired.members = expired.members.map((member) =>
      member.id === 'm3' ? { ...member, status: 'expired' } : member,
    );
    const { sent } = mockTeams([expired]);
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sales' });
    const row = within(card).getAllByRole('listitem')[2] as HTMLElement;
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: 'Resend the invitation to new@example.com' }));
    await waitFor(() =>
      expect(sent.find((request) => request.url.endsWith('/resend'))?.url).toBe(
        '/api/teams/t1/members/m3/resend',
      ),
    );
    await waitFor(() =>
      expect(screen.getAllByText('Invitation sent again to new@example.com').length).toBeGreaterThan(0),
    );
    // Still revocable.
    expect(
      within(row).getByRole('button', { name: 'Revoke invitation for new@example.com' }),
    ).toBeInTheDocument();
  });
});
