import type { Role } from '@prospect/contract';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { adminUsersKey } from './get-admin-users';

export interface RoleChange {
  userId: number;
  role: Role;
}

export const adminUserPath = (userId: number) => `${adminUsersKey}${userId}/`;
export const updateUserRoleMutationKey = 'PATCH /api/accounts/admin/users/{id}/';

/** PATCH /api/accounts/admin/users/{id}/ `{ role }` (answer not read). */
export function updateUserRole(client: ApiClient, { userId, role }: RoleChange): Promise<void> {
  return client.request(adminUserPath(userId), { method: 'PATCH', body: { role } });
}

export const useUpdateUserRole = () =>
  useApiMutation(updateUserRoleMutationKey, updateUserRole, (mutate) => revalidate(mutate, [adminUsersKey]));
