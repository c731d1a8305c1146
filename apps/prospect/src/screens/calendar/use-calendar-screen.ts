import { useCreateEvent, useDeleteEvent, useQueuedEvents, useUpdateEvent } from '@prospect/api-client';
import { type CalendarEventValues, errorMessage } from '@prospect/ui';
import { useMemo, useState } from 'react';
import { action } from '../../flow/action';
import { loadState } from '../shared/load-state';

/** /calendrier: the displayed month's events with what still waits on the device, and their writes. */
export function useCalendarScreen() {
  const [today] = useState(() => new Date());
  const [month, setMonth] = useState(() => new Date(today.getFullYear(), today.getMonth(), 1));
  // Spec §7: the displayed month, first day 00:00 to last day 23:59:59.999.
  const monthEvents = useQueuedEvents(month);
  const { data, error } = monthEvents;
  // The server may send null for the optional fields; the screen shows them as empty text.
  const events = useMemo(
    () =>
      (data ?? []).map((event) => ({
        ...event,
        description: event.description ?? '',
        location: event.location ?? '',
      })),
    [data],
  );
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  return {
    today,
    initialMonth: month,
    onMonthChange: setMonth,
    events,
    pendingEventIds: monthEvents.pendingIds,
    status: loadState(monthEvents).status,
    errorMessage: error ? errorMessage('eventsLoad', error) : null,
    onCreate: action('eventsCreate', (values: CalendarEventValues) => create.trigger(values)),
    onUpdate: action('eventsUpdate', (id: number, values: CalendarEventValues) =>
      update.trigger({ id, ...values }),
    ),
    onDelete: action('eventsDelete', (id: number) => remove.trigger(id)),
  };
}
