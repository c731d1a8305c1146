import { isApiError } from '../errors';
import { clearSessionStorage, type KeyValueStorage, storageKeys } from '../storage';

/** Spec §9: no new refresh within 1000 ms of the previous attempt. */
export const REFRESH_GUARD_MS = 1000;

/** SimpleJWT refuses a dead refresh token with 401 and a malformed request with 400. */
export const isRefreshRefusal = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && (error.status === 400 || error.status === 401);

export interface RefreshedTokens {
  access: string;
  refresh?: string | undefined;
}

/** The Web Locks name every tab of the app takes before refreshing (they share one localStorage). */
export const REFRESH_LOCK_NAME = 'prospect-token-refresh';

/** The part of the Web Locks API (`navigator.locks`) the refresh needs; Node tests pass their own. */
export interface RefreshLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** `navigator.locks` where the platform has it (browsers, Node 22+), else null. */
export function platformLockManager(): RefreshLockManager | null {
  const locks = globalThis.navigator?.locks;
  if (!locks) return null;
  return { request: (name, callback) => locks.request(name, () => callback()) };
}

export interface RefreshCoordinatorOptions {
  storage: KeyValueStorage;
  now: () => number;
  /**
   * Serialises refreshes across tabs: with rotating refresh tokens, two tabs refreshing with the same
   * token would see the second refused and end the session. Null: this tab alone (no coordination).
   */
  locks: RefreshLockManager | null;
  /** POST /api/token/refresh/ without any 401 handling of its own. */
  refresh: (refreshToken: string) => Promise<RefreshedTokens>;
  /** Called once per expiry, after the session storage is cleared. */
  onExpired: () => void;
}

/** Spec §4's session rules after a 401: the shared refresh, and when the session is over. */
export interface RefreshCoordinator {
  /**
   * The given storage, which the client hands out as `client.storage`: an access token stored through
   * it (sign-in, impersonation, refresh) ends a signed-out period, so the next expiry is signalled again.
   */
  readonly storage: KeyValueStorage;
  /**
   * After a 401 on a request sent with `usedToken`: resolves true when a newer access token is stored
   * (the caller retries once), false when the caller must give up with its 401. Concurrent callers
   * share one refresh; a refresh that fails without being refused (no answer, a time-out, a 5xx, a
   * garbled answer) rejects them all with its ApiError and keeps the session.
   */
  renewAfterUnauthorized(usedToken: string): Promise<boolean>;
  /**
   * After a 401 on a request that needed a session and was sent without any access token (tokens
   * removed meanwhile, a page opened signed out): the session is over. Clears the storage and signals
   * the expiry, once per signed-out period however many such 401s come back.
   */
  unauthorizedWithoutToken(): void;
}

export function createRefreshCoordinator({
  storage: givenStorage,
  now,
  locks,
  refresh,
  onExpired,
}: RefreshCoordinatorOptions): RefreshCoordinator {
  let inFlight: Promise<boolean> | null = null;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  // Set by an expiry, reset by the next stored access token: one signal per signed-out period.
  let expirySignalled = false;

  const storage: KeyValueStorage = {
    getItem: (key) => givenStorage.getItem(key),
    setItem: (key, value) => {
      givenStorage.setItem(key, value);
      if (key === storageKeys.accessToken) expirySignalled = false;
    },
    removeItem: (key) => givenStorage.removeItem(key),
  };

  function expire(): false {
    clearSessionStorage(storage);
    expirySignalled = true;
    onExpired();
    return false;
  }

  /** A newer access token than `usedToken` is stored (another tab, or this one, refreshed): retry. */
  const renewedSince = (usedToken: string): boolean => {
    const current = storage.getItem(storageKeys.accessToken);
    return current !== null && current !== usedToken;
  };

  async function attempt(usedToken: string): Promise<boolean> {
    // Another tab may have refreshed while this one waited for the lock: its new pair is used as it
    // is, since refreshing again with a rotated-out token would be refused.
    if (storage.getItem(storageKeys.accessToken) === null) return false;
    if (renewedSince(usedToken)) return true;
    const refreshToken = storage.getItem(storageKeys.refreshToken);
    if (!refreshToken) return expire();
    let tokens: RefreshedTokens;
    try {
      tokens = await refresh(refreshToken);
    } catch (error) {
      // Only a refusal ends the session. Anything else (offline, a time-out, a 502 from a proxy, a
      // garbled answer) is no verdict on it: the tokens stay, the callers fail with that error (which
      // their screens show and SWR retries) and a later 401 may try again.
      if (!isRefreshRefusal(error)) throw error;
      // The refresh token changed meanwhile (a sign-out, a new sign-in, a tab without locks that
      // refreshed first): not this session expiring.
      if (storage.getItem(storageKeys.refreshToken) !== refreshToken) return renewedSince(usedToken);
      return expire();
    }
    if (storage.getItem(storageKeys.refreshToken) !== refreshToken) return renewedSince(usedToken);
    storage.setItem(storageKeys.accessToken, tokens.access);
    // A rotating server answers a new refresh token too; the old one is no longer accepted.
    if (tokens.refresh) storage.setItem(storageKeys.refreshToken, tokens.refresh);
    return true;
  }

  /** `run` while holding the cross-tab refresh lock; without a lock manager (or if it fails), directly. */
  function underRefreshLock(run: () => Promise<boolean>): Promise<boolean> {
    if (!locks) return run();
    let granted = false;
    const held = () => {
      granted = true;
      return run();
    };
    let request: Promise<boolean>;
    try {
      request = locks.request(REFRESH_LOCK_NAME, held);
    } catch {
      return run();
    }
    return request.catch((error: unknown) => {
      if (granted) throw error;
      return run();
    });
  }

  return {
    storage,
    renewAfterUnauthorized(usedToken) {
      const current = storage.getItem(storageKeys.accessToken);
      if (current === null) return Promise.resolve(false);
      // Someone refreshed while this request was on its way: retry with the new token.
      if (current !== usedToken) return Promise.resolve(true);
      if (inFlight) return inFlight;
      if (now() - lastAttemptAt < REFRESH_GUARD_MS) return Promise.resolve(false);
      lastAttemptAt = now();
      inFlight = underRefreshLock(() => attempt(usedToken)).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    unauthorizedWithoutToken() {
      // Already announced; or someone signed in since the request left, and that session is not over.
      if (expirySignalled || storage.getItem(storageKeys.accessToken) !== null) return;
      expire();
    },
  };
}
