import { withId, zoneSectorsDeletePathTemplate } from '@prospect/contract';
import type { ApiClient } from '../http';
import { keysStartingWith, revalidate, useApiMutation } from '../swr';
import { territoryKeys } from '../zones/cache';

export const deleteZoneSectorsPath = (zoneId: number) => withId(zoneSectorsDeletePathTemplate, zoneId);
export const deleteZoneSectorsMutationKey = 'DELETE /api/accounts/zones/{id}/sectors/delete/';

/** DELETE /api/accounts/zones/{id}/sectors/delete/ → 204: every sector of the zone ('Tout supprimer'). */
export function deleteZoneSectors(client: ApiClient, zoneId: number): Promise<void> {
  return client.request(deleteZoneSectorsPath(zoneId), { method: 'DELETE' });
}

export const useDeleteZoneSectors = () =>
  useApiMutation(deleteZoneSectorsMutationKey, deleteZoneSectors, (mutate) => {
    // Which sector pages belonged to the zone is unknown here; none of them is worth refetching.
    void mutate(keysStartingWith('/api/accounts/sectors/'), undefined, { revalidate: false });
    revalidate(mutate, territoryKeys);
  });
