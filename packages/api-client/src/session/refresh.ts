import { isApiError } from '../errors';
import { clearSessionStorage, type KeyValueStorage, storageKeys } from '../storage';

/** Spec §9: no new refresh within 1000 ms of the previous attempt. */
export const REFRESH_GUARD_MS = 1000;

export interface RefreshedTokens {
  access: string;
  refresh?: string | undefined;
}

export interface RefreshCoordinatorOptions {
  storage: KeyValueStorage;
  now: () => number;
  /** POST /api/token/refresh/ without any 401 handling of its own. */
  refresh: (refreshToken: string) => Promise<RefreshedTokens>;
  /** Called once per expiry, after the tokens and username are cleared. */
  onExpired: () => void;
}

export interface RefreshCoordinator {
  /**
   * After a 401 on a request sent with `usedToken`: resolves true when a newer access token is stored
   * (the caller retries once), false when the caller must give up with its 401. Concurrent callers
   * share one refresh; a network failure of the refresh rejects them all with its ApiError.
   */
  renewAfterUnauthorized(usedToken: string): Promise<boolean>;
}

export function createRefreshCoordinator({
  storage,
  now,
  refresh,
  onExpired,
}: RefreshCoordinatorOptions): RefreshCoordinator {
  let inFlight: Promise<boolean> | null = null;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;

  function expire(): false {
    clearSessionStorage(storage);
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
      // The server answered no (or nonsense): the session is over. No answer at all (offline, time-out)
      // is not a verdict on the session, so it stays and the callers see the network error.
      const answered = isApiError(error) && (error.kind === 'http' || error.kind === 'invalid-response');
      if (!answered) throw error;
      // A sign-out or a new sign-in during the refresh is not this session expiring.
      return storage.getItem(storageKeys.refreshToken) === refreshToken ? expire() : false;
    }
    if (storage.getItem(storageKeys.refreshToken) !== refreshToken) return false;
    storage.setItem(storageKeys.accessToken, tokens.access);
    if (tokens.refresh) storage.setItem(storageKeys.refreshToken, tokens.refresh);
    return true;
  }

  return {
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
  };
}
