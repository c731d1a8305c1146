export { MonthGrid, type MonthGridProps } from './MonthGrid';
