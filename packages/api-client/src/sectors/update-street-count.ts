import type { Sector, StreetCountPayload } from '@prospect/contract';
import { sectorStreetCountPathTemplate, withId } from '@prospect/contract';
import * as v from 'valibot';
import type { ApiClient, WriteOptions } from '../http';
import { wholeSector } from './get-sector';

export interface StreetCountUpdate {
  sectorId: number;
  /** Integer, at least 0 (spec §5). */
  streetCount: number;
}

export const updateStreetCountPath = (sectorId: number) => withId(sectorStreetCountPathTemplate, sectorId);

/**
 * PATCH /api/accounts/sectors/{id}/update-streets/ `{ street_count }`. The write succeeded on any 2xx; the
 * sector it answers is used when it reads (null otherwise, and the sector is fetched again instead).
 */
export async function updateStreetCount(
  client: ApiClient,
  { sectorId, streetCount }: StreetCountUpdate,
  options: WriteOptions = {},
): Promise<Sector | null> {
  const body: StreetCountPayload = { street_count: streetCount };
  const path = updateStreetCountPath(sectorId);
  const answer = await client.request(path, { ...options, method: 'PATCH', body, schema: v.unknown() });
  const sector = wholeSector(answer);
  if (sector) return sector;
  console.warn(`[api-client] PATCH ${path}: the answer is not a sector, the sector is fetched again`);
  return null;
}
