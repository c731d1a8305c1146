export { ZoneList, type ZoneListProps } from './ZoneList';
