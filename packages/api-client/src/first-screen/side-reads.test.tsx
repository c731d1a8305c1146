import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { ApiClientProvider } from '../context';
import { createApiClient } from '../http';
import { memoryStorage } from '../storage';
import { useApiQuery } from '../swr';
import { askAfterRelease, holdSideReads, resetSideReads, sideReadsHeld } from './side-reads';

afterEach(resetSideReads);

describe('side reads', () => {
  it('are not held unless the app holds them', () => {
    const ask = vi.fn();
    askAfterRelease('/api/a/', ask);
    expect(sideReadsHeld()).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks for each held key once after the release, one key per task', async () => {
    const release = holdSideReads();
    const order: string[] = [];
    askAfterRelease('/api/a/', () => order.push('a1'));
    askAfterRelease('/api/a/', () => order.push('a2'));
    askAfterRelease('/api/b/', () => order.push('b'));
    const cancel = askAfterRelease('/api/c/', () => order.push('c'));
    cancel();
    expect(order).toEqual([]);
    release();
    // The first key in the release's own task, the next in a later one.
    expect(order).toEqual(['a1']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['a1', 'b']);
    // Released: later reads are asked for at once, and a second release does nothing.
    askAfterRelease('/api/d/', () => order.push('d'));
    release();
    expect(order).toEqual(['a1', 'b', 'd']);
  });
});

describe("useApiQuery's 'beside' timing", () => {
  const key = '/api/doors/';
  function setup(cached: unknown) {
    const answers: unknown[] = [['fresh']];
    const fetch = vi.fn(async () => answers.shift() ?? ['again']);
    const cache = new Map<string, unknown>();
    if (cached !== undefined) cache.set(key, { data: cached });
    const client = createApiClient({ baseUrl: 'http://api.test', storage: memoryStorage() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </SWRConfig>
    );
    return { fetch, wrapper };
  }

  it('shows the kept answer and asks again only once released', async () => {
    const release = holdSideReads();
    const { fetch, wrapper } = setup(['kept']);
    const { result } = await renderHook(() => useApiQuery(key, fetch, undefined, 'beside').data, { wrapper });
    expect(result.current).toEqual(['kept']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    release();
    await expect.poll(() => result.current).toEqual(['fresh']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks at once when nothing is kept, or for a read of the screen itself', async () => {
    holdSideReads();
    const nothingKept = setup(undefined);
    const first = await renderHook(() => useApiQuery(key, nothingKept.fetch, undefined, 'beside').data, {
      wrapper: nothingKept.wrapper,
    });
    await expect.poll(() => first.result.current).toEqual(['fresh']);
    const own = setup(['kept']);
    const second = await renderHook(() => useApiQuery(key, own.fetch).data, { wrapper: own.wrapper });
    await expect.poll(() => second.result.current).toEqual(['fresh']);
  });
});
