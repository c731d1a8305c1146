import { type ZoneDetail, zoneDetailReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { zoneKey } from '../read-keys';
import { useApiQuery } from '../swr';

/** Also the prefix of the zone's sector list key: a filter on it matches both. */

/** GET /api/accounts/zones/{id}/: the zone with its sectors and notes. */
export function getZone(client: ApiClient, zoneId: number, signal?: AbortSignal): Promise<ZoneDetail> {
  return client.request(zoneKey(zoneId), { schema: zoneDetailReader, signal });
}

/** No request while `zoneId` is null. */
export const useZone = (zoneId: number | null) =>
  useApiQuery(zoneId === null ? null : zoneKey(zoneId), (client) => getZone(client, zoneId ?? 0));
