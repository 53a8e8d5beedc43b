import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem, fill } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

// The dialog's several durations (Basic tab) and redirect after booking (Advanced tab):
// docs/product.md#several-durations, docs/product.md#after-booking.

function mockEventTypesApi(eventTypes: EventType[] = [], saveReply?: { status: number; data: unknown }) {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    if (method === 'GET' && url === '/api/availabilities')
      return { status: 200, data: { data: [sampleSchedule({ is_default: true })] } };
    if (method === 'POST' || method === 'PUT')
      return saveReply ?? { status: 200, data: { data: sampleEventType(body as Partial<EventType>) } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage() {
  return renderWithProviders(<EventTypesPage />, {
    route: '/dashboard/event-types',
    preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
  });
}

afterEach(async () => {
  jest.restoreAllMocks();
  await changeAppLanguage('en');
});

describe('EventTypeDialog: several durations and the redirect after booking', () => {
  it('sends the checked durations with the default, sorted, and the https redirect', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Event Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Event Type' });
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Consult');
    const group = within(dialog).getByRole('group', { name: 'Durations attendees can choose' });
    // The default (30 min) is offered and cannot be cleared.
    const byDefault = within(group).getByRole('checkbox', { name: '30 min (default)' });
    expect(byDefault).toBeChecked();
    expect(byDefault).toBeDisabled();
    await user.click(within(group).getByRole('checkbox', { name: '60 min' }));
    await user.click(within(group).getByRole('checkbox', { name: '15 min' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    await fill(user, within(dialog).getByLabelText('Redirect after booking'), 'https://example.com/thanks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      duration: 30,
      durations: [15, 30, 60],
      redirect_url: 'https://example.com/thanks',
    });
  }, 60_000);

  it('refuses an http or javascript: redirect before sending, on the Advanced tab', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Event Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Event Type' });
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Consult');
    for (const address of ['http://example.com/thanks', 'javascript:alert(1)']) {
      await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
      await fill(user, within(dialog).getByLabelText('Redirect after booking'), address);
      await user.click(within(dialog).getByRole('tab', { name: 'Basic' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('Use a secure web address starting with https://'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('tab', { name: 'Advanced' })).toHaveAttribute('aria-selected', 'true');
    }
    expect(api.sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  }, 60_000);

  it('edits a type that offers several durations: unchecking one, the default moving', async () => {
    const api = mockEventTypesApi([
      sampleEventType({ duration: 30, durations: [15, 30, 60], redirect_url: 'https://example.com/a' }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    const group = within(dialog).getByRole('group', { name: 'Durations attendees can choose' });
    expect(within(group).getByRole('checkbox', { name: '15 min' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: '60 min' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: '45 min' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: '15 min' }));
    await user.selectOptions(within(dialog).getByLabelText('Duration'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(api.sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      duration: 60,
      durations: [30, 60],
      redirect_url: 'https://example.com/a',
    });
  }, 60_000);

  it('speaks the page language (French)', async () => {
    mockEventTypesApi();
    await changeAppLanguage('fr');
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: "Nouveau type d'événement" }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('group', { name: 'Durées au choix des participants' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '30 min (par défaut)' })).toBeChecked();
  }, 60_000);
});
