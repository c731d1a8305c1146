// The territory layers (sectors, notes and their clusters, the WKT parser): a chunk of their own,
// fetched by the maps that draw them, so a map of zone markers alone does not wait for them.
export { NoteMarkers, type NoteMarkersProps, type NotePopupTarget, useNoteClusters } from './NoteMarkers';
export { NotePopup, type NotePopupMode, type NotePopupProps } from './NotePopup';
export { SectorPolygons, type SectorPolygonsProps } from './SectorPolygons';
export * from './TerritoryMap';
