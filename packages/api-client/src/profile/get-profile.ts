import { type Profile, profileReader, type Tenant } from '@prospect/contract';
import type { ApiClient } from '../http';
import { profileKey } from '../read-keys';
import { storageKeys, storeUserData } from '../storage';

export type { Profile, Tenant };

/** The profile plus what the client adds (spec §3): whether an admin is acting as this user. */
export type CurrentUser = Profile & { isImpersonated: boolean; impersonatorEmail: string | null };

/** GET /api/accounts/profile/; also keeps it as `user_data` (spec §3), with the impersonation flags. */
export async function getProfile(client: ApiClient, signal?: AbortSignal): Promise<CurrentUser> {
  const { storage } = client;
  const tokenAsked = storage.getItem(storageKeys.accessToken);
  const userAsked = storage.getItem(storageKeys.username);
  const profile = await client.request(profileKey, { schema: profileReader, signal });
  const current: CurrentUser = {
    ...profile,
    isImpersonated: storage.getItem(storageKeys.isImpersonated) === 'true',
    impersonatorEmail: storage.getItem(storageKeys.impersonatorEmail),
  };
  // An answer that arrives after a logout, or once someone else is signed in (a new sign-in, an
  // impersonation started or stopped), must not write its user into that session. The token is no
  // test of that, a refresh may renew it during the request; the stored username (the email signed in
  // with, or the impersonated user's) is.
  const sameSession =
    tokenAsked !== null &&
    storage.getItem(storageKeys.accessToken) !== null &&
    storage.getItem(storageKeys.username) === userAsked;
  // Never throws: a full storage (a large photo) is no failed sign-in.
  if (sameSession) storeUserData(storage, current);
  return current;
}
