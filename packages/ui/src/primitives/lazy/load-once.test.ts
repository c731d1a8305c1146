import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_TIMEOUT_MS, LazyLoadTimeoutError, loadOnce } from './load-once';

afterEach(() => vi.useRealTimers());

const settledYet = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    Promise.resolve('pending'),
  ]);

describe('loadOnce', () => {
  it('downloads once however often it is asked, and keeps what arrived', async () => {
    const load = vi.fn(() => Promise.resolve({ Component: 'x' }));
    const source = loadOnce(load);
    expect(source.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(source.loaded()).toEqual({ Component: 'x' });
    await source.load();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fails with LazyLoadTimeoutError after 120 s without an answer, then tries again', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<string>(() => {}));
    const source = loadOnce(load);
    const pending = source.load();
    vi.advanceTimersByTime(LAZY_LOAD_TIMEOUT_MS - 1);
    expect(await settledYet(pending)).toBe('pending');
    vi.advanceTimersByTime(1);
    await expect(pending).rejects.toBeInstanceOf(LazyLoadTimeoutError);
    void source.load().catch(() => {});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes a download failure through unchanged and does not keep it', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('module');
    const source = loadOnce<string>(load);
    await expect(source.load()).rejects.toBe(failure);
    await expect(source.load()).resolves.toBe('module');
  });
});
