import * as z from 'zod/mini';
import { type Sector, sectorSchema } from '../entities';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export const zoneSectorsKey = (zoneId: number) => `/api/accounts/zones/${zoneId}/sectors/`;

/** GET /api/accounts/zones/{id}/sectors/. */
export function getZoneSectors(client: ApiClient, zoneId: number, signal?: AbortSignal): Promise<Sector[]> {
  return client.request(zoneSectorsKey(zoneId), { schema: z.array(sectorSchema), signal });
}

/** No request while `zoneId` is null. */
export const useZoneSectors = (zoneId: number | null) =>
  useApiQuery(zoneId === null ? null : zoneSectorsKey(zoneId), (client) =>
    getZoneSectors(client, zoneId ?? 0),
  );
