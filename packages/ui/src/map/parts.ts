// The Leaflet-drawn base of every map: the chunk that './lazy' fetches the first time a map shows.
// The dashboard and the zones list need no more; the territory layers come in './territory-parts'.
export { MapView, type MapViewProps, useMapClick } from './MapView';
export { type MapZone, ZoneMarkers, type ZoneMarkersProps } from './ZoneMarkers';
