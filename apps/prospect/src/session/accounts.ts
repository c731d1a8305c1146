import {
  type ApiClient,
  isImpersonating,
  type KeyValueStorage,
  sessionOwner,
  storageKeys,
} from '@prospect/api-client';

/** Who is signed in, as the outbox scopes its writes (API origin and username); null when nobody is. */
export const signedInAccount = (client: ApiClient): string | null => sessionOwner(client)();

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
 * The accounts the device may keep answers for: the one signed in and, while an admin acts as someone
 * else, that admin, whose session is kept to go back to. Read the way the signed-in account is, so
 * both name the same account the same way.
 */
export function accountsOnDevice(client: ApiClient): string[] {
  const accounts: string[] = [];
  const current = signedInAccount(client);
  if (current) accounts.push(current);
  if (isImpersonating(client.storage)) {
    const admin = sessionOwner({ ...client, storage: impersonatorSession(client.storage) })();
    if (admin && admin !== current) accounts.push(admin);
  }
  return accounts;
}
