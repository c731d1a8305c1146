import type { EventPayload } from '@prospect/contract';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { allEventsKeys } from './get-events';

/** The payload of create and update (spec §7: same payload for PUT). */
export type EventInput = EventPayload;

export const createEventPath = '/api/accounts/events/create/';
export const createEventMutationKey = `POST ${createEventPath}`;

/** POST /api/accounts/events/create/ `{ title, description, type, date, location }` (answer not read). */
export function createEvent(client: ApiClient, event: EventInput): Promise<void> {
  return client.request(createEventPath, { method: 'POST', body: event });
}

export const useCreateEvent = () =>
  useApiMutation(createEventMutationKey, createEvent, (mutate) => revalidate(mutate, [allEventsKeys]));
