import { type Sector, sectorReader, withId, zoneSectorsPathTemplate } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';
import { useApiQuery } from '../swr';

export const zoneSectorsKey = (zoneId: number) => withId(zoneSectorsPathTemplate, zoneId);

/** GET /api/accounts/zones/{id}/sectors/, bare or paginated. */
export function getZoneSectors(client: ApiClient, zoneId: number, signal?: AbortSignal): Promise<Sector[]> {
  return requestList(client, zoneSectorsKey(zoneId), sectorReader, { signal });
}

/** No request while `zoneId` is null. */
export const useZoneSectors = (zoneId: number | null) =>
  useApiQuery(zoneId === null ? null : zoneSectorsKey(zoneId), (client) =>
    getZoneSectors(client, zoneId ?? 0),
  );
