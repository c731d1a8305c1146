import * as z from 'zod/mini';
import { type Sector, sectorSchema } from '../entities';
import { type ApiClient, SECTOR_GENERATION_TIMEOUT_MS } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { territoryKeys } from '../zones/cache';

export const randomSectorAnswerSchema = z.object({ sector: sectorSchema });
export const chosenSectorsAnswerSchema = z.object({ sectors: z.array(sectorSchema) });

export const generateSectorsPath = (zoneId: number) => `/api/accounts/zones/${zoneId}/sectors/generate/`;
export const generateSectorsMutationKey = 'POST /api/accounts/zones/{id}/sectors/generate/';

export interface SectorGeneration {
  zoneId: number;
  /** Random mode makes one sector ('Mode Aléatoire'); choose mode makes them all ('Mode Choix'). */
  randomMode: boolean;
}

export type GeneratedSectors = { mode: 'random'; sector: Sector } | { mode: 'choose'; sectors: Sector[] };

/** POST /api/accounts/zones/{id}/sectors/generate/ `{ random_mode }`, with its own 30 s time-out. */
export async function generateSectors(
  client: ApiClient,
  { zoneId, randomMode }: SectorGeneration,
): Promise<GeneratedSectors> {
  const options = {
    method: 'POST',
    body: { random_mode: randomMode },
    timeoutMs: SECTOR_GENERATION_TIMEOUT_MS,
  } as const;
  if (randomMode) {
    const { sector } = await client.request(generateSectorsPath(zoneId), {
      ...options,
      schema: randomSectorAnswerSchema,
    });
    return { mode: 'random', sector };
  }
  const { sectors } = await client.request(generateSectorsPath(zoneId), {
    ...options,
    schema: chosenSectorsAnswerSchema,
  });
  return { mode: 'choose', sectors };
}

export const useGenerateSectors = () =>
  useApiMutation(generateSectorsMutationKey, generateSectors, (mutate) => revalidate(mutate, territoryKeys));
