import * as z from 'zod/mini';
import { type HouseNote, houseNoteSchema } from '../entities';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export const houseNotesKey = '/api/house-notes/';

/** GET /api/house-notes/. */
export function getHouseNotes(client: ApiClient, signal?: AbortSignal): Promise<HouseNote[]> {
  return client.request(houseNotesKey, { schema: z.array(houseNoteSchema), signal });
}

export const useHouseNotes = () => useApiQuery(houseNotesKey, (client) => getHouseNotes(client));
