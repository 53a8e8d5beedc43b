import { bookingLimitMessages } from '@slotwise/shared/contract/booking-limits.contract';
import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeetingLimitsSection } from './meeting-limits-section';
import '@slotwise/shared/testing/chakra-test-setup';

// docs/product.md#booking-limits-and-start-times: the host's own limits, on the availability page.

function mockLimitsApi(
  saved: { max_per_day: number | null; max_per_week: number | null } = { max_per_day: 4, max_per_week: null },
) {
  return mockApi(({ method, url, body }) => {
    if (url === '/api/settings/meeting-limits' && method === 'GET') return { status: 200, data: saved };
    if (url === '/api/settings/meeting-limits' && method === 'PUT') return { status: 200, data: body };
    return { status: 404, data: { message: 'Not found' } };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('MeetingLimitsSection', () => {
  it('shows the saved limits and saves new ones', async () => {
    const api = mockLimitsApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MeetingLimitsSection />);
    const perDay = await screen.findByLabelText('Meetings per day');
    await waitFor(() => expect(perDay).toHaveValue(4));
    await user.type(screen.getByLabelText('Meetings per week'), '12');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(api.sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(api.sent.find((request) => request.method === 'PUT')?.body).toEqual({
      max_per_day: 4,
      max_per_week: 12,
    });
  });

  it('refuses a zero or a daily limit above the weekly one without sending', async () => {
    const api = mockLimitsApi({ max_per_day: null, max_per_week: null });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MeetingLimitsSection />);
    await user.type(await screen.findByLabelText('Meetings per day'), '0');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText(bookingLimitMessages.limit)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Meetings per day'));
    await user.type(screen.getByLabelText('Meetings per day'), '6');
    await user.type(screen.getByLabelText('Meetings per week'), '5');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText(bookingLimitMessages.limitOrder)).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});
