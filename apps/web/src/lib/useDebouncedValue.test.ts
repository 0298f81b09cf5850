import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../features/mapview/search/searchQuery.js';
import { useDebouncedValue } from './useDebouncedValue.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('settles on a value once it has not changed for the delay (275 ms for search)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(275);
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 275), {
      initialProps: { value: '' },
    });
    rerender({ value: 'Cha' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Chandler' });
    act(() => vi.advanceTimersByTime(274));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Chandler');
  });
});
