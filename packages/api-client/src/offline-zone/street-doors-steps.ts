import { doorsSupport } from '../doors/doors-support';
import { getStreetDoors } from '../doors/get-street-doors';
import type { ApiClient } from '../http';
import { streetDoorsKey } from '../read-keys';
import { isNetworkFailure } from './network-failure';

/** Steps are named by what they fetch: a street's doors are `doors:{streetId}`. */
export const doorsStep = (streetId: number) => `doors:${streetId}`;

/** What a zone's preparation does about doors, known once the API's support is. */
export interface DoorsPlan {
  /** The streets whose doors are kept; none on an API without doors. */
  streetIds: number[];
  /** Steps read while planning (the probe of an API not known yet), with the bytes they kept. */
  keptWhilePlanning: { step: string; bytes: number }[];
}

const NO_DOORS: DoorsPlan = { streetIds: [], keptWhilePlanning: [] };

interface DoorsIo {
  client: ApiClient;
  keepAnswer: (key: string, data: unknown) => Promise<void>;
}

/**
 * The streets whose doors a preparation keeps. On an API not known yet, the first street's doors are
 * asked now: a 404 or 405 leaves doors out (the preparation is then the spec's), an answer is kept
 * and counts as its step. No answer at all fails the plan, as the zone's own reads would; any other
 * refusal leaves doors out of this preparation only.
 */
export async function planDoors(
  { client, keepAnswer }: DoorsIo,
  streetIds: readonly number[],
  signal?: AbortSignal,
): Promise<DoorsPlan> {
  const [first] = streetIds;
  if (first === undefined || doorsSupport(client) === 'absent') return NO_DOORS;
  if (doorsSupport(client) === 'present') return { streetIds: [...streetIds], keptWhilePlanning: [] };
  try {
    const doors = await getStreetDoors(client, first, signal);
    await keepAnswer(streetDoorsKey(first), doors);
    return {
      streetIds: [...streetIds],
      keptWhilePlanning: [{ step: doorsStep(first), bytes: JSON.stringify(doors).length }],
    };
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    return NO_DOORS;
  }
}

/**
 * Reads and keeps one street's doors; resolves to the bytes kept. A street gone, an API found without
 * doors meanwhile or any refusal keeps nothing and lets the others go on; no answer at all rejects.
 */
export async function keepStreetDoors(
  { client, keepAnswer }: DoorsIo,
  streetId: number,
  signal: AbortSignal,
): Promise<number> {
  try {
    const doors = await getStreetDoors(client, streetId, signal);
    await keepAnswer(streetDoorsKey(streetId), doors);
    return JSON.stringify(doors).length;
  } catch (error) {
    if (isNetworkFailure(error) || signal.aborted) throw error;
    return 0;
  }
}
