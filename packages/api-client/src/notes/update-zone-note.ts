import { notePathTemplate, withId } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';

export interface ZoneNoteEdit {
  noteId: number;
  content: string;
}

export const zoneNotePath = (noteId: number) => withId(notePathTemplate, noteId);

/** PATCH /api/accounts/notes/{id}/ `{ content }` (answer not read). */
export function updateZoneNote(
  client: ApiClient,
  { noteId, content }: ZoneNoteEdit,
  options: WriteOptions = {},
): Promise<void> {
  return client.request(zoneNotePath(noteId), { ...options, method: 'PATCH', body: { content } });
}
