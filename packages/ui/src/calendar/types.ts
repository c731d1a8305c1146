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
  /** The selected day as an ISO calendar date, 'yyyy-MM-dd'. */
  date: string;
}
