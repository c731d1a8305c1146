export { DayPanel, type DayPanelProps } from './DayPanel';
