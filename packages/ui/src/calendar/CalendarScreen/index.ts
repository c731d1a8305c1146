export { CalendarScreen, type CalendarScreenProps } from './CalendarScreen';
