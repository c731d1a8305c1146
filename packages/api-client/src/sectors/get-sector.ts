import { type Sector, sectorReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export const sectorKey = (sectorId: number) => `/api/accounts/sectors/${sectorId}/`;

/** GET /api/accounts/sectors/{id}/: the sector with its streets and notes. */
export function getSector(client: ApiClient, sectorId: number, signal?: AbortSignal): Promise<Sector> {
  return client.request(sectorKey(sectorId), { schema: sectorReader, signal });
}

/** No request while `sectorId` is null. */
export const useSector = (sectorId: number | null) =>
  useApiQuery(sectorId === null ? null : sectorKey(sectorId), (client) => getSector(client, sectorId ?? 0));
