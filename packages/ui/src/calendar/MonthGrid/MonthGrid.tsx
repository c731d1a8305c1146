import { isSameDay } from 'date-fns';
import { memo, useMemo } from 'react';
import { formatLongDate, t } from '../../i18n';
import { PendingIcon } from '../../primitives/PendingBadge';
import { eventTypeLabel } from '../event-types';
import { buildMonthWeeks, type GridDay, groupEventsByDay, visibleEvents } from '../month-grid';
import type { CalendarEvent } from '../types';
import { GridTable } from './MonthGrid.styles';
import '../../i18n/messages/calendar';
import '../../i18n/messages/sync';

const WEEKDAY_KEYS = [
  'calendar.weekday.mon',
  'calendar.weekday.tue',
  'calendar.weekday.wed',
  'calendar.weekday.thu',
  'calendar.weekday.fri',
  'calendar.weekday.sat',
  'calendar.weekday.sun',
] as const;

const NO_EVENTS: readonly CalendarEvent[] = [];

export interface MonthGridProps {
  /** Any day of the month to show. */
  month: Date;
  /** The current day, outlined in blue. Passed in so the grid stays pure and its pictures stable. */
  today: Date;
  /** Events to place on their days; those outside the displayed weeks are ignored. */
  events: readonly CalendarEvent[];
  /** 'yyyy-MM-dd' of the day whose panel is open, if any. */
  selectedDayKey?: string | null;
  onSelectDay: (day: Date) => void;
  /** Lines a day lists before the last one becomes '+N'. */
  maxLinesPerDay?: number;
  /** Id of the heading that names the grid (the month-year title). */
  labelledBy?: string;
  /**
   * Events kept on this device, not yet sent: a clock before their title (the day panel spells it out).
   * Keep the set's identity stable between renders, or every cell renders again.
   */
  pendingEventIds?: ReadonlySet<number> | undefined;
}

/**
 * The month as a table of weeks from Monday. Cells are plain elements styled by one stylesheet on the
 * table through `data-*` attributes, and each cell is memoised, so a month of 1,000 events renders
 * only the titles that fit.
 */
export const MonthGrid = memo(function MonthGrid({
  month,
  today,
  events,
  selectedDayKey = null,
  onSelectDay,
  maxLinesPerDay = 3,
  labelledBy,
  pendingEventIds,
}: MonthGridProps) {
  // Keyed on year and month, not on the Date given: any day of the same month reuses the weeks.
  const year = month.getFullYear();
  const monthIndex = month.getMonth();
  const weeks = useMemo(() => buildMonthWeeks(new Date(year, monthIndex, 1)), [year, monthIndex]);
  const eventsByDay = useMemo(() => groupEventsByDay(events), [events]);

  return (
    <GridTable aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {WEEKDAY_KEYS.map((key) => (
            <th key={key} scope="col">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.key}>
            {week.map((day) => (
              <DayCell
                key={day.key}
                day={day}
                isToday={isSameDay(day.date, today)}
                isSelected={day.key === selectedDayKey}
                events={eventsByDay.get(day.key) ?? NO_EVENTS}
                maxLines={maxLinesPerDay}
                pendingEventIds={pendingEventIds}
                onSelectDay={onSelectDay}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </GridTable>
  );
});

interface DayCellProps {
  day: GridDay;
  isToday: boolean;
  isSelected: boolean;
  events: readonly CalendarEvent[];
  maxLines: number;
  pendingEventIds: ReadonlySet<number> | undefined;
  onSelectDay: (day: Date) => void;
}

const DayCell = memo(function DayCell({
  day,
  isToday,
  isSelected,
  events,
  maxLines,
  pendingEventIds,
  onSelectDay,
}: DayCellProps) {
  const { shown, hidden } = visibleEvents(events, maxLines);
  return (
    <td data-in-month={day.inMonth} data-today={isToday || undefined} data-selected={isSelected || undefined}>
      <button
        type="button"
        data-day={day.key}
        aria-label={formatLongDate(day.date)}
        aria-current={isToday ? 'date' : undefined}
        aria-pressed={isSelected}
        onClick={() => onSelectDay(day.date)}
      >
        {day.date.getDate()}
      </button>
      {events.length > 0 ? (
        <ul>
          {shown.map((event) => {
            const pending = pendingEventIds?.has(event.id) ?? false;
            return (
              <li key={event.id} data-type={event.type}>
                <span data-marker aria-hidden="true" />
                {pending ? <PendingIcon size={12} data-pending /> : null}
                <span data-sr-only>{eventTypeLabel(event.type)} : </span>
                <span data-title>{event.title}</span>
                {pending ? <span data-sr-only> ({t('sync.pending')})</span> : null}
              </li>
            );
          })}
          {hidden > 0 ? (
            <li data-more>
              <span aria-hidden="true">{t('calendar.moreEvents', { count: hidden })}</span>
              <span data-sr-only>{t('calendar.moreEventsLabel', { count: hidden })}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
    </td>
  );
});
