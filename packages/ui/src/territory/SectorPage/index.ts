export { SectorPage, type SectorPageProps } from './SectorPage';
export { parseStreetCount } from './streetCount';
