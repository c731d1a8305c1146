// The Leaflet-drawn parts: the chunk that './lazy' fetches the first time a map shows.
export { MapView, type MapViewProps, useMapClick } from './MapView';
export { NoteMarkers, type NoteMarkersProps, type NotePopupTarget, useNoteClusters } from './NoteMarkers';
export { NotePopup, type NotePopupMode, type NotePopupProps } from './NotePopup';
export { SectorPolygons, type SectorPolygonsProps } from './SectorPolygons';
export { TerritoryMap, type TerritoryMapProps } from './TerritoryMap';
export { type MapZone, ZoneMarkers, type ZoneMarkersProps } from './ZoneMarkers';
