import type { HouseNotePayload } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';
import { houseNotesKey } from '../read-keys';

export type NewHouseNote = HouseNotePayload;

/** POST /api/house-notes/ `{ label, others }` (answer not read). */
export function createHouseNote(
  client: ApiClient,
  note: NewHouseNote,
  options: WriteOptions = {},
): Promise<void> {
  return client.request(houseNotesKey, { ...options, method: 'POST', body: note });
}
