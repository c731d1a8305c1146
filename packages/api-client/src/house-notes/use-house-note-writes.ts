import type { HouseNoteLabel } from '@prospect/contract';
import type { FieldWrite } from '../outbox/field-writes';
import { houseNotesWithQueue } from '../outbox/queued-views';
import { NO_KEYS, useQueued, useSubmit } from '../outbox/use-submit';
import type { ReadTiming } from '../swr';
import { useHouseNotes } from './get-house-notes';

const houseNoteWrite = (note: { label: HouseNoteLabel; others: string }): FieldWrite => ({
  kind: 'houseNote',
  ...note,
});
/** POST /api/house-notes/ `{ label, others }`, through the outbox. */
export const useCreateHouseNote = () => useSubmit(houseNoteWrite);

/**
 * The agent's house notes (GET /api/house-notes/) with those still waiting on the device, marked by
 * `pendingIds` (their outbox keys). A sent one hands over to this read (`keysChangedBy` revalidates it).
 * 'beside' where they are not the screen's content (swr.ts ReadTiming).
 */
export function useQueuedHouseNotes(timing: ReadTiming = 'now') {
  const { data, error, isLoading, mutate } = useHouseNotes(timing);
  const queued = useQueued(data, houseNotesWithQueue);
  return { data: queued?.items, error, isLoading, mutate, pendingIds: queued?.pendingIds ?? NO_KEYS };
}
