// Map parts (Leaflet): the app reaches them lazily (LazyMapView, LazyTerritoryMap from './lazy', or
// `import('@prospect/ui/map')`), never from the root index, so Leaflet stays out of the first load.

export {
  type Bbox,
  type ClusterItem,
  createNoteClusterIndex,
  type NoteClusterIndex,
  packNotePoints,
} from './clustering/note-cluster-index';
export {
  type AsyncNoteClusterIndex,
  asAsync,
  createWorkerClusterIndex,
} from './clustering/worker-cluster-index';
export { type LatLngPolygon, MIN_POLYGON_POINTS, parseWkt, polygonsCenter, sectorPolygons } from './geometry';
export * from './lazy';
export * from './parts';
export * from './territory-parts';
