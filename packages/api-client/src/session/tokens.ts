import { clearSessionStorage, type KeyValueStorage, storageKeys } from '../storage';

export interface IssuedTokens {
  access: string;
  refresh?: string | undefined;
}

/**
 * A new sign-in (password, registration, Google): what was stored before, an unfinished impersonation
 * included, is forgotten, then the tokens and the username (the email) are kept.
 */
export function storeSignIn(storage: KeyValueStorage, tokens: IssuedTokens, username: string): void {
  clearSessionStorage(storage);
  storage.setItem(storageKeys.accessToken, tokens.access);
  if (tokens.refresh) storage.setItem(storageKeys.refreshToken, tokens.refresh);
  storage.setItem(storageKeys.username, username);
}

export const hasAccessToken = (storage: KeyValueStorage): boolean =>
  storage.getItem(storageKeys.accessToken) !== null;

export const isImpersonating = (storage: KeyValueStorage): boolean =>
  storage.getItem(storageKeys.isImpersonated) === 'true';

/**
 * Who is signed in, on which API: the base URL and the username (impersonation included). A token
 * refresh keeps it; a sign-in as someone else or an impersonation changes it. Null while signed out.
 */
export function sessionAccount(storage: KeyValueStorage, baseUrl: string): string | null {
  const token = storage.getItem(storageKeys.accessToken);
  const username = storage.getItem(storageKeys.username);
  return token && username ? `${baseUrl}|${username.trim().toLowerCase()}` : null;
}
