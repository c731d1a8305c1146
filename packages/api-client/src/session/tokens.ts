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
