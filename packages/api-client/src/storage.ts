/**
 * The browser storage keys of spec §3, shared with the original app so sessions survive a migration.
 * `impersonatorRefreshToken` is ours: without it, stopping an impersonation would leave the admin with
 * the impersonated user's refresh token, and the next refresh would silently sign them in as that user.
 */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  username: 'username',
  userData: 'user_data',
  isImpersonated: 'is_impersonated',
  impersonatorEmail: 'impersonator_email',
  impersonatorAccessToken: 'impersonator_access_token',
  impersonatorRefreshToken: 'impersonator_refresh_token',
} as const;

/** The subset of `Storage` the client needs, so tests can pass a Map-backed stand-in. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Forgets everything about the signed-in user, impersonation included. */
export function clearSessionStorage(storage: KeyValueStorage): void {
  for (const key of Object.values(storageKeys)) storage.removeItem(key);
}

/**
 * A `data:` picture longer than this stays out of `user_data`: the contract allows a 5 MB photo, about
 * the whole quota browsers give a site's localStorage. Addresses (http, https) are kept at any length.
 */
export const USER_DATA_PICTURE_MAX_CHARS = 64 * 1024;

type CachedProfile = { profile: { profile_picture?: string | null } };

/**
 * Keeps the profile as `user_data` (spec §3). It is a cache nothing depends on, so it never fails the
 * caller: a large inline picture is left out, and a write the storage refuses (its quota) leaves no
 * `user_data` rather than a stale one.
 */
export function storeUserData(storage: KeyValueStorage, user: CachedProfile): void {
  const picture = user.profile.profile_picture;
  const tooLarge =
    typeof picture === 'string' &&
    picture.startsWith('data:') &&
    picture.length > USER_DATA_PICTURE_MAX_CHARS;
  const cached = tooLarge ? { ...user, profile: { ...user.profile, profile_picture: null } } : user;
  try {
    storage.setItem(storageKeys.userData, JSON.stringify(cached));
  } catch {
    try {
      storage.removeItem(storageKeys.userData);
    } catch {
      // Nothing more to do: the profile itself is still answered to the caller.
    }
  }
}
