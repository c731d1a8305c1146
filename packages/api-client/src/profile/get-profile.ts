import * as z from 'zod/mini';
import { idSchema, roleSchema } from '../entities';
import type { ApiClient } from '../http';
import { storageKeys } from '../storage';
import { useApiQuery } from '../swr';

export const tenantSchema = z.object({ id: idSchema, city: z.string() });
export type Tenant = z.infer<typeof tenantSchema>;

export const profileSchema = z.object({
  // Spec §3 shows only first_name and email; the contract adds id and last_name.
  user: z.object({
    id: z.optional(idSchema),
    first_name: z.string(),
    last_name: z.optional(z.string()),
    email: z.string(),
  }),
  profile: z.object({
    role: roleSchema,
    profile_picture: z.nullable(z.string()),
    /** `{ id, city }` in the contract; a bare tenant id from a server that sends only that. */
    tenant: z.nullable(z.union([tenantSchema, idSchema, z.string()])),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile plus what the client adds (spec §3): whether an admin is acting as this user. */
export type CurrentUser = Profile & { isImpersonated: boolean; impersonatorEmail: string | null };

export const profileKey = '/api/accounts/profile/';

/** GET /api/accounts/profile/; also keeps it as `user_data` (spec §3), with the impersonation flags. */
export async function getProfile(client: ApiClient, signal?: AbortSignal): Promise<CurrentUser> {
  const { storage } = client;
  const tokenAsked = storage.getItem(storageKeys.accessToken);
  const userAsked = storage.getItem(storageKeys.username);
  const profile = await client.request(profileKey, { schema: profileSchema, signal });
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
  if (sameSession) storage.setItem(storageKeys.userData, JSON.stringify(current));
  return current;
}

/** The signed-in user's profile; skipped (no request) while `enabled` is false. */
export const useProfile = (enabled = true) =>
  useApiQuery(enabled ? profileKey : null, (client) => getProfile(client));
