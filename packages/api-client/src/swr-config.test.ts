import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { isRetryable, MAX_ERROR_RETRIES, retryDelayMs, swrConfig } from './swr-config';

afterEach(() => vi.useRealTimers());

const http = (status: number) => new ApiError('http', { status });

describe('isRetryable', () => {
  it('never retries 401, 403 or a cancelled request', () => {
    expect([http(401), http(403), new ApiError('cancelled')].map(isRetryable)).toEqual([false, false, false]);
  });

  it('retries server errors, network failures, time-outs and bad answers', () => {
    const errors = [
      http(500),
      http(503),
      new ApiError('network'),
      new ApiError('timeout'),
      new ApiError('invalid-response'),
    ];
    expect(errors.map(isRetryable)).toEqual([true, true, true, true, true]);
  });
});

describe('swrConfig.onErrorRetry', () => {
  // Only what onErrorRetry reads from SWR's configuration.
  type RetryConfig = Parameters<typeof swrConfig.onErrorRetry>[2];
  const retry = (error: unknown, retryCount: number, online: () => boolean = () => true) => {
    const revalidate = vi.fn();
    const config = { isOnline: online } as unknown as RetryConfig;
    swrConfig.onErrorRetry(error, '/api/accounts/zones/', config, revalidate, { retryCount, dedupe: true });
    return revalidate;
  };

  it('backs off 1 s, 2 s, 4 s, then stops', () => {
    vi.useFakeTimers();
    expect([1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, 4000]);
    for (let retryCount = 1; retryCount <= MAX_ERROR_RETRIES; retryCount += 1) {
      const revalidate = retry(http(500), retryCount);
      vi.advanceTimersByTime(retryDelayMs(retryCount) - 1);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledWith({ retryCount });
    }
    const beyond = retry(http(500), MAX_ERROR_RETRIES + 1);
    vi.runAllTimers();
    expect(beyond).not.toHaveBeenCalled();
  });

  it('does not retry a 401 or a 403', () => {
    vi.useFakeTimers();
    const revalidates = [retry(http(401), 1), retry(http(403), 1)];
    vi.runAllTimers();
    for (const revalidate of revalidates) expect(revalidate).not.toHaveBeenCalled();
  });

  it('does not retry while offline, nor when the network drops before the retry', () => {
    vi.useFakeTimers();
    const offline = retry(new ApiError('network'), 1, () => false);
    let online = true;
    const dropped = retry(new ApiError('network'), 1, () => online);
    online = false;
    vi.runAllTimers();
    expect(offline).not.toHaveBeenCalled();
    expect(dropped).not.toHaveBeenCalled();
  });

  it('refetches on reconnection rather than while offline', () => {
    expect(swrConfig).toMatchObject({ revalidateOnReconnect: true, refreshWhenOffline: false });
    expect(swrConfig.shouldRetryOnError(http(403))).toBe(false);
  });
});
