import '@slotwise/shared/testing/chakra-test-setup';
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@slotwise/shared/contract/developers.contract';
import { mockApi, type SentRequest } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { AppToaster, toaster } from '@slotwise/shared/ui/toaster';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DevelopersTab } from './developers-tab';

const FULL_KEY = 'sw_live_abcdef0123456789abcdef0123456789';

/** A small developers server: keys, endpoints and deliveries kept in memory. */
function answerDevelopers(
  teams: { id: string; name: string; my_role: string }[] = [],
  eventTypes: { id: string; title: string; team_id: string | null }[] = [
    { id: 'et1', title: 'Intro call', team_id: null },
  ],
  initialEndpoints: WebhookEndpoint[] = [],
) {
  let keys: ApiKey[] = [
    {
      id: 'k1',
      name: 'Zapier',
      prefix: 'sw_live_zzzzzz',
      expires_at: null,
      last_used_at: null,
      created_at: '2026-11-20T10:00:00Z',
    },
  ];
  let endpoints: WebhookEndpoint[] = initialEndpoints;
  const deliveries: WebhookDelivery[] = [
    {
      id: 'd1',
      event_id: 'e1',
      event_type: 'booking.created',
      status: 'failed',
      attempts: 3,
      response_code: 500,
      duration_ms: 42,
      error: 'HTTP 500',
      created_at: '2026-11-20T10:00:00Z',
      last_attempt_at: '2026-11-20T10:05:00Z',
      next_attempt_at: null,
    },
  ];
  const sent: SentRequest[] = [];
  mockApi((request) => {
    sent.push(request);
    const key = `${request.method} ${request.url}`;
    if (key === 'GET /api/developers/api-keys') return { status: 200, data: { data: keys } };
    if (key === 'POST /api/developers/api-keys') {
      const body = request.body as { name: string; expires_at: string | null };
      const created = {
        id: 'k2',
        name: body.name,
        prefix: FULL_KEY.slice(0, 14),
        expires_at: body.expires_at,
        last_used_at: null,
        created_at: '2026-11-25T10:00:00Z',
      };
      keys = [created, ...keys];
      return { status: 201, data: { data: { ...created, key: FULL_KEY } } };
    }
    const revoke = key.match(/^DELETE \/api\/developers\/api-keys\/(.+)$/);
    if (revoke) {
      keys = keys.filter((k) => k.id !== revoke[1]);
      return { status: 204, data: null };
    }
    if (key === 'GET /api/developers/webhooks') return { status: 200, data: { data: endpoints } };
    if (key === 'GET /api/event-types') return { status: 200, data: { data: eventTypes } };
    if (key === 'GET /api/teams') return { status: 200, data: { data: teams } };
    if (key === 'POST /api/developers/webhooks') {
      const body = request.body as {
        url: string;
        events: string[];
        event_type_ids: string[];
        active: boolean;
        team_id?: string;
      };
      if (body.url.includes('127.0.0.1')) {
        return {
          status: 422,
          data: {
            message: 'Validation failed',
            errors: {
              url: ['This address is not allowed: webhooks cannot reach private or internal networks.'],
            },
          },
        };
      }
      const team = teams.find((one) => one.id === body.team_id);
      const created = {
        id: 'w1',
        ...body,
        team_id: team?.id ?? null,
        team_name: team?.name ?? null,
        created_at: 'x',
        updated_at: 'x',
        paused_at: null,
        paused_reason: null,
      };
      endpoints = [created];
      return { status: 201, data: { data: { ...created, secret: 'whsec_secret123' } } };
    }
    const resume = key.match(/^POST \/api\/developers\/webhooks\/(.+)\/resume$/);
    if (resume) {
      endpoints = endpoints.map((one) =>
        one.id === resume[1] ? { ...one, paused_at: null, paused_reason: null } : one,
      );
      return { status: 200, data: { data: endpoints.find((one) => one.id === resume[1]) } };
    }
    if (key === 'GET /api/developers/webhooks/w1/deliveries')
      return { status: 200, data: { data: deliveries } };
    if (key === 'POST /api/developers/webhooks/w1/test')
      return { status: 202, data: { data: deliveries[0] } };
    if (key === 'POST /api/developers/webhooks/w1/deliveries/d1/redeliver') {
      return { status: 202, data: { data: deliveries[0] } };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
  return { sent };
}

function renderTab() {
  return renderWithProviders(
    <>
      <DevelopersTab />
      <AppToaster />
    </>,
    { route: '/dashboard/settings?tab=developers', path: '/dashboard/settings' },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  toaster.remove();
});

jest.setTimeout(60_000);

describe('DevelopersTab', () => {
  it('creates a key shown once with Copy, lists keys with their prefix, and revokes after confirming', async () => {
    const { sent } = answerDevelopers();
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderTab();
    const keys = await screen.findByRole('list', { name: 'API keys' });
    expect(within(keys).getByText('Zapier')).toBeInTheDocument();
    expect(within(keys).getByText('sw_live_zzzzzz…')).toBeInTheDocument();
    expect(within(keys).getByText(/Never used/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'CI');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('one-time-secret')).toHaveTextContent(FULL_KEY);
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ name: 'CI', expires_at: null });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FULL_KEY);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('one-time-secret')).not.toBeInTheDocument();
    expect(await within(keys).findByText('CI')).toBeInTheDocument();
    expect(screen.queryByText(FULL_KEY)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke Zapier' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Programs using “Zapier” will be refused/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(keys).queryByText('Zapier')).not.toBeInTheDocument());
    expect(sent.some((r) => r.method === 'DELETE' && r.url === '/api/developers/api-keys/k1')).toBe(true);
  });

  it('adds an endpoint (server errors on the field), shows the secret once, sends a test and redelivers', async () => {
    const { sent } = answerDevelopers();
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
    await user.click(url);
    await user.paste('https://127.0.0.1/hook');
    // Every event is chosen by default; one is taken off, and the filter gets one event type.
    await user.click(within(dialog).getByRole('checkbox', { name: /Booking rejected/ }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Intro call' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'This address is not allowed: webhooks cannot reach private or internal networks.',
      ),
    ).toBeInTheDocument();
    await user.clear(url);
    await user.paste('https://hooks.example.com/slotwise');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('one-time-secret')).toHaveTextContent('whsec_secret123');
    const posted = sent.filter((r) => r.method === 'POST' && r.url === '/api/developers/webhooks').at(-1);
    expect(posted?.body).toEqual({
      url: 'https://hooks.example.com/slotwise',
      events: ['booking.created', 'booking.confirmed', 'booking.cancelled', 'booking.rescheduled'],
      event_type_ids: ['et1'],
      active: true,
    });

    const endpoints = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(endpoints).getByText('https://hooks.example.com/slotwise')).toBeInTheDocument();
    expect(within(endpoints).getByText(/1 event type/)).toBeInTheDocument();
    // The deliveries of a new endpoint are open: status, code, duration, attempts.
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(log).getByText('Failed')).toBeInTheDocument();
    expect(within(log).getByText('500')).toBeInTheDocument();
    expect(within(log).getByText('42 ms')).toBeInTheDocument();
    expect(within(log).getByText(/3 attempts/)).toBeInTheDocument();

    await user.click(within(endpoints).getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(sent.some((r) => r.url === '/api/developers/webhooks/w1/test')).toBe(true));
    await user.click(within(log).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() =>
      expect(sent.some((r) => r.url === '/api/developers/webhooks/w1/deliveries/d1/redeliver')).toBe(true),
    );
  });

  it('an endpoint paused by a password change says why and resumes from the keyboard', async () => {
    const paused: WebhookEndpoint = {
      id: 'w9',
      url: 'https://hooks.example.com/paused',
      events: ['booking.created'],
      event_type_ids: [],
      active: true,
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-25T10:00:00Z',
      team_id: null,
      team_name: null,
      paused_at: '2026-11-25T10:00:00Z',
      paused_reason: 'password_changed',
    };
    const { sent } = answerDevelopers([], undefined, [paused]);
    const user = userEvent.setup();
    renderTab();
    const endpoints = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(endpoints).getByText('Paused')).toBeInTheDocument();
    expect(within(endpoints).getByText(/because your password changed/)).toBeInTheDocument();
    const resume = within(endpoints).getByRole('button', { name: 'Resume https://hooks.example.com/paused' });
    resume.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'POST' && r.url === '/api/developers/webhooks/w9/resume')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(within(endpoints).queryByText('Paused')).not.toBeInTheDocument());
    // Toasts render their title more than once (live region): any copy will do.
    await waitFor(() => expect(screen.getAllByText('Webhook endpoint resumed').length).toBeGreaterThan(0));
  });

  it('a team owner or admin registers an endpoint of the team, filtered on the team’s types only', async () => {
    const { sent } = answerDevelopers(
      [
        { id: 't1', name: 'Sales', my_role: 'admin' },
        { id: 't2', name: 'Support', my_role: 'member' },
      ],
      [
        { id: 'et1', title: 'Intro call', team_id: null },
        { id: 'et2', title: 'Sales demo', team_id: 't1' },
        { id: 'et3', title: 'Support call', team_id: 't2' },
      ],
    );
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    const owner = await within(dialog).findByRole('combobox', { name: 'Belongs to' });
    // Only the teams the host owns or administers are offered.
    expect(
      within(owner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Me (my event types)', 'Team Sales (its event types)']);
    expect(within(dialog).getByRole('checkbox', { name: 'Intro call' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Sales demo' })).not.toBeInTheDocument();
    await user.selectOptions(owner, 't1');
    expect(within(dialog).queryByRole('checkbox', { name: 'Intro call' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Support call' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sales demo' }));
    await user.click(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }));
    await user.paste('https://crm.example.com/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('one-time-secret')).toHaveTextContent('whsec_secret123');
    const posted = sent.filter((r) => r.method === 'POST' && r.url === '/api/developers/webhooks').at(-1);
    expect(posted?.body).toMatchObject({ team_id: 't1', event_type_ids: ['et2'] });
    const endpoints = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(endpoints).getByText('Team Sales')).toBeInTheDocument();
  });
});
