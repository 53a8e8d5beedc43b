import { renderHook } from '@testing-library/react';
import { monthOfDay } from './calendar-month';
import { useMonthPicker } from './free-time-picker';
import { todayIn } from './zoned-time';

// A fixed booking window (docs/product.md#booking-limits-and-start-times) opens the calendar on
// its first month; a window already open, or none, opens on the current month.
describe('useMonthPicker', () => {
  const current = monthOfDay(todayIn('UTC'));

  it('opens on the month of a later fixed window', () => {
    const { result } = renderHook(() => useMonthPicker('UTC', '2199-05-10'));
    expect(result.current.shownMonth).toBe(monthOfDay('2199-05-10'));
  });

  it('opens on the current month without a window, or when the window began earlier', () => {
    expect(renderHook(() => useMonthPicker('UTC')).result.current.shownMonth).toBe(current);
    expect(renderHook(() => useMonthPicker('UTC', '2001-01-01')).result.current.shownMonth).toBe(current);
  });
});
