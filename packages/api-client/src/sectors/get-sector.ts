import { record, type Sector, sectorReader } from '@prospect/contract';
import * as v from 'valibot';
import type { ApiClient } from '../http';
import { sectorKey } from '../read-keys';
import { useApiQuery } from '../swr';

/** A list as an answer nests it: bare, or one DRF page of results. */
const nestedList = v.pipe(
  v.union([v.array(v.unknown()), record({ results: v.array(v.unknown()) })]),
  v.transform((list) => (Array.isArray(list) ? list : list.results)),
);
const carriesStreets = record({ streets: nestedList });

/**
 * The sector a write answers, when the answer is a whole one, or null. Every field but the id is optional
 * to the reader, so a bare `{id}` reads as a sector without streets: put in the cache, it would empty the
 * sector's checklist. A sector counts as whole when it carries its streets (an empty list is a list).
 */
export function wholeSector(answer: unknown): Sector | null {
  if (!v.safeParse(carriesStreets, answer).success) return null;
  const sector = v.safeParse(sectorReader, answer);
  return sector.success ? sector.output : null;
}

/** The sectors a write answers as `list` (bare or a page), when every one is whole; else null. */
export function wholeSectors(list: unknown): Sector[] | null {
  const items = v.safeParse(nestedList, list);
  if (!items.success) return null;
  const sectors = items.output.map(wholeSector);
  return sectors.every((sector): sector is Sector => sector !== null) ? sectors : null;
}

/** GET /api/accounts/sectors/{id}/: the sector with its streets and notes. */
export function getSector(client: ApiClient, sectorId: number, signal?: AbortSignal): Promise<Sector> {
  return client.request(sectorKey(sectorId), { schema: sectorReader, signal });
}

/** No request while `sectorId` is null. */
export const useSector = (sectorId: number | null) =>
  useApiQuery(sectorId === null ? null : sectorKey(sectorId), (client) => getSector(client, sectorId ?? 0));
