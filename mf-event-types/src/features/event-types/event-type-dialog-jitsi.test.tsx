import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleGoogleAccount, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

// The location of a new event type follows the host's Google accounts (docs/product.md#jitsi-meet).

const schedule = sampleSchedule({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Office',
  is_default: true,
});

function mockEventTypesApi(
  googleAccounts: ReturnType<typeof sampleGoogleAccount>[],
  eventTypes: EventType[] = [],
) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/integrations/google-calendar')
      return { status: 200, data: { accounts: googleAccounts } };
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    if (method === 'GET' && url === '/api/availabilities') return { status: 200, data: { data: [schedule] } };
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

describe('EventTypeDialog: Jitsi Meet', () => {
  it('starts a new type on Jitsi Meet when the host has no Google account, and saves it', async () => {
    const api = mockEventTypesApi([]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    const location = within(dialog).getByLabelText('Location');
    await waitFor(() => expect(location).toHaveValue('jitsi'));
    expect(location).toHaveDisplayValue('Jitsi Meet');
    expect(within(dialog).getByTestId('location-jitsi-hint')).toHaveTextContent(
      'Each booking gets its own Jitsi Meet room; attendees get the link once booked. No account needed.',
    );
    await user.type(within(dialog).getByLabelText(/^Title/), 'Chat');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent.some((request) => request.method === 'POST')).toBe(true));
    const post = api.sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ location: 'jitsi' });
  });

  it('keeps Google Meet, the default, for a host with a Google account', async () => {
    mockEventTypesApi([sampleGoogleAccount({ is_primary: true })]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    await waitFor(() => expect(within(dialog).getByLabelText('Google account')).not.toHaveValue(''));
    expect(within(dialog).getByLabelText('Location')).toHaveValue('google_meet');
    expect(within(dialog).getByTestId('location-meet-hint')).toHaveTextContent(/its own Google Meet link/);
    expect(within(dialog).queryByRole('button', { name: 'Use Jitsi Meet instead' })).not.toBeInTheDocument();
  });

  it('Google Meet without an account: says it needs one and offers Jitsi Meet', async () => {
    mockEventTypesApi([]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openNewDialog(user);
    const location = within(dialog).getByLabelText('Location');
    await waitFor(() => expect(location).toHaveValue('jitsi'));
    await user.selectOptions(location, 'google_meet');
    expect(within(dialog).getByTestId('location-meet-hint')).toHaveTextContent(
      'Connect a Google account in Settings to get Google Meet links; until then attendees are not promised one.',
    );
    expect(
      await within(dialog).findByText(/Google Meet needs a connected Google account/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use Jitsi Meet instead' }));
    expect(location).toHaveValue('jitsi');
  });

  it('an edited type keeps its location whatever the accounts', async () => {
    mockEventTypesApi([], [sampleEventType({ location: 'zoom' })]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await waitFor(() => expect(within(dialog).getByLabelText('Google account')).toBeDisabled());
    expect(within(dialog).getByLabelText('Location')).toHaveValue('zoom');
  });

  it('names Jitsi Meet among the locations in every language of the app', async () => {
    const { locationName } = await import('@slotwise/shared/i18n/common-catalogue');
    expect(locationName('jitsi')).toBe('Jitsi Meet');
    for (const lang of ['de', 'es', 'fr', 'zh']) {
      const catalogue = (await import(`@slotwise/shared/i18n/locales/common.${lang}`)).default;
      expect(catalogue['location.jitsi']).toBe('Jitsi Meet');
      const own = (await import(`../../app/locales/${lang}`)).default;
      expect(own['location.jitsiHelper']).toMatch(/Jitsi/);
      expect(own['location.useJitsi']).toMatch(/Jitsi/);
    }
  });
});
