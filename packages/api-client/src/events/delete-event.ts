import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { allEventsKeys } from './get-events';
import { eventPath } from './update-event';

export const deleteEventMutationKey = 'DELETE /api/accounts/events/{id}/';

/** DELETE /api/accounts/events/{id}/ → 204. */
export function deleteEvent(client: ApiClient, eventId: number): Promise<void> {
  return client.request(eventPath(eventId), { method: 'DELETE' });
}

export const useDeleteEvent = () =>
  useApiMutation(deleteEventMutationKey, deleteEvent, (mutate) => revalidate(mutate, [allEventsKeys]));
