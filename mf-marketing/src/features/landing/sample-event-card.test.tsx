import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen, within } from '@testing-library/react';
import { SampleEventCard } from './sample-event-card';

describe('SampleEventCard', () => {
  it('shows a 30-day month with day 20 highlighted', () => {
    renderWithProviders(<SampleEventCard />);
    const month = screen.getByRole('list', { name: 'April' });
    const days = within(month).getAllByRole('listitem');
    expect(days).toHaveLength(30);
    expect(days.map((day) => Number.parseInt(day.textContent ?? '', 10))).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    const highlighted = days.filter((day) => day.hasAttribute('data-selected'));
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent('20 (selected)');
  });

  it('shows title, host, description, duration in minutes, location and time zone', () => {
    renderWithProviders(<SampleEventCard />);
    const card = screen.getByRole('complementary', { name: 'Sample event card' });
    for (const text of ['Intro call', 'Alex Kim', '30 minutes', 'Google Meet', 'Europe/Berlin']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText(/first conversation/)).toBeInTheDocument();
  });
});
