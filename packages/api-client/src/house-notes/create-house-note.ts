import { type HouseNote, type HouseNoteLabel, houseNoteSchema } from '../entities';
import type { ApiClient } from '../http';
import { statsKey } from '../stats/get-stats';
import { revalidate, useApiMutation } from '../swr';
import { houseNotesKey } from './get-house-notes';

export interface NewHouseNote {
  /** interested raises the contacts by one, thinking the estimations (spec §4). */
  label: HouseNoteLabel;
  others: string;
}

export const createHouseNoteMutationKey = `POST ${houseNotesKey}`;

/** POST /api/house-notes/ `{ label, others }` → 201 HouseNote. */
export function createHouseNote(client: ApiClient, note: NewHouseNote): Promise<HouseNote> {
  return client.request(houseNotesKey, { method: 'POST', body: note, schema: houseNoteSchema });
}

export const useCreateHouseNote = () =>
  useApiMutation(createHouseNoteMutationKey, createHouseNote, (mutate) =>
    revalidate(mutate, [statsKey, houseNotesKey]),
  );
