import type { Point } from '@prospect/contract';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { zoneNoteKeys } from '../zones/cache';

export interface NewZoneNote {
  zoneId: number;
  /** Non-blank after trimming (spec §5); the screen checks before calling. */
  content: string;
  location: Point;
}

export const createZoneNotePath = (zoneId: number) => `/api/accounts/zones/${zoneId}/notes/`;
export const createZoneNoteMutationKey = 'POST /api/accounts/zones/{id}/notes/';

/** POST /api/accounts/zones/{id}/notes/ `{ content, location }` (answer not read: spec §7 does not show it). */
export function createZoneNote(client: ApiClient, { zoneId, content, location }: NewZoneNote): Promise<void> {
  return client.request(createZoneNotePath(zoneId), {
    method: 'POST',
    body: { content, location },
  });
}

export const useCreateZoneNote = () =>
  useApiMutation(createZoneNoteMutationKey, createZoneNote, (mutate) => revalidate(mutate, zoneNoteKeys));
