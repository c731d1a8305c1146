export { SectorLegend, type SectorLegendProps } from './SectorLegend';
