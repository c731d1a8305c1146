export * from './CalendarScreen';
export * from './DayPanel';
export * from './EventModal';
export { eventTypeLabel } from './event-types';
export * from './MonthGrid';
export {
  buildMonthWeeks,
  eventDayKey,
  eventQueryRange,
  type GridDay,
  groupEventsByDay,
  toDayKey,
} from './month-grid';
export * from './types';
