import {
  type ApiClient,
  isImpersonating,
  type KeyValueStorage,
  sessionAccount,
  storageKeys,
} from '@prospect/api-client';

/** The storage as the admin's own session was before the impersonation, read-only. */
function impersonatorSession(storage: KeyValueStorage): KeyValueStorage {
  const asAdmin: Partial<Record<string, string>> = {
    [storageKeys.accessToken]: storageKeys.impersonatorAccessToken,
    [storageKeys.username]: storageKeys.impersonatorEmail,
  };
  return {
    getItem: (key) => storage.getItem(asAdmin[key] ?? key),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}

/**
 * The accounts the device may keep answers for (as the outbox and the read cache name them: API and
 * username): the one signed in and, while an admin acts as someone else, that admin, whose session is
 * kept to go back to. Both are read the same way, so they name the same account the same way.
 */
export function accountsOnDevice(client: ApiClient): string[] {
  const accounts: string[] = [];
  const current = sessionAccount(client.storage, client.baseUrl);
  if (current) accounts.push(current);
  if (isImpersonating(client.storage)) {
    const admin = sessionAccount(impersonatorSession(client.storage), client.baseUrl);
    if (admin && admin !== current) accounts.push(admin);
  }
  return accounts;
}
