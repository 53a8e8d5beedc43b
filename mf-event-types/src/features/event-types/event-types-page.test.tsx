import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { chooseMenuItem } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';
import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';

const intro = sampleEventType({ id: 'e1', title: 'Intro call', slug: 'intro-call', public: true });
const workshop = sampleEventType({
  id: 'e2',
  title: 'Workshop',
  slug: 'workshop',
  description: null,
  duration: 120,
  public: false,
});
const demo = sampleEventType({
  id: 'e3',
  title: 'Product demo',
  slug: 'demo',
  description: 'See the intro deck',
});

function mockList(eventTypes: EventType[]) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: eventTypes } };
    if (method === 'GET' && url === '/api/availabilities') return { status: 200, data: { data: [] } };
    if (method === 'DELETE') return { status: 204, data: '' };
    return { status: 404, data: { message: 'Not found' } };
  });
}

function renderPage() {
  return renderWithProviders(<EventTypesPage />, {
    route: '/dashboard/event-types',
    preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
  });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('EventTypesPage', () => {
  it('switches to German at once: headings, counts, labels and durations (docs/product.md#language)', async () => {
    mockList([intro, workshop]);
    renderPage();
    expect(await screen.findByText('You have 2 event types')).toBeInTheDocument();
    await act(() => changeAppLanguage('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Terminarten' })).toBeInTheDocument();
    expect(screen.getByText('Du hast 2 Terminarten')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neue Terminart' })).toBeInTheDocument();
    expect(screen.getByText('Keine Beschreibung vorhanden.')).toBeInTheDocument();
    expect(screen.getByText('120 Min.')).toBeInTheDocument();
    expect(screen.getAllByText('Inaktiv').length).toBeGreaterThan(0);
  });

  it('shows the heading, the links and one card per event type with its details', async () => {
    mockList([intro, workshop]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Event Types' })).toBeInTheDocument();
    expect(screen.getByText('Create and manage your schedulable event types.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage availabilities' })).toHaveAttribute(
      'href',
      '/dashboard/availability',
    );
    expect(screen.getByRole('link', { name: 'Manage Google integrations' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=integrations',
    );
    expect(await screen.findByText('You have 2 event types')).toBeInTheDocument();
    const workshopCard = screen.getByRole('heading', { name: 'Workshop' }).closest('article') as HTMLElement;
    expect(within(workshopCard).getByText('No description provided.')).toBeInTheDocument();
    expect(within(workshopCard).getByText('120 min')).toBeInTheDocument();
    expect(within(workshopCard).getByText('/workshop')).toBeInTheDocument();
    expect(within(workshopCard).getByText('Inactive')).toBeInTheDocument();
    expect(within(workshopCard).getByText('No Google account connected')).toBeInTheDocument();
    const introCard = screen.getByRole('heading', { name: 'Intro call' }).closest('article') as HTMLElement;
    expect(within(introCard).getByText('Active')).toBeInTheDocument();
    expect(within(introCard).getByText('A short first talk.')).toBeInTheDocument();
  });

  it('filters by status and Google account and says how many are shown', async () => {
    mockList([intro, workshop, demo]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('You have 3 event types')).toBeInTheDocument();
    expect(screen.getByLabelText('Google account')).toHaveTextContent('All accountsNo Google account');

    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(screen.getByText('Showing 1 of 3 event types')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Workshop' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    expect(screen.getByText('Showing 2 of 3 event types')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Google account'), 'none');
    expect(screen.getByText('Showing 2 of 3 event types')).toBeInTheDocument();
  });

  it('searches 800 ms after typing stops, showing a spinner meanwhile', async () => {
    jest.useFakeTimers();
    mockList([intro, workshop, demo]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    expect(await screen.findByText('You have 3 event types')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search event types...'), 'INTRO');
    expect(screen.getByLabelText('Searching')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(799));
    expect(screen.getByText('You have 3 event types')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    // Title 'Intro call' and the description 'See the intro deck' match.
    expect(screen.getByText('Showing 2 of 3 event types')).toBeInTheDocument();
    expect(screen.queryByLabelText('Searching')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Workshop' })).not.toBeInTheDocument();
  });

  it('says no event type was found when the filters match none', async () => {
    mockList([intro]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('You have 1 event type');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(screen.getByText('No event types found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it("says you don't have any event types yet when there are none", async () => {
    mockList([]);
    renderPage();
    expect(await screen.findByText("You don't have any event types yet")).toBeInTheDocument();
    expect(screen.queryByText('No event types found')).not.toBeInTheDocument();
  });

  it('keeps the loading spinner visible for at least 400 ms', async () => {
    jest.useFakeTimers();
    mockList([intro]);
    renderPage();
    expect(screen.getByLabelText('Loading event types')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(390);
    });
    expect(screen.getByLabelText('Loading event types')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(screen.queryByLabelText('Loading event types')).not.toBeInTheDocument();
    expect(screen.getByText('You have 1 event type')).toBeInTheDocument();
  });

  it("shows the server's error with Try Again, which refetches", async () => {
    let calls = 0;
    mockApi(({ url }) => {
      if (url !== '/api/event-types') return { status: 200, data: { data: [] } };
      calls += 1;
      return calls === 1
        ? { status: 500, data: { message: 'Database unavailable' } }
        : { status: 200, data: { data: [intro] } };
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('You have 1 event type')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("falls back to 'Failed to fetch event types'", async () => {
    mockApi(() => ({ status: 500, data: {} }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch event types');
  });

  it('copies the public link and shows Copied! for 2 seconds', async () => {
    jest.useFakeTimers();
    mockList([intro]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Copy Link');
    await act(async () => {}); // the copy's promise settles
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    // The real public link is /{username}/{slug} (the spec's origin/{slug} would not resolve).
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jane/intro-call`);
    act(() => jest.advanceTimersByTime(1990));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const api = mockList([intro]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await chooseMenuItem(user, 'Actions for Intro call', 'Delete');
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this event type?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.sent.some((request) => request.method === 'DELETE')).toBe(false);

    await chooseMenuItem(user, 'Actions for Intro call', 'Delete');
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({ method: 'DELETE', url: '/api/event-types/e1', body: undefined }),
    );
  });
});
