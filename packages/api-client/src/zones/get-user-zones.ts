import { endpoints, type Zone, zoneReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';

export const userZonesKey = endpoints.getUserZones.path;

/** GET /api/user/zones: the caller's own zones. */
export function getUserZones(client: ApiClient, signal?: AbortSignal): Promise<Zone[]> {
  return requestList(client, userZonesKey, zoneReader, { signal });
}
