import type { ApiClient } from '../http';
import { zoneKey } from '../read-keys';
import { keysStartingWith, revalidate, useApiMutation } from '../swr';
import { zoneListKeys } from './cache';

export const deleteZoneMutationKey = 'DELETE /api/accounts/zones/{id}/';

/** DELETE /api/accounts/zones/{id}/ → 204. Rejects with the ApiError the screen turns into its message. */
export function deleteZone(client: ApiClient, zoneId: number): Promise<void> {
  return client.request(zoneKey(zoneId), { method: 'DELETE' });
}

export const useDeleteZone = () =>
  useApiMutation(deleteZoneMutationKey, deleteZone, (mutate, _done, zoneId) => {
    // The zone's own answers are gone for good: drop them rather than refetch a 404.
    void mutate(keysStartingWith(zoneKey(zoneId)), undefined, { revalidate: false });
    revalidate(mutate, zoneListKeys);
  });
