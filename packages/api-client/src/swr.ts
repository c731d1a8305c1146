import { useEffect, useState } from 'react';
import useSWR, { type ScopedMutator, type SWRConfiguration, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from './context';
import type { ApiError } from './errors';
import { askAfterRelease, sideReadsHeld } from './first-screen/side-reads';
import type { ApiClient } from './http';

/** A cache key, or a test over cache keys (a family: every month of events, every sector). */
export type KeyOrFilter = string | ((key: unknown) => boolean);

/** Every cached key that starts with `prefix`. */
export const keysStartingWith =
  (prefix: string) =>
  (key: unknown): boolean =>
    typeof key === 'string' && key.startsWith(prefix);

/** Refetches what a write changed, for the screens showing it; nothing waits for it. */
export function revalidate(mutate: ScopedMutator, keys: KeyOrFilter[]): void {
  for (const key of keys) void mutate(key);
}

/**
 * Drops every cached answer when the user changes: another user's data must never show. With `refetch`
 * (a switch to another user) the answers on screen are fetched again; without (a sign-out) they are not.
 */
export function clearCache(
  mutate: ScopedMutator,
  { refetch = false }: { refetch?: boolean } = {},
): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: refetch });
}

/**
 * `useSWRMutation` over one endpoint: `trigger(arg)` runs the call, then `afterSuccess` revalidates the
 * keys it changed. Mutation keys read 'METHOD /path/' so they never match a read key or its prefix.
 */
export function useApiMutation<Arg, Data>(
  key: string,
  run: (client: ApiClient, arg: Arg) => Promise<Data>,
  afterSuccess?: (mutate: ScopedMutator, data: Data, arg: Arg) => void,
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<Data, ApiError, string, Arg>(key, async (_key, { arg }) => {
    const data = await run(client, arg);
    afterSuccess?.(mutate, data, arg);
    return data;
  });
}

/**
 * When a read is asked for: 'now', or 'beside' the page's first screen, for what a screen shows next
 * to its main content (first-screen/side-reads.ts): an answer on the device shows, and is asked for
 * again once the screen's downloads are over.
 */
export type ReadTiming = 'now' | 'beside';

/**
 * `useSWR` over one endpoint; a null key waits (no request) until what it needs is known. `options`
 * override the app's SWR configuration for this read only.
 */
export function useApiQuery<Data>(
  key: string | null,
  fetch: (client: ApiClient) => Promise<Data>,
  options?: SWRConfiguration<Data, ApiError>,
  timing: ReadTiming = 'now',
) {
  const client = useApiClient();
  const { cache } = useSWRConfig();
  // The key whose first ask waits, fixed at mount: another key later is asked for as usual.
  const [heldKey] = useState(() =>
    timing === 'beside' && key !== null && sideReadsHeld() && cache.get(key)?.data !== undefined ? key : null,
  );
  const held = key !== null && key === heldKey;
  const swr = useSWR<Data, ApiError>(
    key,
    () => fetch(client),
    held ? { ...options, revalidateOnMount: false } : options,
  );
  const { mutate } = swr;
  useEffect(() => {
    if (!held || heldKey === null) return;
    return askAfterRelease(heldKey, () => void mutate());
  }, [held, heldKey, mutate]);
  return swr;
}
