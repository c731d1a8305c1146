export { StreetChecklist, type StreetChecklistProps } from './StreetChecklist';
