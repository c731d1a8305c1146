/** The browser storage keys of spec §3, shared with the original app so sessions survive a migration. */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  username: 'username',
  userData: 'user_data',
  isImpersonated: 'is_impersonated',
  impersonatorEmail: 'impersonator_email',
  impersonatorAccessToken: 'impersonator_access_token',
} as const;

/** The subset of `Storage` the client needs, so tests can pass a Map-backed stand-in. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
