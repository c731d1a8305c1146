import { type Point, type Zone, zoneSchema } from '../entities';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { zoneListKeys } from './cache';

export interface NewZone {
  name: string;
  /** Where the user clicked on the map, `[lng, lat]`. */
  location?: Point | null;
}

export const createZonePath = '/api/accounts/zones/create/';
export const createZoneMutationKey = `POST ${createZonePath}`;

/** POST /api/accounts/zones/create/ `{ name, location? }` → 201 Zone. */
export function createZone(client: ApiClient, zone: NewZone): Promise<Zone> {
  return client.request(createZonePath, { method: 'POST', body: zone, schema: zoneSchema });
}

export const useCreateZone = () =>
  useApiMutation(createZoneMutationKey, createZone, (mutate) => revalidate(mutate, zoneListKeys));
