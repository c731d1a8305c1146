import type { ApiClient, WriteOptions } from '../http';
import { eventPath } from './update-event';

/** DELETE /api/accounts/events/{id}/ → 204. */
export function deleteEvent(client: ApiClient, eventId: number, options: WriteOptions = {}): Promise<void> {
  return client.request(eventPath(eventId), { ...options, method: 'DELETE' });
}
