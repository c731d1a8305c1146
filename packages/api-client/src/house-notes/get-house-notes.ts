import { type HouseNote, houseNoteReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';
import { houseNotesKey } from '../read-keys';
import { type ReadTiming, useApiQuery } from '../swr';

/** GET /api/house-notes/, bare or paginated: the signed-in agent's doorstep outcomes. */
export function getHouseNotes(client: ApiClient, signal?: AbortSignal): Promise<HouseNote[]> {
  return requestList(client, houseNotesKey, houseNoteReader, { signal });
}

/**
 * The house notes under the key a sent house note revalidates (outbox/field-writes.ts `keysChangedBy`),
 * so a contact logged elsewhere shows without a reload.
 */
export const useHouseNotes = (timing: ReadTiming = 'now') =>
  useApiQuery(houseNotesKey, (client) => getHouseNotes(client), undefined, timing);
