import { type ApiClient, hasAccessToken, isImpersonating, storageKeys } from '@prospect/api-client';

/**
 * What a tab compares to notice that the account changed under it: signed in or not, as whom (the
 * username, as accounts are named: trimmed, any case), and whether as someone else. A token refresh
 * leaves it as it was. The client's API is the same on both sides, so it is left out.
 */
export function accountState(client: ApiClient): string | null {
  const { storage } = client;
  if (!hasAccessToken(storage)) return null;
  const username = storage.getItem(storageKeys.username)?.trim().toLowerCase() ?? '';
  return `${username}\n${isImpersonating(storage) ? 'impersonating' : 'own'}`;
}
