import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { savedListKey, useSavedListState } from './use-saved-list-state';

const defaults = { form: 'not-selected', status: 'open' };
const saved = (screen: string) => JSON.parse(window.localStorage.getItem(savedListKey(screen)) ?? 'null');

afterEach(() => window.localStorage.clear());

describe('useSavedListState (spec part 2 §3 saved filters, §4 filter changes reset the page)', () => {
  it('starts with the defaults on page 1 and saves them under the screen key', () => {
    const { result } = renderHook(() => useSavedListState('review', defaults));
    expect(result.current.filters).toEqual(defaults);
    expect(result.current.page).toBe(1);
    expect(saved('review')).toEqual({ ...defaults, page: 1 });
  });

  it('keeps filters and page per screen and restores them on the next visit', () => {
    const review = renderHook(() => useSavedListState('review', defaults));
    act(() => review.result.current.setFilters({ form: 'f1', status: 'closed' }));
    act(() => review.result.current.setPage(3));
    review.unmount();
    const reader = renderHook(() => useSavedListState('reader', { ...defaults, status: 'all' }));
    expect(reader.result.current.filters).toEqual({ form: 'not-selected', status: 'all' });
    expect(reader.result.current.page).toBe(1);

    const again = renderHook(() => useSavedListState('review', defaults));
    expect(again.result.current.filters).toEqual({ form: 'f1', status: 'closed' });
    expect(again.result.current.page).toBe(3);
    expect(saved('reader')).toEqual({ form: 'not-selected', status: 'all', page: 1 });
  });

  it('sends the page back to 1 when a filter changes, and keeps it when the filter stays the same', () => {
    const { result } = renderHook(() => useSavedListState('my-actions', defaults));
    act(() => result.current.setPage(4));
    act(() => result.current.setFilters({ form: 'not-selected' }));
    expect(result.current.page).toBe(4);
    act(() => result.current.setFilters({ form: 'f2' }));
    expect(result.current.filters.form).toBe('f2');
    expect(result.current.page).toBe(1);
    expect(saved('my-actions')).toEqual({ form: 'f2', status: 'open', page: 1 });
  });

  it('ignores bad stored JSON, and stored values of the wrong type or an invalid page', () => {
    window.localStorage.setItem(savedListKey('review'), '{not json');
    const broken = renderHook(() => useSavedListState('review', defaults));
    expect(broken.result.current.filters).toEqual(defaults);
    expect(broken.result.current.page).toBe(1);
    broken.unmount();

    window.localStorage.setItem(
      savedListKey('reader'),
      JSON.stringify({ form: 7, status: 'closed', page: -2 }),
    );
    const mixed = renderHook(() => useSavedListState('reader', defaults));
    expect(mixed.result.current.filters).toEqual({ form: 'not-selected', status: 'closed' });
    expect(mixed.result.current.page).toBe(1);
    mixed.unmount();

    window.localStorage.setItem(savedListKey('workflow-responses'), '[1,2]');
    const list = renderHook(() => useSavedListState('workflow-responses', {}));
    expect(list.result.current.page).toBe(1);
  });

  it('refuses a page below 1 or not whole', () => {
    const { result } = renderHook(() => useSavedListState('review', defaults));
    act(() => result.current.setPage(0));
    act(() => result.current.setPage(2.5));
    expect(result.current.page).toBe(1);
  });

  it('reads the other screen when the screen key changes', () => {
    window.localStorage.setItem(savedListKey('b'), JSON.stringify({ form: 'fb', status: 'open', page: 2 }));
    const { result, rerender } = renderHook(({ screen }) => useSavedListState(screen, defaults), {
      initialProps: { screen: 'a' },
    });
    act(() => result.current.setPage(5));
    rerender({ screen: 'b' });
    expect(result.current.filters.form).toBe('fb');
    expect(result.current.page).toBe(2);
    expect(saved('a').page).toBe(5);
  });
});
