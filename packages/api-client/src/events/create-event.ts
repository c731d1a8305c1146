import { type CalendarEvent, calendarEventSchema, type EventType } from '../entities';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { allEventsKeys } from './get-events';

/** The payload of create and update (spec §7: same payload for PUT). */
export interface EventInput {
  title: string;
  description: string;
  /** 'prospection' by default (spec §9). */
  type: EventType;
  /** ISO 8601. */
  date: string;
  location: string;
}

export const createEventPath = '/api/accounts/events/create/';
export const createEventMutationKey = `POST ${createEventPath}`;

/** POST /api/accounts/events/create/ `{ title, description, type, date, location }` → 201 CalendarEvent. */
export function createEvent(client: ApiClient, event: EventInput): Promise<CalendarEvent> {
  return client.request(createEventPath, { method: 'POST', body: event, schema: calendarEventSchema });
}

export const useCreateEvent = () =>
  useApiMutation(createEventMutationKey, createEvent, (mutate) => revalidate(mutate, [allEventsKeys]));
