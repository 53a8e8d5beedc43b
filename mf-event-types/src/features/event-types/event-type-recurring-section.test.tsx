import type { EventType } from '@slotwise/shared/contract/event-types.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEventType, sampleSchedule, sampleUser } from './api-mock.testing';
import { EventTypesPage } from './event-types-page';
import { fill } from './interactions.testing';
import '@slotwise/shared/testing/chakra-test-setup';

// docs/product.md#recurring-series: the dialog's Recurring meetings section.
const schedule = sampleSchedule({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Office',
  is_default: true,
});

function mockEventTypesApi() {
  return mockApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/event-types') return { status: 200, data: { data: [] } };
    if (method === 'GET' && url === '/api/availabilities') return { status: 200, data: { data: [schedule] } };
    if (method === 'POST')
      return { status: 201, data: { data: sampleEventType(body as Partial<EventType>) } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the Recurring meetings section', () => {
  it('sends the frequency and the most meetings of a recurring type, and is absent for group types', async () => {
    const api = mockEventTypesApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EventTypesPage />, {
      route: '/dashboard/event-types',
      preloadedState: { session: { user: sampleUser, isAuthenticated: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'New Event Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Event Type' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Availability schedule')).toHaveValue(schedule.id),
    );
    await fill(user, within(dialog).getByLabelText(/^Title/), 'Coaching');

    await user.click(within(dialog).getByRole('tab', { name: 'Advanced' }));
    expect(within(dialog).queryByLabelText('Repeats')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Recurring meetings' }));
    await user.selectOptions(within(dialog).getByLabelText('Repeats'), 'monthly_weekday');
    await user.selectOptions(within(dialog).getByLabelText('Most meetings in a series'), '12');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      recurring: true,
      recurring_frequency: 'monthly_weekday',
      recurring_max_count: 12,
    });
  });
});
