import { useDebouncedValue } from '@slotwise/shared/ui/use-debounced-value';
import { useMinimumLoading } from '@slotwise/shared/ui/use-minimum-loading';
import { act, renderHook } from '@testing-library/react';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useMinimumLoading', () => {
  it('keeps a fast load visible for the minimum, then hides it', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumLoading(loading, 300), {
      initialProps: { loading: true },
    });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(150));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(60));
    expect(result.current).toBe(false);
  });

  it('hides a slow load as soon as it ends, and never shows one that never started', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumLoading(loading, 300), {
      initialProps: { loading: false },
    });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    act(() => jest.advanceTimersByTime(500));
    rerender({ loading: false });
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });
});

describe('useDebouncedValue', () => {
  it('gives the value only once it stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ad' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'ada' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('ada');
  });
});
