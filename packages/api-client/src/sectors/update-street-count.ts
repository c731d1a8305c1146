import { type Sector, sectorSchema } from '../entities';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { zoneProgressKeys } from '../zones/cache';
import { sectorKey } from './get-sector';

export interface StreetCountUpdate {
  sectorId: number;
  /** Integer, at least 0 (spec §5). */
  streetCount: number;
}

export const updateStreetCountPath = (sectorId: number) =>
  `/api/accounts/sectors/${sectorId}/update-streets/`;
export const updateStreetCountMutationKey = 'PATCH /api/accounts/sectors/{id}/update-streets/';

/** PATCH /api/accounts/sectors/{id}/update-streets/ `{ street_count }` → the sector with its new streets. */
export function updateStreetCount(
  client: ApiClient,
  { sectorId, streetCount }: StreetCountUpdate,
): Promise<Sector> {
  return client.request(updateStreetCountPath(sectorId), {
    method: 'PATCH',
    body: { street_count: streetCount },
    schema: sectorSchema,
  });
}

export const useUpdateStreetCount = () =>
  useApiMutation(updateStreetCountMutationKey, updateStreetCount, (mutate, sector) => {
    void mutate(sectorKey(sector.id), sector, { revalidate: false });
    revalidate(mutate, zoneProgressKeys);
  });
