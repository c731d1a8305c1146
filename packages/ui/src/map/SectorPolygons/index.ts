export { SectorPolygons, type SectorPolygonsProps } from './SectorPolygons';
