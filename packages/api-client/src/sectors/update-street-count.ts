import type { Sector, StreetCountPayload } from '@prospect/contract';
import * as z from 'zod/mini';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { zoneProgressKeys } from '../zones/cache';
import { sectorKey, wholeSector } from './get-sector';

export interface StreetCountUpdate {
  sectorId: number;
  /** Integer, at least 0 (spec §5). */
  streetCount: number;
}

export const updateStreetCountPath = (sectorId: number) =>
  `/api/accounts/sectors/${sectorId}/update-streets/`;
export const updateStreetCountMutationKey = 'PATCH /api/accounts/sectors/{id}/update-streets/';

/**
 * PATCH /api/accounts/sectors/{id}/update-streets/ `{ street_count }`. The write succeeded on any 2xx; the
 * sector it answers is used when it reads (null otherwise, and the sector is fetched again instead).
 */
export async function updateStreetCount(
  client: ApiClient,
  { sectorId, streetCount }: StreetCountUpdate,
): Promise<Sector | null> {
  const body: StreetCountPayload = { street_count: streetCount };
  const path = updateStreetCountPath(sectorId);
  const answer = await client.request(path, { method: 'PATCH', body, schema: z.unknown() });
  const sector = wholeSector(answer);
  if (sector) return sector;
  console.warn(`[api-client] PATCH ${path}: the answer is not a sector, the sector is fetched again`);
  return null;
}

export const useUpdateStreetCount = () =>
  useApiMutation(updateStreetCountMutationKey, updateStreetCount, (mutate, sector, { sectorId }) => {
    if (sector) void mutate(sectorKey(sector.id), sector, { revalidate: false });
    else void mutate(sectorKey(sectorId));
    revalidate(mutate, zoneProgressKeys);
  });
