import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleGoogleAccount, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem, fill } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

const defaultSchedule = sampleSchedule({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Office',
  is_default: true,
});
const otherSchedule = sampleSchedule({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Evenings',
  is_default: false,
});

interface ApiOptions {
  eventTypes?: EventType[];
  /** The host's Google accounts (GET /api/integrations/google-calendar); unset answers 404. */
  googleAccounts?: ReturnType<typeof sampleGoogleAccount>[];
  saveReply?: { status: number; data: unknown };
}

function mockEventTypesApi({ eventTypes = [], saveReply, googleAccounts }: ApiOptions = {}) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/integrations/google-calendar' && googleAccounts)
      return { status: 200, data: { accounts: googleAccounts } };
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    if (method === 'GET' && url === '/api/availabilities')
      return { status: 200, data: { data: [otherSchedule, defaultSchedule] } };
    if (method === 'POST' || method === 'PUT') {
      return saveReply ?? { status: 200, data: { data: sampleEventType(body as Partial<EventType>) } };
    }
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

describe('EventTypeDialog', () => {
  it('derives the slug from the title in create mode and previews the public link', async () => {
    mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Team Sync: Q3 -- Planning!');
    expect(within(dialog).getByLabelText(/^URL slug/)).toHaveValue('team-sync-q3-planning');
    expect(within(dialog).getByTestId('link-preview')).toHaveTextContent(
      `${window.location.origin}/jane/team-sync-q3-planning`,
    );
  });

  it('keeps the slug when editing and titles the dialog Edit Event Type', async () => {
    mockEventTypesApi({ eventTypes: [sampleEventType()] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Renamed call');
    expect(within(dialog).getByLabelText(/^URL slug/)).toHaveValue('intro-call');
  });

  it('has the four tabs, Cancel and Save, and focuses the title 100 ms after opening', async () => {
    mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Basic', 'Advanced', 'Reminders', 'Questions']);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    const title = within(dialog).getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('preselects the default schedule and shows the Google hint with the account select disabled', async () => {
    mockEventTypesApi({ googleAccounts: [] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Availability schedule')).toHaveValue(defaultSchedule.id),
    );
    expect(within(dialog).getByLabelText('Google account')).toBeDisabled();
    // The hint follows the Meet note in one helper text (the default location is Google Meet).
    expect(
      await within(dialog).findByText(
        /No Google accounts connected\. Connect one in Settings → Integrations to enable calendar features\./,
      ),
    ).toBeInTheDocument();
  });

  it('disables the schedule select with a hint when there is no schedule', async () => {
    mockApi(({ url }) =>
      url === '/api/availabilities'
        ? { status: 200, data: { data: [] } }
        : { status: 200, data: { data: [] } },
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    expect(
      await within(dialog).findByText('You need to create an availability schedule first.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Availability schedule')).toBeDisabled();
  });

  it('shows max participants only for group and collective types', async () => {
    mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    const kind = within(dialog).getByLabelText('Event type');
    expect(within(dialog).queryByLabelText(/Maximum participants/)).not.toBeInTheDocument();
    await user.selectOptions(kind, 'group');
    expect(within(dialog).getByLabelText(/Maximum participants/)).toBeInTheDocument();
    await user.selectOptions(kind, 'collective');
    expect(within(dialog).getByLabelText(/Maximum participants/)).toBeInTheDocument();
    await user.selectOptions(kind, 'round_robin');
    expect(within(dialog).queryByLabelText(/Maximum participants/)).not.toBeInTheDocument();
  });

  it('allows 3 reminders at most and never removing the first', async () => {
    mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Reminders' }));
    const add = within(dialog).getByRole('button', { name: 'Add reminder' });
    expect(within(dialog).queryByRole('button', { name: 'Remove reminder 1' })).not.toBeInTheDocument();
    await user.click(add);
    await user.click(add);
    expect(within(dialog).getByLabelText('Reminder 3')).toHaveValue('24h');
    expect(add).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Remove reminder 1' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove reminder 3' }));
    expect(add).toBeEnabled();
  });

  it('allows 5 questions at most', async () => {
    mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Questions' }));
    const add = within(dialog).getByRole('button', { name: 'Add question' });
    for (let i = 0; i < 5; i++) await user.click(add);
    expect(within(dialog).getAllByLabelText(/^Question \d$/)).toHaveLength(5);
    expect(add).toBeDisabled();
  });

  it('sends exactly the payload of the form on save and closes', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Availability schedule')).toHaveValue(defaultSchedule.id),
    );
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Group demo');
    await user.selectOptions(within(dialog).getByLabelText('Event type'), 'group');
    await fill(user, within(dialog).getByLabelText(/Maximum participants/), '12');
    await user.selectOptions(within(dialog).getByLabelText('Duration'), '45');
    await user.selectOptions(within(dialog).getByLabelText('Availability schedule'), otherSchedule.id);

    // docs/product.md#attendee-e-mail-confirmation
    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    await user.click(within(dialog).getByRole('checkbox', { name: "Confirm the attendee's e-mail" }));

    await user.click(within(dialog).getByRole('tab', { name: 'Reminders' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send reminders' }));

    await user.click(within(dialog).getByRole('tab', { name: 'Questions' }));
    const add = within(dialog).getByRole('button', { name: 'Add question' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    await fill(user, within(dialog).getByLabelText('Question 1'), 'Off topic');
    await fill(user, within(dialog).getByLabelText('Question 3'), 'What is your company?');
    const questions = within(dialog).getAllByRole('listitem');
    await user.click(within(questions[0]).getByRole('checkbox', { name: 'Enabled' }));
    await user.click(within(questions[2]).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move question 3 up' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.sent.find((request) => request.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      url: '/api/event-types',
      body: {
        title: 'Group demo',
        slug: 'group-demo',
        description: null,
        event_type: 'group',
        availability_id: otherSchedule.id,
        connected_google_account_id: null,
        duration: 45,
        durations: [],
        redirect_url: null,
        location: 'google_meet',
        max_participants: 12,
        public: true,
        requires_confirmation: false,
        confirm_attendee_email: true,
        recurring: false,
        reminders: [],
        buffer_before: 0,
        buffer_after: 0,
        questions: [
          {
            question_text: 'What is your company?',
            required: true,
            answer_type: 'short',
            active: true,
            sort_order: 0,
          },
        ],
        minimum_notice_minutes: 240,
        booking_window_days: 60,
        location_details: { address: null, phone: null, phone_from: 'host', meeting_url: null },
        sharing: 'listed',
        change_policy: { attendee_changes: true, cutoff_hours: 0, reason_required: false },
        booking_limits: { per_day: null, per_week: null, per_month: null, per_year: null },
        slot_interval: null,
        booking_window_range: null,
      },
    });
  });

  it('validates title and slug before sending anything', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Value is required')).toHaveLength(2);
    expect(within(dialog).getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(api.sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('keeps the dialog open with the server message when saving fails', async () => {
    mockEventTypesApi({
      saveReply: {
        status: 422,
        data: {
          message: 'The Free plan allows up to 5 active event types. Deactivate another event type first.',
          errors: {},
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Sixth');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The Free plan allows up to 5 active event types. Deactivate another event type first.',
    );
    expect(screen.getByRole('dialog', { name: 'New Event Type' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Sixth');
  });

  it('shows the fallback text and a field error the server sends', async () => {
    mockEventTypesApi({
      saveReply: {
        status: 409,
        data: { errors: { slug: ['You already have an event type with this link'] } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Intro');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create event type');
    expect(within(dialog).getByText('You already have an event type with this link')).toBeInTheDocument();
  });

  it('resets the form when a create dialog is closed', async () => {
    mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    let dialog = await openNewDialog(user);
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Draft title');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openNewDialog(user);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^URL slug/)).toHaveValue('');
  });

  it('updates an event type with PUT', async () => {
    const api = mockEventTypesApi({ eventTypes: [sampleEventType()] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = api.sent.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/event-types/e1');
    expect(put?.body).toMatchObject({
      title: 'Intro call',
      slug: 'intro-call',
      public: false,
      reminders: [{ time: '24h', method: 'email' }],
    });
  });
});

describe("EventTypeDialog: the host's Google accounts", () => {
  const work = sampleGoogleAccount();
  const primary = sampleGoogleAccount({
    id: '55555555-5555-4555-8555-555555555555',
    name: 'Jane',
    email: 'jane@example.com',
    is_primary: true,
  });

  it('lists them in the select and the filter, and preselects the primary one in create mode', async () => {
    const { sent } = mockEventTypesApi({ googleAccounts: [work, primary] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await waitFor(() =>
      expect(screen.getByLabelText('Google account')).toHaveTextContent(
        'All accountsNo Google accountjane.work@example.comjane@example.com',
      ),
    );
    const dialog = await openNewDialog(user);
    const select = within(dialog).getByLabelText('Google account');
    await waitFor(() => expect(select).toHaveValue(primary.id));
    expect(select).toHaveTextContent('Jane Work (jane.work@example.com)');
    expect(within(dialog).queryByText(/No Google accounts connected/)).not.toBeInTheDocument();
    expect(sent.some((request) => request.url === '/api/integrations/google-calendar')).toBe(true);
  });

  it('keeps the linked account when editing, not the primary one', async () => {
    mockEventTypesApi({
      googleAccounts: [work, primary],
      eventTypes: [sampleEventType({ connected_google_account_id: work.id, connected_google_account: work })],
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Google account')).toHaveTextContent('Jane (jane@example.com)'),
    );
    expect(within(dialog).getByLabelText('Google account')).toHaveValue(work.id);
  });

  it('with no account says Google Meet needs one and links to Settings → Integrations', async () => {
    mockEventTypesApi({ googleAccounts: [] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    // Without an account a new type starts on Jitsi Meet (docs/product.md#jitsi-meet); choose Meet.
    await waitFor(() => expect(within(dialog).getByLabelText('Location')).toHaveValue('jitsi'));
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'google_meet');
    expect(await within(dialog).findByText(/Google Meet needs a connected Google account/)).toHaveTextContent(
      'Google Meet needs a connected Google account to create the meeting link. No Google accounts connected. Connect one in Settings → Integrations to enable calendar features.',
    );
    expect(within(dialog).getByRole('link', { name: 'Open Settings → Integrations' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=integrations',
    );
  });
});
