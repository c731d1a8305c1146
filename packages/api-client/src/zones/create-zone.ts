import type { ZoneCreatePayload } from '@prospect/contract';
import { zoneCreatePath } from '@prospect/contract';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { zoneListKeys } from './cache';

export type NewZone = ZoneCreatePayload;

export const createZonePath = zoneCreatePath;
export const createZoneMutationKey = `POST ${createZonePath}`;

/** POST /api/accounts/zones/create/ `{ name, location? }` (answer not read: spec §7 does not show it). */
export function createZone(client: ApiClient, zone: NewZone): Promise<void> {
  return client.request(createZonePath, { method: 'POST', body: zone });
}

export const useCreateZone = () =>
  useApiMutation(createZoneMutationKey, createZone, (mutate) => revalidate(mutate, zoneListKeys));
