import { endpoints, type HouseNote, houseNoteReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';

export const houseNotesKey = endpoints.getHouseNotes.path;

/** GET /api/house-notes/, bare or paginated. */
export function getHouseNotes(client: ApiClient, signal?: AbortSignal): Promise<HouseNote[]> {
  return requestList(client, houseNotesKey, houseNoteReader, { signal });
}
