import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useGrowingList } from './use-growing-list';

const numbers = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);
/**
 * The hook, keeping the length each of its renders showed: read from the renders themselves, not by
 * sampling frames, which a busy machine may deliver late enough to miss a step.
 */
function recordedGrowingList() {
  const lengths: number[] = [];
  return {
    use: (items: readonly number[]) => {
      const grown = useGrowingList(items, 5);
      lengths.push(grown.shown.length);
      return grown;
    },
    /** Where the next change starts: lengths recorded from here on belong to it. */
    mark: () => lengths.length,
    /** Waits until the list is whole; the lengths shown since `from`, each once. */
    async untilWhole(result: { current: { growing: boolean } }, from = 0) {
      while (result.current.growing) {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      return lengths.slice(from).filter((length, index, all) => index === 0 || all[index - 1] !== length);
    },
  };
}

describe('useGrowingList', () => {
  it('shows a short list whole at once', async () => {
    const items = numbers(0, 4);
    const { result } = await renderHook(() => useGrowingList(items, 5));
    expect(result.current).toEqual({ shown: items, growing: false });
  });

  it('grows a long list by a step per frame, never skipping one', async () => {
    const items = numbers(0, 12);
    const list = recordedGrowingList();
    const { result } = await renderHook(() => list.use(items));
    expect(await list.untilWhole(result)).toEqual([5, 10, 12]);
    expect(result.current.shown).toBe(items);
  });

  it('grows a next page from where it is, and starts a different list again from one step', async () => {
    const firstPage = numbers(0, 10);
    const list = recordedGrowingList();
    const { result, rerender } = await renderHook((items: readonly number[] = firstPage) => list.use(items));
    await list.untilWhole(result);
    let from = list.mark();
    await rerender([...firstPage, ...numbers(10, 20)]);
    expect(await list.untilWhole(result, from)).toEqual([10, 15, 20]);
    const filtered = numbers(100, 108);
    from = list.mark();
    await rerender(filtered);
    expect(await list.untilWhole(result, from)).toEqual([5, 8]);
    expect(result.current.shown).toBe(filtered);
  });

  it('shows nothing for an empty list, then the first step of the list that follows', async () => {
    const list = recordedGrowingList();
    const { result, rerender } = await renderHook((items: readonly number[] = []) => list.use(items));
    expect(result.current).toEqual({ shown: [], growing: false });
    const from = list.mark();
    await rerender(numbers(0, 7));
    expect(await list.untilWhole(result, from)).toEqual([5, 7]);
  });
});
