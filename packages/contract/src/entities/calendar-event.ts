import * as z from 'zod/mini';
import { eventTypeReader } from '../enums';
import { id, text } from '../primitives';

/** A calendar event. Its date places it on the grid, so it is the one field that must be there. */
export const calendarEventReader = z.object({
  id,
  title: text,
  /** Optional in the form (spec §5): '' when the server sends null or nothing. */
  description: text,
  type: eventTypeReader,
  /** ISO 8601: a calendar date ('2026-11-22') or a date-time. */
  date: z.string().check(z.minLength(1)),
  location: text,
});
export type CalendarEvent = z.output<typeof calendarEventReader>;
