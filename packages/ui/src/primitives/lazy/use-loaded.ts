import { whenSettled } from '@prospect/scheduling';
import { startTransition, useEffect, useState } from 'react';
import type { LoadOnce } from './load-once';

export interface UseLoadedOptions {
  /** Fetch at once (the default), or only once the screen's downloads are over and the browser idle. */
  now?: boolean;
  /** Not asked for while true: a later render with false asks (with `now`'s timing). */
  hold?: boolean;
  /** A change of it is another attempt after a failed download. */
  retryKey?: unknown;
  /**
   * A failed download (offline, the spec's 120 s limit): 'wait' leaves the part unrendered without
   * breaking the screen, until `retryKey` changes; 'throw' hands it to the nearest error boundary, and
   * a new mount tries again.
   */
  onFailure?: 'wait' | 'throw';
}

/**
 * What `source` loads (a dialog's component, a map's chunk), undefined until it has arrived, then by a
 * state update. The one way the design system waits for its lazy parts: no React.lazy, because a
 * Suspense boundary that showed its fallback reveals its content no sooner than 300 ms later (React's
 * reveal throttle), which held the map's first tiles back by that much.
 */
export function useLoaded<T>(
  source: LoadOnce<T>,
  { now = true, hold = false, retryKey, onFailure = 'wait' }: UseLoadedOptions = {},
): T | undefined {
  const [loaded, setLoaded] = useState(() => source.loaded());
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (loaded !== undefined || hold) return;
    let live = true;
    const fetch = () =>
      void source.load().then(
        // A function (a component) would be taken by setState for an updater. The part renders in
        // slices, so a screen's arriving parts do not hold the main thread in one long task.
        (value) => live && startTransition(() => setLoaded(() => value)),
        (error: unknown) => live && onFailure === 'throw' && setFailure({ error }),
      );
    let cancel = () => {};
    if (now) fetch();
    else cancel = whenSettled(fetch);
    return () => {
      live = false;
      cancel();
    };
    // retryKey is read by no code here: a change of it is another attempt.
  }, [source, loaded, now, hold, retryKey, onFailure]);
  if (failure) throw failure.error;
  return loaded;
}
