import { splitPath } from '@prospect/contract';
import type { LatLng } from '../geocode/reverse-geocode';
import type { ApiClient } from '../http';

export const splitZonePath = splitPath;

/** POST /api/split/ `{ location: 'lat, lng' }` (text, latitude first) (answer not read). */
export function splitZone(client: ApiClient, { lat, lng }: LatLng): Promise<void> {
  return client.request(splitZonePath, {
    method: 'POST',
    body: { location: `${lat}, ${lng}` },
  });
}
