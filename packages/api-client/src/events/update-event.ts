import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import type { EventInput } from './create-event';
import { allEventsKeys } from './get-events';

export const eventPath = (eventId: number) => `/api/accounts/events/${eventId}/`;
export const updateEventMutationKey = 'PUT /api/accounts/events/{id}/';

/** PUT /api/accounts/events/{id}/ with the create payload → CalendarEvent. */
export function updateEvent(client: ApiClient, { id, ...event }: EventInput & { id: number }): Promise<void> {
  return client.request(eventPath(id), { method: 'PUT', body: event });
}

export const useUpdateEvent = () =>
  useApiMutation(updateEventMutationKey, updateEvent, (mutate) => revalidate(mutate, [allEventsKeys]));
