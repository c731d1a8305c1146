export {
  formatCount,
  formatDayMonth,
  formatDistance,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatTime,
} from './format';
export { fr, type MessageKey } from './fr';
export { type MessageParams, TextNotLoadedError, t, templateOf } from './translate';
