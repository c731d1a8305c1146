import { sectorDeletePathTemplate, withId } from '@prospect/contract';
import type { ApiClient } from '../http';
import { sectorKey } from '../read-keys';
import { revalidate, useApiMutation } from '../swr';
import { territoryKeys } from '../zones/cache';

export const deleteSectorPath = (sectorId: number) => withId(sectorDeletePathTemplate, sectorId);
export const deleteSectorMutationKey = 'DELETE /api/accounts/sectors/{id}/delete/';

/** DELETE /api/accounts/sectors/{id}/delete/ → 204. */
export function deleteSector(client: ApiClient, sectorId: number): Promise<void> {
  return client.request(deleteSectorPath(sectorId), { method: 'DELETE' });
}

export const useDeleteSector = () =>
  useApiMutation(deleteSectorMutationKey, deleteSector, (mutate, _done, sectorId) => {
    void mutate(sectorKey(sectorId), undefined, { revalidate: false });
    revalidate(mutate, territoryKeys);
  });
