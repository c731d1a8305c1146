export { ZoneDetailView, type ZoneDetailViewProps } from './ZoneDetailView';
