import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { zoneNoteKeys } from '../zones/cache';

export interface ZoneNoteEdit {
  noteId: number;
  content: string;
}

export const zoneNotePath = (noteId: number) => `/api/accounts/notes/${noteId}/`;
export const updateZoneNoteMutationKey = 'PATCH /api/accounts/notes/{id}/';

/** PATCH /api/accounts/notes/{id}/ `{ content }` (answer not read). */
export function updateZoneNote(client: ApiClient, { noteId, content }: ZoneNoteEdit): Promise<void> {
  return client.request(zoneNotePath(noteId), { method: 'PATCH', body: { content } });
}

export const useUpdateZoneNote = () =>
  useApiMutation(updateZoneNoteMutationKey, updateZoneNote, (mutate) => revalidate(mutate, zoneNoteKeys));
