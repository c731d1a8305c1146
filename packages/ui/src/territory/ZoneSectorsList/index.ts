export { SectorCard, type SectorCardProps } from './SectorCard';
export { ZoneSectorsList, type ZoneSectorsListProps } from './ZoneSectorsList';
