import { createStore, del, delMany, entries, keys, set } from 'idb-keyval';
import type { Cache, State } from 'swr';
import { isApiError } from '../errors';
import { keysStartingWith } from '../swr';

/**
 * The answers the agent last saw, kept on the device so the territory shows after a reload without
 * network: zones, sectors with their streets and polygons, notes, favourites, events, profile and
 * stats. Never the admin's list of users, and never another account's answers.
 */
export const keptAnswer = (key: string): boolean =>
  [
    '/api/accounts/zones/',
    '/api/accounts/sectors/',
    '/api/accounts/favorites/',
    '/api/accounts/events/',
    '/api/accounts/profile/',
    '/api/progress/stats/',
    '/api/user/zones',
    '/api/house-notes/',
  ].some((prefix) => keysStartingWith(prefix)(key));

/**
 * Where the answers are kept: one record per account and answer, each written as soon as it arrives,
 * so a page left a moment after a read still has it next time.
 */
export interface SavedAnswersStore {
  readAll(owner: string): Promise<SavedAnswer[]>;
  put(owner: string, answer: SavedAnswer): Promise<void>;
  remove(owner: string, key: string): Promise<void>;
  removeAll(owner: string): Promise<void>;
}

export interface SavedAnswer {
  key: string;
  data: unknown;
  /** Epoch milliseconds of the read that brought it. */
  savedAt: number;
}

const recordKey = (owner: string, key: string) => `${owner}\n${key}`;
const ownedBy = (owner: string) => (record: IDBValidKey) =>
  typeof record === 'string' && record.startsWith(`${owner}\n`);

export function indexedDbAnswersStore(databaseName = 'prospect-answers'): SavedAnswersStore {
  const store = createStore(databaseName, 'answers');
  return {
    async readAll(owner) {
      const mine = ownedBy(owner);
      return (await entries<IDBValidKey, SavedAnswer>(store))
        .filter(([record]) => mine(record))
        .map(([, answer]) => answer);
    },
    put: (owner, answer) => set(recordKey(owner, answer.key), answer, store),
    remove: (owner, key) => del(recordKey(owner, key), store),
    async removeAll(owner) {
      await delMany((await keys(store)).filter(ownedBy(owner)), store);
    },
  };
}

export interface SavedAnswersCache {
  /** For `<SWRConfig value={{ provider }}>`: the cache, filled with what was kept. */
  provider: () => Cache;
  /** Whether a screen shows a kept answer its refresh failed to replace (no network, server down). */
  isShowingSavedAnswers(): boolean;
  subscribe(listener: () => void): () => void;
  /** Resolves once every answer received so far is kept. */
  flush(): Promise<void>;
}

/** A read that failed for want of a server, not because of what was asked. */
const unreachable = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || (error.status !== null && error.status >= 500));

/**
 * An SWR cache that starts with the answers kept for `owner()` and keeps each one as it arrives. When
 * the account changes, the app clears the cache, so nothing crosses accounts.
 */
export async function openSavedAnswersCache({
  owner,
  store = indexedDbAnswersStore(),
  keep = keptAnswer,
}: {
  owner: () => string | null;
  store?: SavedAnswersStore;
  keep?: (key: string) => boolean;
}): Promise<SavedAnswersCache> {
  const map = new Map<string, State>();
  let lastOwner = owner();
  if (lastOwner) {
    try {
      for (const answer of await store.readAll(lastOwner)) map.set(answer.key, { data: answer.data });
    } catch (error) {
      console.warn('[api-client] the answers kept on this device could not be read', error);
    }
  }

  const listeners = new Set<() => void>();
  let showingSaved = false;
  let writes: Promise<unknown> = Promise.resolve();

  function recompute() {
    let stale = false;
    for (const state of map.values()) {
      if (state.data !== undefined && unreachable(state.error)) stale = true;
    }
    if (stale === showingSaved) return;
    showingSaved = stale;
    for (const listener of [...listeners]) listener();
  }

  /** Writes run one after another, so a removal never overtakes the write it follows. */
  function keepWrite(write: (store: SavedAnswersStore) => Promise<void>) {
    writes = writes
      .then(() => write(store))
      .catch((error: unknown) =>
        console.warn('[api-client] the answers could not be kept on this device', error),
      );
  }

  function save(key: string, data: unknown) {
    const current = owner();
    if (!current) {
      // Signed out: what was kept for that account goes (its writes stay in the outbox).
      const previous = lastOwner;
      lastOwner = null;
      if (previous) keepWrite((kept) => kept.removeAll(previous));
      return;
    }
    lastOwner = current;
    if (data === undefined) keepWrite((kept) => kept.remove(current, key));
    else keepWrite((kept) => kept.put(current, { key, data, savedAt: Date.now() }));
  }

  const cache: Cache = {
    keys: () => map.keys(),
    get: (key) => map.get(key),
    set(key, value) {
      const before = map.get(key);
      map.set(key, value);
      recompute();
      if (keep(key) && value.data !== before?.data) save(key, value.data);
    },
    delete(key) {
      map.delete(key);
      recompute();
      if (keep(key)) save(key, undefined);
    },
  };

  return {
    provider: () => cache,
    isShowingSavedAnswers: () => showingSaved,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    flush: () => writes.then(() => undefined),
  };
}
