import {
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { CalendarEvent } from './types';

// French calendars start the week on Monday (spec §9).
const WEEK_OPTIONS = { weekStartsOn: 1 } as const;

/** A day of the grid keyed by its local calendar date, so events can be looked up without Date maths. */
export interface GridDay {
  date: Date;
  /** 'yyyy-MM-dd' in local time. */
  key: string;
  inMonth: boolean;
}

/** 'yyyy-MM-dd' of a local date: the key events are grouped by and the date the event modal sends. */
export function toDayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** First and last day shown for `month`: whole weeks from Monday to Sunday around it. */
export function gridRange(month: Date): { start: Date; end: Date } {
  return {
    start: startOfWeek(startOfMonth(month), WEEK_OPTIONS),
    end: endOfWeek(endOfMonth(month), WEEK_OPTIONS),
  };
}

/**
 * The query range for the events of `month` as it is displayed, days of the neighbouring months
 * included: `{ start_date, end_date }` from local midnight of the first day shown to the last
 * millisecond of the last one, as ISO date-times, ready for `GET …/events/`.
 */
export function eventQueryRange(month: Date): { start_date: string; end_date: string } {
  const { start, end } = gridRange(month);
  return { start_date: start.toISOString(), end_date: end.toISOString() };
}

/** The weeks of `month` (4 to 6 rows of 7 days, Monday first). */
export function buildMonthWeeks(month: Date): GridDay[][] {
  const { start, end } = gridRange(month);
  const monthIndex = startOfMonth(month).getMonth();
  const days = eachDayOfInterval({ start, end }).map((date) => ({
    date,
    key: toDayKey(date),
    inMonth: date.getMonth() === monthIndex,
  }));
  const weeks: GridDay[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The local day an event belongs to, or null when its date cannot be read. */
export function eventDayKey(event: Pick<CalendarEvent, 'date'>): string | null {
  const date = parseISO(event.date);
  return isValid(date) ? toDayKey(date) : null;
}

/** Events grouped by local day, in the order given (one pass: a month of 1,000 events stays cheap). */
export function groupEventsByDay<E extends Pick<CalendarEvent, 'date'>>(
  events: readonly E[],
): Map<string, E[]> {
  const byDay = new Map<string, E[]>();
  for (const event of events) {
    const key = eventDayKey(event);
    if (key === null) continue;
    const list = byDay.get(key);
    if (list) list.push(event);
    else byDay.set(key, [event]);
  }
  return byDay;
}

/**
 * Which events a day cell lists and how many are left for '+N': when they do not all fit, the last
 * line becomes '+N', so '+1' never stands in for a title that would have fitted.
 */
export function visibleEvents<E>(events: readonly E[], maxLines: number): { shown: E[]; hidden: number } {
  if (events.length <= maxLines) return { shown: [...events], hidden: 0 };
  const shown = events.slice(0, Math.max(0, maxLines - 1));
  return { shown, hidden: events.length - shown.length };
}
