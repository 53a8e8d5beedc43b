import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import type { SingleUseLink } from '@slotwise/shared/contract/private-sharing.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem, fill } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

// docs/product.md#private-sharing and #cancel-and-reschedule-policy: the dialog's sections.

const usedLink: SingleUseLink = {
  id: '55555555-5555-4555-8555-555555555555',
  label: 'Ada',
  status: 'used',
  expires_at: null,
  used_at: '2026-02-01T10:00:00.000Z',
  revoked_at: null,
  created_at: '2026-01-20T10:00:00.000Z',
};
const activeLink: SingleUseLink = {
  ...usedLink,
  id: '66666666-6666-4666-8666-666666666666',
  label: 'Grace',
  status: 'active',
  used_at: null,
};

function mockSharingApi(eventTypes: EventType[] = []) {
  let links = [activeLink, usedLink];
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    if (method === 'GET' && url === '/api/availabilities')
      return { status: 200, data: { data: [sampleSchedule()] } };
    if (method === 'GET' && url === '/api/single-use-links/e1') return { status: 200, data: { data: links } };
    if (method === 'POST' && url === '/api/single-use-links/e1') {
      const created = { ...activeLink, id: '77777777-7777-4777-8777-777777777777', label: 'New one' };
      links = [created, ...links];
      return { status: 201, data: { data: { ...created, url: 'https://slotwise.test/booking/SECRET' } } };
    }
    if (method === 'POST' && url === `/api/single-use-links/e1/${activeLink.id}/revoke`) {
      links = links.map((link) =>
        link.id === activeLink.id ? { ...link, status: 'revoked' as const } : link,
      );
      return { status: 200, data: { data: { ...activeLink, status: 'revoked' } } };
    }
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

afterEach(() => jest.restoreAllMocks());
// Chakra's dialog in jsdom is slow on a busy machine (13 s alone for the first test).
jest.setTimeout(90_000);

describe('the sharing and policy sections of the event-type dialog', () => {
  it('saves the sharing mode and the cancel and reschedule policy', async () => {
    const api = mockSharingApi([sampleEventType()]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));

    await user.selectOptions(
      within(dialog).getByLabelText('Who can find it'),
      'Secret: only people with the link can book',
    );
    await user.selectOptions(within(dialog).getByLabelText('No attendee changes within'), '24 hours');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Attendees must give a reason to cancel' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = api.sent.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      sharing: 'secret',
      change_policy: { attendee_changes: true, cutoff_hours: 24, reason_required: true },
    });
  });

  it('switching attendee changes off disables the cutoff and the reason', async () => {
    const api = mockSharingApi([
      sampleEventType({
        change_policy: { attendee_changes: true, cutoff_hours: 48, reason_required: false },
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    expect(within(dialog).getByLabelText('No attendee changes within')).toHaveValue('48');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Attendees can cancel and reschedule online' }),
    );
    expect(within(dialog).getByLabelText('No attendee changes within')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(api.sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      change_policy: { attendee_changes: false, cutoff_hours: 48, reason_required: false },
    });
  });

  it('lists the single-use links with what became of them, makes one (shown once) and revokes one', async () => {
    const api = mockSharingApi([sampleEventType({ sharing: 'single_use' })]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event Type' });
    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));

    const list = await within(dialog).findByRole('list', { name: 'Single-use links' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^GraceUnused/),
      expect.stringMatching(/^AdaUsedUsed /),
    ]);
    // A used link cannot be revoked.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();

    await fill(user, within(dialog).getByLabelText('For (optional)'), 'New one');
    await user.click(within(dialog).getByRole('button', { name: 'Make a link' }));
    expect(await within(dialog).findByText('https://slotwise.test/booking/SECRET')).toBeInTheDocument();
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({
      label: 'New one',
      expires_at: null,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Revoke the link “Grace”' }));
    await waitFor(() =>
      expect(api.sent.some((request) => request.url.endsWith(`/${activeLink.id}/revoke`))).toBe(true),
    );
    expect(await within(list).findByText('Revoked')).toBeInTheDocument();
    // The dialog's own save was never triggered by the panel's buttons.
    expect(api.sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('a new type asks to be saved before it has links', async () => {
    mockSharingApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New Event Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Event Type' });
    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    expect(
      within(dialog).getByText('Save the event type first, then make single-use links here.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Make a link' })).toBeNull();
  });
});
