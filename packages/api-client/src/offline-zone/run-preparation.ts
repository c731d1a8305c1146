import type { Sector } from '@prospect/contract';
import { ApiError, isApiError } from '../errors';
import type { ApiClient } from '../http';
import { sectorKey, zoneKey } from '../read-keys';
import { getSector } from '../sectors/get-sector';
import { getZoneSectors, zoneSectorsKey } from '../sectors/get-zone-sectors';
import { getZone } from '../zones/get-zone';
import { type DoorsPlan, doorsStep, keepStreetDoors, planDoors } from './street-doors-steps';
import { type Tile, tileAddress, zoneTiles } from './tile-range';

/** What one preparation fetches, known once the zone and its sector list are read. */
export interface PreparationPlan {
  /** The sectors whose detail (streets, polygon, notes) is read one by one. */
  sectorIds: number[];
  /** The streets whose doors are kept (optional extension « portes »): none on an API without doors. */
  doors: DoorsPlan;
  /** Tile addresses; none when the tiles are not ours to fetch. */
  tiles: string[];
}

/** Steps are named by what they fetch: `sector:{id}` or the tile's address. */
export const sectorStep = (sectorId: number) => `sector:${sectorId}`;

export interface PreparationIo {
  client: ApiClient;
  /** Puts an answer in the read cache the app reads offline (SWR's `mutate`, without revalidating). */
  keepAnswer: (key: string, data: unknown) => Promise<void>;
  /** Fetches one tile and keeps it for the zone; resolves to the bytes kept. */
  keepTile: (address: string, signal: AbortSignal) => Promise<number>;
}

/** How many steps a plan has (the zone and its sector list aside). */
export const planSteps = (plan: PreparationPlan): number =>
  plan.sectorIds.length + plan.doors.streetIds.length + plan.tiles.length;

/**
 * Reads the zone and its sectors (both kept), then works out the plan. On an API whose doors are not
 * known yet, one street's doors are asked (and kept) to learn whether to keep the others.
 */
export async function planPreparation(
  { client, keepAnswer }: Pick<PreparationIo, 'client' | 'keepAnswer'>,
  zoneId: number,
  tiles: { template: string; retina: boolean } | null,
  signal?: AbortSignal,
): Promise<PreparationPlan> {
  const [zone, sectors] = await Promise.all([
    getZone(client, zoneId, signal),
    getZoneSectors(client, zoneId, signal),
  ]);
  await keepAnswer(zoneKey(zoneId), zone);
  await keepAnswer(zoneSectorsKey(zoneId), sectors);
  const bySector = new Map<number, Sector>();
  for (const sector of [...zone.sectors, ...sectors]) bySector.set(sector.id, sector);
  const geometries = [...bySector.values()].map((sector) => sector.geometry);
  const streetIds = new Set(
    [...bySector.values()].flatMap((sector) => sector.streets.map((street) => street.id)),
  );
  return {
    sectorIds: [...bySector.keys()],
    doors: await planDoors({ client, keepAnswer }, [...streetIds], signal),
    tiles: tiles
      ? zoneTiles(geometries).map((tile: Tile) => tileAddress(tiles.template, tile, tiles.retina))
      : [],
  };
}

export interface RunOptions extends PreparationIo {
  plan: PreparationPlan;
  /** What earlier runs finished: skipped, so a run cut by the network picks up where it stopped. */
  done: ReadonlySet<string>;
  /** Called after each step, with its name and the bytes it kept; the caller persists it. */
  onStep: (step: string, bytes: number) => void;
  signal: AbortSignal;
  /** Tiles at once; the agency's tile proxy lets a phone ask about 10 a second. */
  concurrency?: number;
  /** Least time between two tile requests, so a burst stays under that allowance. */
  tileIntervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs what is left of a plan: every sector's detail (kept in the read cache), every street's doors
 * when the API has them, then every tile, a few
 * at a time. Each step is one request and a small write, so no task holds the page for long. Rejects
 * on the first failure (a network cut, a full device); what was done stays done for the next run.
 */
export async function runPreparation({
  client,
  keepAnswer,
  keepTile,
  plan,
  done,
  onStep,
  signal,
  concurrency = 2,
  tileIntervalMs = 125,
  sleep = wait,
}: RunOptions): Promise<void> {
  const aborted = () => {
    if (signal.aborted) throw new ApiError('cancelled', { cause: signal.reason });
  };
  for (const sectorId of plan.sectorIds) {
    const step = sectorStep(sectorId);
    if (done.has(step)) continue;
    aborted();
    const sector = await getSector(client, sectorId, signal).catch((error: unknown) => {
      // Deleted since the list was read: nothing to keep, and no reason to stop the others.
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    });
    if (sector) await keepAnswer(sectorKey(sectorId), sector);
    onStep(step, sector ? JSON.stringify(sector).length : 0);
  }
  for (const { step, bytes } of plan.doors.keptWhilePlanning) {
    if (!done.has(step)) onStep(step, bytes);
  }
  const keptWhilePlanning = new Set(plan.doors.keptWhilePlanning.map(({ step }) => step));
  for (const streetId of plan.doors.streetIds) {
    const step = doorsStep(streetId);
    if (done.has(step) || keptWhilePlanning.has(step)) continue;
    aborted();
    onStep(step, await keepStreetDoors({ client, keepAnswer }, streetId, signal));
  }
  const queue = plan.tiles.filter((address) => !done.has(address));
  let next = 0;
  // When the next tile may start. A worker books its slot before it sleeps, so two workers never
  // read the same last start and set off together (twice the pace the tile server allows).
  let nextSlot = 0;
  // The first failure stops the other workers before their next tile.
  let failed = false;
  async function worker() {
    while (next < queue.length && !failed) {
      aborted();
      const address = queue[next++] as string;
      const now = Date.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + tileIntervalMs;
      if (slot > now) await sleep(slot - now);
      aborted();
      try {
        onStep(address, await keepTile(address, signal));
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  // Every worker ends before the run does, so no tile lands after the caller has seen it stop.
  const endings = await Promise.allSettled(
    Array.from({ length: Math.min(concurrency, queue.length) }, worker),
  );
  const failure = endings.find((ending) => ending.status === 'rejected');
  if (failure) throw failure.reason;
}
