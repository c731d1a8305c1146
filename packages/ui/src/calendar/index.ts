export * from './CalendarScreen';
export * from './DayPanel';
export * from './EventModal';
export { eventTypeLabel } from './eventTypes';
export * from './MonthGrid';
export {
  buildMonthWeeks,
  eventDayKey,
  eventQueryRange,
  type GridDay,
  groupEventsByDay,
  toDayKey,
} from './monthGrid';
export * from './types';
