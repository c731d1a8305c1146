import * as z from 'zod/mini';
import { type AdminUser, adminUserSchema } from '../entities';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export const adminUsersKey = '/api/accounts/admin/users/';

/** GET /api/accounts/admin/users/: the team (ADMIN and SUPER_ADMIN only). */
export function getAdminUsers(client: ApiClient, signal?: AbortSignal): Promise<AdminUser[]> {
  return client.request(adminUsersKey, { schema: z.array(adminUserSchema), signal });
}

/** No request while `enabled` is false (an agent never asks). */
export const useAdminUsers = (enabled = true) =>
  useApiQuery(enabled ? adminUsersKey : null, (client) => getAdminUsers(client));
