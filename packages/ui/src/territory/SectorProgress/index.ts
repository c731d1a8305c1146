export { SectorProgress, type SectorProgressProps } from './SectorProgress';
