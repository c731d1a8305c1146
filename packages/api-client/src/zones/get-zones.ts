import { type Zone, zoneReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';
import { zonesKey } from '../read-keys';
import { useApiQuery } from '../swr';

/** GET /api/accounts/zones/: the tenant's zones, bare or paginated. */
export function getZones(client: ApiClient, signal?: AbortSignal): Promise<Zone[]> {
  return requestList(client, zonesKey, zoneReader, { signal });
}

export const useZones = () => useApiQuery(zonesKey, (client) => getZones(client));
