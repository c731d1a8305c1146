// Timing helpers shared by the benchmark pages. Every figure is performance.now() in the page.
import type { BenchOutcome, BenchResult } from './protocol';

const longTasks: PerformanceEntry[] = [];
const longTaskObserver = new PerformanceObserver((list) => {
  longTasks.push(...list.getEntries());
});
try {
  longTaskObserver.observe({ type: 'longtask', buffered: true });
} catch {
  // No Long Tasks API: the blocking figures stay at 0.
}

/** A small deterministic generator (mulberry32): the same data on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const params = new URLSearchParams(window.location.search);

/**
 * Resolves at the first DOM change after which `check` holds (or at once if it already does);
 * `attributes` also wakes it on attribute changes (a canvas's accessible name, a map's live state).
 */
export function whenDom(check: () => boolean, { attributes = false } = {}): Promise<void> {
  return new Promise((resolve) => {
    if (check()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes });
  });
}

/** After the next frame has been produced: a task queued from requestAnimationFrame runs past paint. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Long tasks clipped to [start, end], so work before the clock started (data generation) is left out. */
export function mainThreadFigures(start: number, end: number) {
  longTasks.push(...longTaskObserver.takeRecords());
  const during = longTasks
    .map((task) => Math.min(end, task.startTime + task.duration) - Math.max(start, task.startTime))
    .filter((duration) => duration > 0);
  return {
    longestTaskMs: Math.round(Math.max(0, ...during)),
    blockingMs: Math.round(during.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
  };
}

/** Lets the page settle (data generated, modules loaded) so the measure starts on a quiet thread. */
export async function settle(): Promise<void> {
  await afterPaint();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Leaves the result for the runner, once late long-task entries have had time to arrive. */
export async function finish(
  result: Omit<BenchResult, 'longestTaskMs' | 'blockingMs'>,
  start: number,
  end: number,
): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  window.__benchResult = { ...result, ...mainThreadFigures(start, end) };
}

export function fail(error: unknown): void {
  const outcome: BenchOutcome = {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
  window.__benchResult = outcome;
}
