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

export interface RefreshCoordinatorOptions {
  storage: KeyValueStorage;
  now: () => number;
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

  async function attempt(): Promise<boolean> {
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
      // A sign-out or a new sign-in during the refresh is not this session expiring.
      return storage.getItem(storageKeys.refreshToken) === refreshToken ? expire() : false;
    }
    if (storage.getItem(storageKeys.refreshToken) !== refreshToken) return false;
    storage.setItem(storageKeys.accessToken, tokens.access);
    if (tokens.refresh) storage.setItem(storageKeys.refreshToken, tokens.refresh);
    return true;
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
      inFlight = attempt().finally(() => {
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
