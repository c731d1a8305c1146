import type { EventPayload } from '@prospect/contract';

export {
  type CalendarEvent,
  EVENT_TYPES as CALENDAR_EVENT_TYPES,
  type EventType as CalendarEventType,
} from '@prospect/contract';

/**
 * What the event modal submits: the payload of create and update. Its date: local midnight of the chosen
 * day for a new event (`toISOString()`, so any server reads the same instant); an edited event keeps its own.
 */
export type CalendarEventValues = EventPayload;
