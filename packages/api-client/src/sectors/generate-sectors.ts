import {
  randomSectorAnswerReader,
  record,
  type Sector,
  type SectorGenerationPayload,
  withId,
  zoneSectorsGeneratePathTemplate,
} from '@prospect/contract';
import * as v from 'valibot';
import { readAnswer } from '../answers';
import { type ApiClient, SECTOR_GENERATION_TIMEOUT_MS } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { currentPageOrigin, resolveUrl } from '../url';
import { territoryKeys } from '../zones/cache';
import { wholeSector, wholeSectors } from './get-sector';

export const generateSectorsPath = (zoneId: number) => withId(zoneSectorsGeneratePathTemplate, zoneId);
export const generateSectorsMutationKey = 'POST /api/accounts/zones/{id}/sectors/generate/';

export interface SectorGeneration {
  zoneId: number;
  /** Random mode makes one sector ('Mode Aléatoire'); choose mode makes them all ('Mode Choix'). */
  randomMode: boolean;
}

/**
 * Random mode: the new sector's id (what the app opens) and the sector itself when the answer carries
 * all of it. Choose mode: the sectors when the answer carries them, else null (the page fetches them).
 */
export type GeneratedSectors =
  | { mode: 'random'; sectorId: number; sector: Sector | null }
  | { mode: 'choose'; sectors: Sector[] | null };

/** POST /api/accounts/zones/{id}/sectors/generate/ `{ random_mode }`, with its own 30 s time-out. */
export async function generateSectors(
  client: ApiClient,
  { zoneId, randomMode }: SectorGeneration,
): Promise<GeneratedSectors> {
  const body: SectorGenerationPayload = { random_mode: randomMode };
  const options = { method: 'POST', body, timeoutMs: SECTOR_GENERATION_TIMEOUT_MS } as const;
  const path = generateSectorsPath(zoneId);
  const answer = await client.request(path, { ...options, schema: v.unknown() });
  if (!randomMode) {
    // Without a list of whole sectors (`{}`, text, `{id}`s), null: the page fetches the zone's sectors.
    const chosen = v.safeParse(record({ sectors: v.unknown() }), answer);
    return { mode: 'choose', sectors: chosen.success ? wholeSectors(chosen.output.sectors) : null };
  }
  // The id goes into a URL: it is read strictly (a refusal is logged); the rest of the sector is a bonus.
  const url = resolveUrl(client.baseUrl, path, undefined, currentPageOrigin()).href;
  const { sector } = readAnswer(randomSectorAnswerReader, answer, { method: 'POST', url }, 200);
  const carried = v.safeParse(record({ sector: v.unknown() }), answer);
  return {
    mode: 'random',
    sectorId: sector.id,
    sector: carried.success ? wholeSector(carried.output.sector) : null,
  };
}

export const useGenerateSectors = () =>
  useApiMutation(generateSectorsMutationKey, generateSectors, (mutate) => revalidate(mutate, territoryKeys));
