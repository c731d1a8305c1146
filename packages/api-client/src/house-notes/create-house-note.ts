import type { HouseNotePayload } from '@prospect/contract';
import type { ApiClient } from '../http';
import { statsKey } from '../stats/get-stats';
import { revalidate, useApiMutation } from '../swr';
import { houseNotesKey } from './get-house-notes';

export type NewHouseNote = HouseNotePayload;

export const createHouseNoteMutationKey = `POST ${houseNotesKey}`;

/** POST /api/house-notes/ `{ label, others }` (answer not read). */
export function createHouseNote(client: ApiClient, note: NewHouseNote): Promise<void> {
  return client.request(houseNotesKey, { method: 'POST', body: note });
}

export const useCreateHouseNote = () =>
  useApiMutation(createHouseNoteMutationKey, createHouseNote, (mutate) =>
    revalidate(mutate, [statsKey, houseNotesKey]),
  );
