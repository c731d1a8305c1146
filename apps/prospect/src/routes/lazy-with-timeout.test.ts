import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, LAZY_CHUNK_TIMEOUT_MS, lazyWithTimeout } from './lazy-with-timeout';

afterEach(() => vi.useRealTimers());

describe('lazyWithTimeout', () => {
  it('resolves with the module when it arrives in time', async () => {
    const load = lazyWithTimeout(() => Promise.resolve({ Component: 'x' }));
    await expect(load()).resolves.toEqual({ Component: 'x' });
  });

  it('fails with ChunkLoadTimeoutError after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const pending = lazyWithTimeout(() => new Promise(() => {}))();
    vi.advanceTimersByTime(LAZY_CHUNK_TIMEOUT_MS - 1);
    const early = await Promise.race([
      pending.then(
        () => 'settled',
        () => 'settled',
      ),
      Promise.resolve('pending'),
    ]);
    expect(early).toBe('pending');
    vi.advanceTimersByTime(1);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes a download failure through unchanged', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(lazyWithTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
