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
