import type { SWRConfiguration } from 'swr';
import { isApiError } from './errors';

/** At most this many retries of a failed read, then the screen keeps its error state. */
export const MAX_ERROR_RETRIES = 3;

/** 1 s, 2 s, 4 s…, capped at 8 s. No jitter: every device has its own moment anyway. */
export const retryDelayMs = (retryCount: number): number => Math.min(1000 * 2 ** (retryCount - 1), 8000);

/**
 * 401 and 403 never change by asking again (the session layer has already refreshed once), nor does a
 * cancelled request; anything else (network, time-out, 5xx, a bad answer) may.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'cancelled') return false;
  return error.status !== 401 && error.status !== 403;
}

/**
 * What the app passes to `<SWRConfig value={swrConfig}>`. Reads retry with a bounded back-off; nothing
 * revalidates while offline (SWR refetches on reconnection instead), so going offline causes no storm.
 */
export const swrConfig = {
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  refreshWhenOffline: false,
  shouldRetryOnError: isRetryable,
  errorRetryCount: MAX_ERROR_RETRIES,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (!isRetryable(error) || retryCount > MAX_ERROR_RETRIES || !config.isOnline()) return;
    setTimeout(() => {
      if (config.isOnline()) void revalidate({ retryCount });
    }, retryDelayMs(retryCount));
  },
} satisfies SWRConfiguration;
