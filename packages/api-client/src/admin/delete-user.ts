import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { adminUsersKey } from './get-admin-users';
import { adminUserPath } from './update-user-role';

export const deleteUserMutationKey = 'DELETE /api/accounts/admin/users/{id}/';

/** DELETE /api/accounts/admin/users/{id}/ → 204 (irreversible; the screen confirms first). */
export function deleteUser(client: ApiClient, userId: number): Promise<void> {
  return client.request(adminUserPath(userId), { method: 'DELETE' });
}

export const useDeleteUser = () =>
  useApiMutation(deleteUserMutationKey, deleteUser, (mutate) => revalidate(mutate, [adminUsersKey]));
