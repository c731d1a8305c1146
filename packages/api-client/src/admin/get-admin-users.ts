import { type AdminUser, adminUserReader, endpoints } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';
import { useApiQuery } from '../swr';

export const adminUsersKey = endpoints.getAdminUsers.path;

/** GET /api/accounts/admin/users/: the team (ADMIN and SUPER_ADMIN only), bare or paginated. */
export function getAdminUsers(client: ApiClient, signal?: AbortSignal): Promise<AdminUser[]> {
  return requestList(client, adminUsersKey, adminUserReader, { signal });
}

/** No request while `enabled` is false (an agent never asks). */
export const useAdminUsers = (enabled = true) =>
  useApiQuery(enabled ? adminUsersKey : null, (client) => getAdminUsers(client));
