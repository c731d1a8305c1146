import * as v from 'valibot';
import { eventTypeReader } from '../enums';
import { id, record, text } from '../primitives';

/** A calendar event. Its date places it on the grid, so it is the one field that must be there. */
export const calendarEventReader = record({
  id,
  title: text,
  /** Optional in the form (spec §5): '' when the server sends null or nothing. */
  description: text,
  type: eventTypeReader,
  /** ISO 8601: a calendar date ('2026-11-22') or a date-time. */
  date: v.pipe(v.string(), v.minLength(1)),
  location: text,
});
export type CalendarEvent = v.InferOutput<typeof calendarEventReader>;
