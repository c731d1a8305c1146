import { type Sector, sectorReader } from '@prospect/contract';
import * as z from 'zod/mini';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export const sectorKey = (sectorId: number) => `/api/accounts/sectors/${sectorId}/`;

/** A list as an answer nests it: bare, or one DRF page of results. */
const nestedList = z.pipe(
  z.union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()) })]),
  z.transform((list) => (Array.isArray(list) ? list : list.results)),
);
const carriesStreets = z.object({ streets: nestedList });

/**
 * The sector a write answers, when the answer is a whole one, or null. Every field but the id is optional
 * to the reader, so a bare `{id}` reads as a sector without streets: put in the cache, it would empty the
 * sector's checklist. A sector counts as whole when it carries its streets (an empty list is a list).
 */
export function wholeSector(answer: unknown): Sector | null {
  if (!z.safeParse(carriesStreets, answer).success) return null;
  const sector = z.safeParse(sectorReader, answer);
  return sector.success ? sector.data : null;
}

/** The sectors a write answers as `list` (bare or a page), when every one is whole; else null. */
export function wholeSectors(list: unknown): Sector[] | null {
  const items = z.safeParse(nestedList, list);
  if (!items.success) return null;
  const sectors = items.data.map(wholeSector);
  return sectors.every((sector): sector is Sector => sector !== null) ? sectors : null;
}

/** GET /api/accounts/sectors/{id}/: the sector with its streets and notes. */
export function getSector(client: ApiClient, sectorId: number, signal?: AbortSignal): Promise<Sector> {
  return client.request(sectorKey(sectorId), { schema: sectorReader, signal });
}

/** No request while `sectorId` is null. */
export const useSector = (sectorId: number | null) =>
  useApiQuery(sectorId === null ? null : sectorKey(sectorId), (client) => getSector(client, sectorId ?? 0));
