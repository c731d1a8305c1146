import type { EventPayload } from '@prospect/contract';
import { useCallback } from 'react';
import { type FieldWrite, newLocalId } from '../outbox/field-writes';
import type { QueuedWrite } from '../outbox/queue-store';
import { eventsWithQueue } from '../outbox/queued-views';
import { NO_IDS, useQueued, useSubmit } from '../outbox/use-submit';
import { monthBounds, useEvents } from './get-events';

const eventCreateWrite = (event: EventPayload): FieldWrite => ({
  kind: 'eventCreate',
  localId: newLocalId(),
  event,
});
const eventUpdateWrite = ({ id, ...event }: EventPayload & { id: number }): FieldWrite => ({
  kind: 'eventUpdate',
  id,
  event,
});
const eventDeleteWrite = (id: number): FieldWrite => ({ kind: 'eventDelete', id });
export const useCreateEvent = () => useSubmit(eventCreateWrite);
export const useUpdateEvent = () => useSubmit(eventUpdateWrite);
export const useDeleteEvent = () => useSubmit(eventDeleteWrite);

/** The displayed month's events with the waiting ones that fall in it. */
export function useQueuedEvents(month: Date) {
  const { data, error, isLoading, mutate } = useEvents(month);
  const time = month.getTime();
  const apply = useCallback(
    (events: NonNullable<typeof data>, writes: readonly QueuedWrite[]) =>
      eventsWithQueue(events, writes, monthBounds(new Date(time))),
    [time],
  );
  const queued = useQueued(data, apply);
  return { data: queued?.items, error, isLoading, mutate, pendingIds: queued?.pendingIds ?? NO_IDS };
}
