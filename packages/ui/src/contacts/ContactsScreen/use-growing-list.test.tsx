import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useGrowingList } from './use-growing-list';

const numbers = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);
/** The lengths shown frame after frame, from the first render until the list is whole. */
async function lengthsUntilWhole(result: { current: { shown: readonly number[]; growing: boolean } }) {
  const lengths = [result.current.shown.length];
  while (result.current.growing) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    if (result.current.shown.length !== lengths.at(-1)) lengths.push(result.current.shown.length);
  }
  return lengths;
}

describe('useGrowingList', () => {
  it('shows a short list whole at once', async () => {
    const items = numbers(0, 4);
    const { result } = await renderHook(() => useGrowingList(items, 5));
    expect(result.current).toEqual({ shown: items, growing: false });
  });

  it('grows a long list by a step per frame, never skipping one', async () => {
    const items = numbers(0, 12);
    const { result } = await renderHook(() => useGrowingList(items, 5));
    expect(await lengthsUntilWhole(result)).toEqual([5, 10, 12]);
    expect(result.current.shown).toBe(items);
  });

  it('grows a next page from where it is, and starts a different list again from one step', async () => {
    const firstPage = numbers(0, 10);
    const { result, rerender } = await renderHook((items: readonly number[] = firstPage) =>
      useGrowingList(items, 5),
    );
    await lengthsUntilWhole(result);
    await rerender([...firstPage, ...numbers(10, 20)]);
    expect(await lengthsUntilWhole(result)).toEqual([10, 15, 20]);
    const filtered = numbers(100, 108);
    await rerender(filtered);
    expect(await lengthsUntilWhole(result)).toEqual([5, 8]);
    expect(result.current.shown).toBe(filtered);
  });

  it('shows nothing for an empty list, then the first step of the list that follows', async () => {
    const { result, rerender } = await renderHook((items: readonly number[] = []) =>
      useGrowingList(items, 5),
    );
    expect(result.current).toEqual({ shown: [], growing: false });
    await rerender(numbers(0, 7));
    expect(await lengthsUntilWhole(result)).toEqual([5, 7]);
  });
});
