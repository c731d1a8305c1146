import type { LatLng } from '../geocode/reverse-geocode';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { zoneListKeys } from './cache';

export const splitZonePath = '/api/split/';
export const splitZoneMutationKey = `POST ${splitZonePath}`;

/** POST /api/split/ `{ location: 'lat, lng' }` (text, latitude first) (answer not read). */
export function splitZone(client: ApiClient, { lat, lng }: LatLng): Promise<void> {
  return client.request(splitZonePath, {
    method: 'POST',
    body: { location: `${lat}, ${lng}` },
  });
}

export const useSplitZone = () =>
  useApiMutation(splitZoneMutationKey, splitZone, (mutate) => revalidate(mutate, zoneListKeys));
