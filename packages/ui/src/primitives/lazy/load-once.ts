import { trackSettlement } from './track-settlement';

/** Spec §2 Other: a lazily loaded part (a screen, the map, a dialog) that has not arrived after 120 s has failed. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

export class LazyLoadTimeoutError extends Error {
  constructor() {
    super('lazy-load-timeout');
    this.name = 'LazyLoadTimeoutError';
  }
}

export interface LoadOnce<T> {
  /** Starts (or joins) the download. A failure, time-out included, is not kept: the next call tries again. */
  load: () => Promise<T>;
  /** What arrived, once it has. */
  loaded: () => T | undefined;
}

/**
 * The one lazy loader of the app: routes, the map chunk and dialogs go through it, so each shares one
 * download however often it is asked for, and a stalled one ends in an error instead of hanging.
 */
export function loadOnce<T>(load: () => Promise<T>, timeoutMs = LAZY_LOAD_TIMEOUT_MS): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  let arrived = false;
  const start = () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new LazyLoadTimeoutError()), timeoutMs);
      load().then(
        (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  return {
    load: () => {
      // Marked as settled (trackSettlement), so a render may `use` it every time, arrived or not.
      loading ??= trackSettlement(
        start().then(
          (result) => {
            value = result;
            arrived = true;
            return result;
          },
          (error: unknown) => {
            loading = undefined;
            throw error;
          },
        ),
      );
      return loading;
    },
    loaded: () => (arrived ? value : undefined),
  };
}
