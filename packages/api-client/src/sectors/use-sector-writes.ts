import type { FieldWrite } from '../outbox/field-writes';
import { sectorWithQueue } from '../outbox/queued-views';
import { NO_IDS, useQueued, useSubmit } from '../outbox/use-submit';
import { useSector } from './get-sector';

const streetCountWrite = ({
  sectorId,
  streetCount,
}: {
  sectorId: number;
  streetCount: number;
}): FieldWrite => ({
  kind: 'streetCount',
  sectorId,
  streetCount,
});
/** PATCH /api/accounts/sectors/{id}/update-streets/ `{ street_count }`, through the outbox. */
export const useUpdateStreetCount = () => useSubmit(streetCountWrite);

/**
 * The sector as the agent left it: the server's answer with the ticks, the street count and the note
 * changes still waiting on the device, and the ids of what is not yet sent.
 */
export function useQueuedSector(sectorId: number | null) {
  const { data, error, isLoading, mutate } = useSector(sectorId);
  const queued = useQueued(data, sectorWithQueue);
  return {
    data: queued?.sector,
    error,
    isLoading,
    mutate,
    pendingStreetIds: queued?.pendingStreetIds ?? NO_IDS,
    pendingStreetCount: queued?.pendingStreetCount ?? null,
    pendingNoteIds: queued?.pendingNoteIds ?? NO_IDS,
  };
}
