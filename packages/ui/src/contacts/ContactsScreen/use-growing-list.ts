import { startTransition, useEffect, useMemo, useState } from 'react';

/** True when `after` begins with the first `count` items of `before`: the same list, longer. */
function keepsStart<T>(before: readonly T[], after: readonly T[], count: number): boolean {
  const kept = Math.min(count, before.length);
  if (after.length < kept) return false;
  for (let index = 0; index < kept; index += 1) {
    if (before[index] !== after[index]) return false;
  }
  return true;
}

/**
 * `items` shown `step` more per frame until all of them show. Each commit then builds at most `step`
 * heavy items (their DOM, their styles, the layout they bring), so a long page never holds the main
 * thread in one long task, and the first screenful paints at once. A list that keeps its start (a
 * next page) grows from where it is; another list starts again from `step`.
 */
export function useGrowingList<T>(
  items: readonly T[],
  step: number,
): { shown: readonly T[]; growing: boolean } {
  const [state, setState] = useState({ items, count: Math.min(step, items.length) });
  let { count } = state;
  if (state.items !== items) {
    count = Math.min(
      items.length,
      keepsStart(state.items, items, state.count) ? Math.max(count, step) : step,
    );
    setState({ items, count });
  }
  const growing = count < items.length;

  useEffect(() => {
    if (!growing) return;
    const frame = requestAnimationFrame(() =>
      startTransition(() =>
        setState((current) =>
          current.items === items ? { items, count: Math.min(items.length, current.count + step) } : current,
        ),
      ),
    );
    return () => cancelAnimationFrame(frame);
  }, [items, count, growing, step]);

  const shown = useMemo(() => (count >= items.length ? items : items.slice(0, count)), [items, count]);
  return { shown, growing };
}
