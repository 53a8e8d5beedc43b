import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addMonths, type DayKey, monthGrid } from './calendar-month';
import { MonthCalendar } from './month-calendar';

const today = '2026-11-10';
const free = new Set(['2026-11-12', '2026-11-13', '2026-11-20', '2026-12-01']);

function Harness({ onSelect = () => {} }: { onSelect?: (day: DayKey) => void }) {
  const [month, setMonth] = useState('2026-11');
  const [selected, setSelected] = useState<DayKey | null>(null);
  return (
    <MonthCalendar
      month={month}
      days={monthGrid(month)}
      today={today}
      selectedDay={selected}
      isBookable={(day) => day >= today && free.has(day)}
      onSelectDay={(day) => {
        setSelected(day);
        onSelect(day);
      }}
      canGoBack={month > '2026-11'}
      onMonthChange={(step) => setMonth((m) => addMonths(m, step))}
    />
  );
}

const dayButtons = () =>
  within(screen.getByTestId('calendar-grid')).getAllByRole('button') as HTMLButtonElement[];

describe('MonthCalendar', () => {
  it('shows 42 day buttons, Monday first, named by their full date', () => {
    render(<Harness />);
    const buttons = dayButtons();
    expect(buttons).toHaveLength(42);
    expect(buttons[0]).toHaveAccessibleName('Monday, October 26, 2026');
    expect(buttons[41]).toHaveAccessibleName('Sunday, December 6, 2026');
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });

  it('disables past days and days without a free time, marks today', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Tuesday, November 10, 2026, today' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tuesday, November 10, 2026, today' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByRole('button', { name: 'Monday, November 2, 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wednesday, November 11, 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Thursday, November 12, 2026' })).toBeEnabled();
    expect(dayButtons().filter((button) => !button.disabled)).toHaveLength(4);
  });

  it('selects a day (aria-pressed) and moves between free days with the arrow keys', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    render(<Harness onSelect={(day) => picked.push(day)} />);
    const first = screen.getByRole('button', { name: 'Thursday, November 12, 2026' });
    expect(first).toHaveAttribute('tabindex', '0');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(picked).toEqual(['2026-11-12']);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Friday, November 13, 2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Friday, November 20, 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(picked).toEqual(['2026-11-12', '2026-11-20']);
  });

  it('goes to the next month and back, never before the current one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(dayButtons()[0]).toHaveAccessibleName('Monday, November 30, 2026');
    expect(screen.getByRole('button', { name: 'Tuesday, December 1, 2026' })).toBeEnabled();
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });
});
