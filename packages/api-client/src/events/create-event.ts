import type { EventPayload } from '@prospect/contract';
import { eventCreatePath } from '@prospect/contract';
import { createdIdAnswer } from '../created-id';
import type { ApiClient, WriteOptions } from '../http';

/** The payload of create and update (spec §7: same payload for PUT). */
export type EventInput = EventPayload;

export const createEventPath = eventCreatePath;

/** POST /api/accounts/events/create/ `{ title, description, type, date, location }`: the new id when answered, else null. */
export function createEvent(
  client: ApiClient,
  event: EventInput,
  options: WriteOptions = {},
): Promise<number | null> {
  return client.request(createEventPath, {
    ...options,
    method: 'POST',
    body: event,
    schema: createdIdAnswer,
  });
}
