export { SectorPage, type SectorPageProps } from './SectorPage';
export { parseStreetCount } from './street-count';
