import { endpoints, type Zone, zoneReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';
import { useApiQuery } from '../swr';

export const zonesKey = endpoints.getZones.path;

/** GET /api/accounts/zones/: the tenant's zones, bare or paginated. */
export function getZones(client: ApiClient, signal?: AbortSignal): Promise<Zone[]> {
  return requestList(client, zonesKey, zoneReader, { signal });
}

export const useZones = () => useApiQuery(zonesKey, (client) => getZones(client));
