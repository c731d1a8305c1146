import { type Door, doorReader } from '@prospect/contract';
import { startTransition, useEffect, useState } from 'react';
import { useApiClient } from '../context';
import type { ApiClient } from '../http';
import { requestList } from '../list';
import { streetDoorsKey } from '../read-keys';
import { type ReadTiming, useApiQuery } from '../swr';
import {
  doorsSupport,
  learnDoorsPresent,
  learnFromDoorsFailure,
  refuseWithoutDoors,
  subscribeDoorsSupport,
} from './doors-support';

export { streetDoorsKey };

/**
 * GET /api/accounts/streets/{id}/doors/ (optional extension « portes »), bare or paginated. Its answer
 * or its 404/405 tells whether the API has doors (doors-support.ts); on an API known without them, it
 * fails at once without a request.
 */
export async function getStreetDoors(
  client: ApiClient,
  streetId: number,
  signal?: AbortSignal,
): Promise<Door[]> {
  refuseWithoutDoors(client);
  try {
    const doors = await requestList(client, streetDoorsKey(streetId), doorReader, { signal });
    learnDoorsPresent(client);
    return doors;
  } catch (error) {
    learnFromDoorsFailure(client, error);
    throw error;
  }
}

/**
 * What is known of the client's API, re-rendering when it is learned. The news re-renders in a
 * transition: learning the doors adds a part to every street row of a sector, which in one piece (as a
 * store update forces) held a phone's main thread for a long task; the value only grows (unknown to
 * known), so a row showing it a few frames after another is harmless.
 */
export function useKnownDoorsSupport() {
  const client = useApiClient();
  const [support, setSupport] = useState(() => doorsSupport(client));
  useEffect(() => {
    const update = () => startTransition(() => setSupport(doorsSupport(client)));
    // What was learned between this render and this effect.
    update();
    return subscribeDoorsSupport(update);
  }, [client]);
  return support;
}

/**
 * A street's doors as the server has them; no request while `streetId` is null or on an API without
 * doors. Screens read `useQueuedStreetDoors`, which adds the changes still waiting on the device.
 */
export function useStreetDoors(streetId: number | null, timing: ReadTiming = 'now') {
  const support = useKnownDoorsSupport();
  const key = streetId === null || support === 'absent' ? null : streetDoorsKey(streetId);
  return useApiQuery(key, (client) => getStreetDoors(client, streetId ?? 0), undefined, timing);
}
