/** A promise marked the way React's `use` reads one it has already seen (React writes the same fields). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks `promise` (the same object) with its settlement, as React does on the promises `use` meets. A
 * render that calls `use` with a settled, marked promise goes on at once; an unmarked one suspends once,
 * even settled. So a caller can always call `use` on its promise, never `ready ?? use(promise)`: a
 * render replayed after suspending must call the same hooks and `use`s as the attempt it replays, and
 * one that skipped `use` there met React error #467 ("update hook called on initial render").
 */
export function trackSettlement<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status !== undefined) return promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** What a marked promise fulfilled with, else undefined (pending, failed or never marked). */
export function settledValue<T>(promise: Promise<T>): T | undefined {
  const tracked = promise as Tracked<T>;
  return tracked.status === 'fulfilled' ? tracked.value : undefined;
}
