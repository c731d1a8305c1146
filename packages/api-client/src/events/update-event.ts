import { eventPathTemplate, withId } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';
import type { EventInput } from './create-event';

export const eventPath = (eventId: number) => withId(eventPathTemplate, eventId);

/** PUT /api/accounts/events/{id}/ with the create payload → CalendarEvent. */
export function updateEvent(
  client: ApiClient,
  { id, ...event }: EventInput & { id: number },
  options: WriteOptions = {},
): Promise<void> {
  return client.request(eventPath(id), { ...options, method: 'PUT', body: event });
}
