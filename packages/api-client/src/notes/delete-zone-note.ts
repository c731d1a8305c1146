import type { ApiClient, WriteOptions } from '../http';
import { zoneNotePath } from './update-zone-note';

/** DELETE /api/accounts/notes/{id}/ → 204. */
export function deleteZoneNote(client: ApiClient, noteId: number, options: WriteOptions = {}): Promise<void> {
  return client.request(zoneNotePath(noteId), { ...options, method: 'DELETE' });
}
