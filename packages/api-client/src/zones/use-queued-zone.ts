import type { ZoneDetail } from '@prospect/contract';
import type { QueuedWrite } from '../outbox/queue-store';
import { notesWithQueue } from '../outbox/queued-views';
import { NO_IDS, useQueued } from '../outbox/use-submit';
import { useZone } from './get-zone';

const zoneWithQueue = (zone: ZoneDetail, writes: readonly QueuedWrite[]) => {
  const notes = notesWithQueue(zone.notes, zone.id, writes);
  return { zone: { ...zone, notes: notes.notes }, pendingNoteIds: notes.pendingIds };
};

/** The zone detail with its waiting note changes. */
export function useQueuedZone(zoneId: number | null) {
  const { data, error, isLoading, mutate } = useZone(zoneId);
  const queued = useQueued(data, zoneWithQueue);
  return { data: queued?.zone, error, isLoading, mutate, pendingNoteIds: queued?.pendingNoteIds ?? NO_IDS };
}
