/** Event categories of the API (`CalendarEvent.type`); prospection is the default. */
export type CalendarEventType = 'prospection' | 'rdv' | 'navigation';

export const CALENDAR_EVENT_TYPES: readonly CalendarEventType[] = ['prospection', 'rdv', 'navigation'];

/** A calendar event as `GET /api/accounts/events/` answers it (docs/api-contract.md). */
export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  type: CalendarEventType;
  /** ISO 8601: a calendar date ('2026-11-22') or a date-time; the event belongs to its local day. */
  date: string;
  location: string;
}

/** What the event modal submits: the payload of `POST …/events/create/` and `PUT …/events/{id}/`. */
export interface CalendarEventValues {
  title: string;
  type: CalendarEventType;
  description: string;
  location: string;
  /**
   * ISO 8601 date-time. A new event: local midnight of the chosen day (`toISOString()`, so any server
   * reads the same instant and the event comes back on that day). An edited event keeps its own date.
   */
  date: string;
}
