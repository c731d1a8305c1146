import { type CalendarEvent, calendarEventSchema } from '../entities';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import type { EventInput } from './create-event';
import { allEventsKeys } from './get-events';

export const eventPath = (eventId: number) => `/api/accounts/events/${eventId}/`;
export const updateEventMutationKey = 'PUT /api/accounts/events/{id}/';

/** PUT /api/accounts/events/{id}/ with the create payload → CalendarEvent. */
export function updateEvent(
  client: ApiClient,
  { id, ...event }: EventInput & { id: number },
): Promise<CalendarEvent> {
  return client.request(eventPath(id), { method: 'PUT', body: event, schema: calendarEventSchema });
}

export const useUpdateEvent = () =>
  useApiMutation(updateEventMutationKey, updateEvent, (mutate) => revalidate(mutate, [allEventsKeys]));
