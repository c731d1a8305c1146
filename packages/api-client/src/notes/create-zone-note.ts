import { type Point, type ZoneNote, zoneNoteSchema } from '../entities';
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

/** POST /api/accounts/zones/{id}/notes/ `{ content, location }` → 201 ZoneNote. */
export function createZoneNote(
  client: ApiClient,
  { zoneId, content, location }: NewZoneNote,
): Promise<ZoneNote> {
  return client.request(createZoneNotePath(zoneId), {
    method: 'POST',
    body: { content, location },
    schema: zoneNoteSchema,
  });
}

export const useCreateZoneNote = () =>
  useApiMutation(createZoneNoteMutationKey, createZoneNote, (mutate) => revalidate(mutate, zoneNoteKeys));
