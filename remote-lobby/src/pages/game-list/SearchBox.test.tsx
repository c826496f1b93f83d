import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox';

afterEach(() => {
  vi.useRealTimers();
});

describe('the game search box', () => {
  it('waits while a space is typed too, and asks once for the whole name', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    const type = (text: string) => {
      fireEvent.change(box, { target: { value: text } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    };

    type('Pearl');
    type('Pearl ');
    type('Pearl o');
    type('Pearl of');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch.mock.calls).toEqual([['Pearl of']]);
  });
});
