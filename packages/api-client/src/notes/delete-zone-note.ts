import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { zoneNoteKeys } from '../zones/cache';
import { zoneNotePath } from './update-zone-note';

export const deleteZoneNoteMutationKey = 'DELETE /api/accounts/notes/{id}/';

/** DELETE /api/accounts/notes/{id}/ → 204. */
export function deleteZoneNote(client: ApiClient, noteId: number): Promise<void> {
  return client.request(zoneNotePath(noteId), { method: 'DELETE' });
}

export const useDeleteZoneNote = () =>
  useApiMutation(deleteZoneNoteMutationKey, deleteZoneNote, (mutate) => revalidate(mutate, zoneNoteKeys));
