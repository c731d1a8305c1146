import * as z from 'zod/mini';
import { type Zone, zoneSchema } from '../entities';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export const userZonesKey = '/api/user/zones';

/** GET /api/user/zones: the caller's own zones. */
export function getUserZones(client: ApiClient, signal?: AbortSignal): Promise<Zone[]> {
  return client.request(userZonesKey, { schema: z.array(zoneSchema), signal });
}

export const useUserZones = () => useApiQuery(userZonesKey, (client) => getUserZones(client));
