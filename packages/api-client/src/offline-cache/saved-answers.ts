import { createStore, del, entries, promisifyRequest, set } from 'idb-keyval';
import type { Cache, State } from 'swr';
import { isApiError } from '../errors';
import { keysStartingWith } from '../swr';

/**
 * The answers the agent last saw, kept on the device so the territory shows after a reload without
 * network: zones, sectors with their streets and polygons, notes, favourites, events, profile,
 * stats and the streets' doors. Never the admin's list of users, and never another account's answers.
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
    // A street's doors (optional extension); nothing else is read under the streets' address.
    '/api/accounts/streets/',
  ].some((prefix) => keysStartingWith(prefix)(key));

/**
 * Where the answers are kept: one record per account and answer, each written as soon as it arrives,
 * so a page left a moment after a read still has it next time.
 */
export interface SavedAnswersStore {
  readAll(owner: string): Promise<SavedAnswer[]>;
  put(owner: string, answer: SavedAnswer): Promise<void>;
  remove(owner: string, key: string): Promise<void>;
  /** Removes the answers of every account but `owners` (none: every answer goes). */
  keepOnly(owners: readonly string[]): Promise<void>;
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
/** The account a record was kept for; null for a record this module did not write. */
const ownerOfRecord = (record: IDBValidKey): string | null => {
  if (typeof record !== 'string') return null;
  const end = record.indexOf('\n');
  return end < 0 ? null : record.slice(0, end);
};

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
    // One transaction: an answer put by another tab meanwhile is either seen by the cursor or comes
    // after the removal, never slips between reading the keys and deleting them.
    keepOnly: (owners) =>
      store('readwrite', (answers) => {
        const stay = new Set(owners);
        const cursor = answers.openKeyCursor();
        cursor.onsuccess = () => {
          const position = cursor.result;
          if (!position) return;
          const recordOwner = ownerOfRecord(position.primaryKey);
          if (recordOwner === null || !stay.has(recordOwner)) answers.delete(position.primaryKey);
          position.continue();
        };
        return promisifyRequest(answers.transaction);
      }),
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
  /**
   * The account changed (or may have): removes what was kept for any account but those `accounts`
   * names now, after the writes already queued, so none of them brings an answer back. Resolves once
   * done.
   */
  forgetOtherAccounts(): Promise<void>;
}

/** A read that failed for want of a server, not because of what was asked. */
const unreachable = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || (error.status !== null && error.status >= 500));

/**
 * An SWR cache that starts with the answers kept for `owner()` and keeps each one as it arrives. When
 * the account changes, the app clears the cache, so nothing crosses accounts in memory; on the device,
 * the answers of every account but `accounts()` go at the first write that sees the change, or when
 * the app says so (`forgetOtherAccounts`).
 */
export async function openSavedAnswersCache({
  owner,
  accounts = () => {
    const current = owner();
    return current ? [current] : [];
  },
  store = indexedDbAnswersStore(),
  keep = keptAnswer,
}: {
  owner: () => string | null;
  /**
   * The accounts whose answers may stay on the device: the one signed in, and, while it acts as
   * someone else, the admin it goes back to. By default the owner alone.
   */
  accounts?: () => readonly string[];
  store?: SavedAnswersStore;
  keep?: (key: string) => boolean;
}): Promise<SavedAnswersCache> {
  const map = new Map<string, State>();
  // The account each answer in memory was read for: dropping an answer of the account before, as a
  // change of account clears the cache, must not remove the new account's copy of it from the device.
  const readFor = new Map<string, string>();
  let lastOwner = owner();
  if (lastOwner) {
    try {
      for (const answer of await store.readAll(lastOwner)) {
        map.set(answer.key, { data: answer.data });
        readFor.set(answer.key, lastOwner);
      }
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

  /** Only the accounts signed in now keep answers here; their queued writes stay in the outbox. */
  function forgetOthers() {
    const current = owner();
    const stay = new Set(accounts());
    if (current) stay.add(current);
    keepWrite((kept) => kept.keepOnly([...stay]));
  }

  function save(key: string, data: unknown) {
    const current = owner();
    if (current !== lastOwner) {
      lastOwner = current;
      forgetOthers();
    }
    if (!current) {
      readFor.delete(key);
      return;
    }
    if (data !== undefined) {
      readFor.set(key, current);
      keepWrite((kept) => kept.put(current, { key, data, savedAt: Date.now() }));
      return;
    }
    const ownAnswer = readFor.get(key) === current;
    readFor.delete(key);
    if (ownAnswer) keepWrite((kept) => kept.remove(current, key));
  }

  // A page closed in the middle of a change of account may have left another account's answers.
  forgetOthers();

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
    forgetOtherAccounts() {
      lastOwner = owner();
      forgetOthers();
      return writes.then(() => undefined);
    },
  };
}
