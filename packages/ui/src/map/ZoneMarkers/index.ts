export { type MapZone, ZoneMarkers, type ZoneMarkersProps } from './ZoneMarkers';
