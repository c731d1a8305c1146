import { whenIdle } from './when-idle';

/** How long no download may finish before the first screen counts as having what it asked for. */
export const NETWORK_QUIET_MS = 1_000;
/** A page that never goes quiet (a slow tile server, an agent panning at once) still gets the task. */
export const NETWORK_QUIET_MAX_WAIT_MS = 15_000;

/** Calls `onActivity` with the time each download of the page ends; returns how to stop. */
export type DownloadWatcher = (onActivity: (endTime: number) => void) => () => void;

/** The page's own downloads, as the Resource Timing API reports them (those already done included). */
export const resourceTimingWatcher: DownloadWatcher = (onActivity) => {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) onActivity(entry.startTime + entry.duration);
  });
  try {
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    // A browser without resource entries: only the longest wait applies.
  }
  return () => observer.disconnect();
};

export interface NetworkQuietOptions {
  quietMs?: number;
  maxWaitMs?: number;
  watch?: DownloadWatcher;
  now?: () => number;
}

/**
 * Runs `task` once no download has ended for `quietMs`, or after `maxWaitMs` at the latest. A signed-in
 * screen fetches its code, data and map tiles in waves long after the page's load event; downloads it
 * does not need (code fetched ahead of use, the offline precache's ~150 files) would compete with them
 * for a phone's bandwidth and delay the map's first tiles. Returns a cancel function.
 */
export function whenNetworkQuiet(
  task: () => void,
  {
    quietMs = NETWORK_QUIET_MS,
    maxWaitMs = NETWORK_QUIET_MAX_WAIT_MS,
    watch = resourceTimingWatcher,
    now = () => performance.now(),
  }: NetworkQuietOptions = {},
): () => void {
  const started = now();
  let lastActivity = started;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWatching = watch((endTime) => {
    lastActivity = Math.max(lastActivity, endTime);
  });
  const check = () => {
    const time = now();
    const quietFor = time - lastActivity;
    const waited = time - started;
    if (quietFor >= quietMs || waited >= maxWaitMs) {
      stopWatching();
      task();
      return;
    }
    timer = setTimeout(check, Math.min(quietMs - quietFor, maxWaitMs - waited));
  };
  timer = setTimeout(check, quietMs);
  return () => {
    clearTimeout(timer);
    stopWatching();
  };
}

/**
 * Runs `task` once the screen's downloads are over (whenNetworkQuiet) and the browser has then painted
 * and is idle (whenIdle): for code fetched ahead of use. Returns the cancel.
 */
export function whenSettled(task: () => void): () => void {
  let cancelIdle = () => {};
  const cancelQuiet = whenNetworkQuiet(() => {
    cancelIdle = whenIdle(task);
  });
  return () => {
    cancelQuiet();
    cancelIdle();
  };
}
