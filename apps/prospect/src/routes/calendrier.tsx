import { useCreateEvent, useDeleteEvent, useQueuedEvents, useUpdateEvent } from '@prospect/api-client';
import { type CalendarEventValues, CalendarScreen, errorMessage, t } from '@prospect/ui';
import { useMemo, useState } from 'react';
import type { RouteHandle } from '../shell/RootLayout';
import { withMessage } from './failure';

export const handle: RouteHandle = { title: () => t('calendar.title') };

export function Component() {
  const [today] = useState(() => new Date());
  const [month, setMonth] = useState(() => new Date(today.getFullYear(), today.getMonth(), 1));
  // Spec §7: the displayed month, first day 00:00 to last day 23:59:59.999.
  const { data, error, isLoading, pendingIds } = useQueuedEvents(month);
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
  return (
    <CalendarScreen
      today={today}
      initialMonth={month}
      onMonthChange={setMonth}
      events={events}
      pendingEventIds={pendingIds}
      status={error && !data ? 'error' : isLoading && !data ? 'loading' : 'ready'}
      errorMessage={error ? errorMessage('eventsLoad', error) : null}
      onCreate={(values: CalendarEventValues) =>
        withMessage('eventsCreate', () => create.trigger(values)).then(() => undefined)
      }
      onUpdate={(id, values) =>
        withMessage('eventsUpdate', () => update.trigger({ id, ...values })).then(() => undefined)
      }
      onDelete={(id) => withMessage('eventsDelete', () => remove.trigger(id)).then(() => undefined)}
    />
  );
}
