import * as z from 'zod/mini';
import { type Zone, zoneSchema } from '../entities';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export const zonesKey = '/api/accounts/zones/';

/** GET /api/accounts/zones/: the tenant's zones. */
export function getZones(client: ApiClient, signal?: AbortSignal): Promise<Zone[]> {
  return client.request(zonesKey, { schema: z.array(zoneSchema), signal });
}

export const useZones = () => useApiQuery(zonesKey, (client) => getZones(client));
