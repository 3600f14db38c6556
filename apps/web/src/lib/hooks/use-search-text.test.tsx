import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchText } from './use-search-text';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('search text', () => {
  it('reports what was typed once typing paused, not on every key', () => {
    const onSearch = vi.fn<(q: string) => void>();
    const { result } = renderHook(() => useSearchText('', onSearch));
    act(() => result.current[1]('Ham'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    act(() => result.current[1]('Hamb'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Hamb');
  });

  it('does not report text that differs from the term only by surrounding spaces', () => {
    const onSearch = vi.fn<(q: string) => void>();
    const { result } = renderHook(() => useSearchText('Kiel', onSearch));
    act(() => result.current[1]('Kiel '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
    expect(result.current[0]).toBe('Kiel ');
  });

  it('shows a term changed from outside (reset, back navigation) without reporting it back', () => {
    const onSearch = vi.fn<(q: string) => void>();
    const { result, rerender } = renderHook(({ q }) => useSearchText(q, onSearch), {
      initialProps: { q: 'Kiel' },
    });
    rerender({ q: '' });
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
