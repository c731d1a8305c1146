import useSWR from 'swr';
import { z } from 'zod';
import { useApiClient } from '../context';
import type { ApiClient } from '../http';

export const roleSchema = z.enum(['AGENT', 'ADMIN', 'SUPER_ADMIN']);
export type Role = z.infer<typeof roleSchema>;

export const profileSchema = z.object({
  user: z.object({ first_name: z.string(), email: z.string(), last_name: z.string().optional() }),
  profile: z.object({
    role: roleSchema,
    profile_picture: z.string().nullable(),
    tenant: z.union([z.string(), z.number()]).nullable(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileKey = '/api/accounts/profile/';

export function getProfile(client: ApiClient): Promise<Profile> {
  return client.request(profileKey, { schema: profileSchema });
}

/** The signed-in user's profile; skipped (no request) while `enabled` is false. */
export function useProfile(enabled = true) {
  const client = useApiClient();
  return useSWR(enabled ? profileKey : null, () => getProfile(client));
}
