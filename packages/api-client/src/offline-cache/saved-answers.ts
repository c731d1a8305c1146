import { createStore, del, get, set } from 'idb-keyval';
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

/** Where the answers are kept: one record per account. */
export interface SavedAnswersStore {
  read(owner: string): Promise<SavedAnswer[] | undefined>;
  write(owner: string, answers: SavedAnswer[]): Promise<void>;
  remove(owner: string): Promise<void>;
}

export interface SavedAnswer {
  key: string;
  data: unknown;
  /** Epoch milliseconds of the read that brought it. */
  savedAt: number;
}

export function indexedDbAnswersStore(databaseName = 'prospect-answers'): SavedAnswersStore {
  const store = createStore(databaseName, 'answers');
  return {
    read: (owner) => get<SavedAnswer[]>(owner, store),
    write: (owner, answers) => set(owner, answers, store),
    remove: (owner) => del(owner, store),
  };
}

export interface SavedAnswersCache {
  /** For `<SWRConfig value={{ provider }}>`: the cache, filled with what was kept. */
  provider: () => Cache;
  /** Whether a screen shows a kept answer its refresh failed to replace (no network, server down). */
  isShowingSavedAnswers(): boolean;
  subscribe(listener: () => void): () => void;
  /** Writes what is pending now (page hidden). */
  flush(): Promise<void>;
}

/** A read that failed for want of a server, not because of what was asked. */
const unreachable = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || (error.status !== null && error.status >= 500));

/**
 * An SWR cache that starts with the answers kept for `owner()` and keeps them as they change (at most
 * every `delayMs`). When the account changes, the app clears the cache, so nothing crosses accounts.
 */
export async function openSavedAnswersCache({
  owner,
  store = indexedDbAnswersStore(),
  keep = keptAnswer,
  delayMs = 800,
}: {
  owner: () => string | null;
  store?: SavedAnswersStore;
  keep?: (key: string) => boolean;
  delayMs?: number;
}): Promise<SavedAnswersCache> {
  const map = new Map<string, State>();
  const savedAt = new Map<string, number>();
  const who = owner();
  let lastOwner = who;
  if (who) {
    try {
      for (const answer of (await store.read(who)) ?? []) {
        map.set(answer.key, { data: answer.data });
        savedAt.set(answer.key, answer.savedAt);
      }
    } catch (error) {
      console.warn('[api-client] the answers kept on this device could not be read', error);
    }
  }

  const listeners = new Set<() => void>();
  let showingSaved = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function recompute() {
    let stale = false;
    for (const state of map.values()) {
      if (state.data !== undefined && unreachable(state.error)) stale = true;
    }
    if (stale === showingSaved) return;
    showingSaved = stale;
    for (const listener of [...listeners]) listener();
  }

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    const current = owner();
    // Signed out: what was kept for that account goes too (its writes stay in the outbox).
    if (!current) {
      if (lastOwner) await store.remove(lastOwner).catch(() => undefined);
      lastOwner = null;
      return;
    }
    lastOwner = current;
    const answers: SavedAnswer[] = [];
    for (const [key, state] of map) {
      if (state.data === undefined || !keep(key)) continue;
      answers.push({ key, data: state.data, savedAt: savedAt.get(key) ?? Date.now() });
    }
    try {
      if (answers.length === 0) await store.remove(current);
      else await store.write(current, answers);
    } catch (error) {
      console.warn('[api-client] the answers could not be kept on this device', error);
    }
  }

  function schedule() {
    if (timer === undefined) timer = setTimeout(() => void flush(), delayMs);
  }

  const cache: Cache = {
    keys: () => map.keys(),
    get: (key) => map.get(key),
    set(key, value) {
      const before = map.get(key);
      map.set(key, value);
      if (value.data !== before?.data && value.data !== undefined) savedAt.set(key, Date.now());
      recompute();
      if (keep(key) && value.data !== before?.data) schedule();
    },
    delete(key) {
      map.delete(key);
      savedAt.delete(key);
      recompute();
      if (keep(key)) schedule();
    },
  };

  return {
    provider: () => cache,
    isShowingSavedAnswers: () => showingSaved,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    flush,
  };
}
