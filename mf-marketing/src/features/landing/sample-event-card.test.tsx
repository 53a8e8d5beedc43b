import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { act, screen, within } from '@testing-library/react';
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

  it('writes month, weekdays, the picked day and times in the chosen language (docs/product.md#language)', async () => {
    renderWithProviders(<SampleEventCard />);
    expect(screen.getByText('Monday, April 20')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM')).toBeInTheDocument();
    await act(() => changeAppLanguage('fr'));
    const card = screen.getByRole('complementary', { name: 'Exemple de carte d’événement' });
    const month = within(card).getByRole('list', { name: 'avril' });
    expect(within(month).getByText('(sélectionné)')).toBeInTheDocument();
    expect(within(card).getByText('lundi 20 avril')).toBeInTheDocument();
    expect(within(card).getByText('09:00')).toBeInTheDocument();
    expect(within(card).getByText('14:00')).toBeInTheDocument();
    expect(within(card).getByText('30 minutes')).toBeInTheDocument();
    expect(within(card).getByText('Appel découverte')).toBeInTheDocument();
  });
});
