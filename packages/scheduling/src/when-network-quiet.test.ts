import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DownloadWatcher, whenNetworkQuiet } from './when-network-quiet';

/** A stand-in for the Resource Timing API: the test says when a download ends. */
function fakeDownloads() {
  let report: ((endTime: number) => void) | undefined;
  let stopped = false;
  const watch: DownloadWatcher = (onActivity) => {
    report = onActivity;
    return () => {
      stopped = true;
    };
  };
  return {
    watch,
    finishNow: () => report?.(Date.now()),
    get stopped() {
      return stopped;
    },
  };
}

describe('whenNetworkQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const now = () => Date.now();

  it('waits until no download has ended for the quiet period', () => {
    const downloads = fakeDownloads();
    const task = vi.fn();
    whenNetworkQuiet(task, { quietMs: 1_000, maxWaitMs: 10_000, watch: downloads.watch, now });
    // Chunks, data, then tiles arrive in waves, each within the quiet period of the last.
    for (let wave = 0; wave < 4; wave += 1) {
      vi.advanceTimersByTime(700);
      downloads.finishNow();
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(downloads.stopped).toBe(true);
  });

  it('runs after the longest wait on a page that never goes quiet', () => {
    const downloads = fakeDownloads();
    const started = Date.now();
    let ranAfter: number | undefined;
    whenNetworkQuiet(() => (ranAfter = Date.now() - started), {
      quietMs: 1_000,
      maxWaitMs: 5_000,
      watch: downloads.watch,
      now,
    });
    for (let tick = 0; tick < 40; tick += 1) {
      vi.advanceTimersByTime(300);
      downloads.finishNow();
    }
    expect(ranAfter).toBe(5_000);
  });

  it('runs once the quiet period has passed when nothing is downloading', () => {
    const task = vi.fn();
    whenNetworkQuiet(task, { quietMs: 1_000, watch: fakeDownloads().watch, now });
    vi.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, and stops watching', () => {
    const downloads = fakeDownloads();
    const task = vi.fn();
    const cancel = whenNetworkQuiet(task, { quietMs: 1_000, watch: downloads.watch, now });
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    expect(downloads.stopped).toBe(true);
  });
});
