import type { EventPayload } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';

/** The payload of create and update (spec §7: same payload for PUT). */
export type EventInput = EventPayload;

export const createEventPath = '/api/accounts/events/create/';

/** POST /api/accounts/events/create/ `{ title, description, type, date, location }` (answer not read). */
export function createEvent(client: ApiClient, event: EventInput, options: WriteOptions = {}): Promise<void> {
  return client.request(createEventPath, { ...options, method: 'POST', body: event });
}
