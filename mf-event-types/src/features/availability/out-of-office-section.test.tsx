import { mockApi } from '@slotwise/shared/testing/api-mock';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutOfOfficeSection } from './out-of-office-section';
import '@slotwise/shared/testing/chakra-test-setup';

const teammate = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Ada',
  surname: 'Lovelace',
  username: 'ada',
};
const period = {
  id: '11111111-1111-4111-8111-111111111111',
  start_date: '2030-07-01',
  end_date: '2030-07-14',
  reason: 'vacation',
  teammate,
  created_at: '2030-01-01T00:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

describe('OutOfOfficeSection', () => {
  it('lists the periods with their reason and teammate, and adds one with the chosen teammate', async () => {
    const api = mockApi(({ method, url }) => {
      if (url === '/api/out-of-office/teammates') return { status: 200, data: { data: [teammate] } };
      if (method === 'POST') return { status: 201, data: { data: { ...period, id: 'new' } } };
      return { status: 200, data: { data: [period] } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OutOfOfficeSection />);
    const list = await screen.findByRole('list', { name: 'Out-of-office periods' });
    expect(within(list).getByText('Jul 1, 2030 – Jul 14, 2030')).toBeInTheDocument();
    expect(within(list).getByText('Vacation · attendees go to Ada Lovelace')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New out-of-office period' });
    await user.type(within(form).getByLabelText(/First day/), '2030-08-03');
    await user.type(within(form).getByLabelText(/Last day/), '2030-08-05');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'travel');
    await screen.findByRole('option', { name: 'Ada Lovelace (@ada)' });
    await user.selectOptions(within(form).getByLabelText('Send attendees to'), teammate.id);
    await user.click(within(form).getByRole('button', { name: 'Add period' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'POST',
        url: '/api/out-of-office',
        body: {
          start_date: '2030-08-03',
          end_date: '2030-08-05',
          reason: 'travel',
          teammate_id: teammate.id,
        },
      }),
    );
  });

  it('checks the dates before sending and shows the API refusal on its field', async () => {
    const api = mockApi(({ method }) =>
      method === 'POST'
        ? {
            status: 422,
            data: {
              message: 'Validation failed',
              errors: { start_date: ['This period overlaps another of your out-of-office periods'] },
            },
          }
        : { status: 200, data: { data: [] } },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OutOfOfficeSection />);
    const form = await screen.findByRole('form', { name: 'New out-of-office period' });
    await user.type(within(form).getByLabelText(/First day/), '2030-08-05');
    await user.type(within(form).getByLabelText(/Last day/), '2030-08-03');
    await user.click(within(form).getByRole('button', { name: 'Add period' }));
    expect(
      await within(form).findByText('The last day must be on or after the first day'),
    ).toBeInTheDocument();
    expect(api.sent.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText(/Last day/));
    await user.type(within(form).getByLabelText(/Last day/), '2030-08-09');
    await user.click(within(form).getByRole('button', { name: 'Add period' }));
    expect(
      await within(form).findByText('This period overlaps another of your out-of-office periods'),
    ).toBeInTheDocument();
  });
});
