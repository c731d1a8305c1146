import { type CalendarEvent, calendarEventReader, type EventsQuery, eventsPath } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';
import { keysStartingWith, useApiQuery } from '../swr';

export { eventsPath };

/** Every month of events in the cache: what a save revalidates. */
export const allEventsKeys = keysStartingWith(eventsPath);

export type MonthBounds = EventsQuery;

/**
 * Spec §7: the displayed month from its first day at 00:00 to its last day at 23:59:59.999, local
 * time, sent as ISO strings. Any day of the month may be passed.
 */
export function monthBounds(month: Date): MonthBounds {
  const year = month.getFullYear();
  const index = month.getMonth();
  return {
    start_date: new Date(year, index, 1, 0, 0, 0, 0).toISOString(),
    end_date: new Date(year, index + 1, 0, 23, 59, 59, 999).toISOString(),
  };
}

export const eventsKey = (month: Date) => {
  const { start_date, end_date } = monthBounds(month);
  return `${eventsPath}?start_date=${start_date}&end_date=${end_date}`;
};

/** GET /api/accounts/events/?start_date&end_date: the events of the month that holds `month`. */
export function getEvents(client: ApiClient, month: Date, signal?: AbortSignal): Promise<CalendarEvent[]> {
  return requestList(client, eventsPath, calendarEventReader, { query: { ...monthBounds(month) }, signal });
}

/** The displayed month's events; the key changes with the month, so moving month fetches it. */
export const useEvents = (month: Date) => useApiQuery(eventsKey(month), (client) => getEvents(client, month));
