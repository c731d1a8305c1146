// The light face of the map, for the screens that show one: Leaflet, react-leaflet and the map's base
// stay in the chunk of './parts', fetched the first time a map shows; the territory layers
// (supercluster, the WKT parser, sectors and notes) in that of './territory-parts'. The loaders the
// app's first load calls are in './map-modules', so this file's placeholders stay out of it, and the
// territory map's placeholder (with its tile warm-up) in './LazyTerritoryMap', out of the dashboard's.
import { MapLoading } from './MapLoading';
import type { MapViewProps } from './MapView/MapView';
import { useMapViewModule } from './map-modules';

/** MapView, loaded on first use; 'Chargement de la carte...' meanwhile. */
export function LazyMapView(props: MapViewProps) {
  const module = useMapViewModule();
  return module ? <module.MapView {...props} /> : <MapLoading height={props.height} />;
}

export {
  CLUSTER_OPTIONS,
  CLUSTER_WORKER_THRESHOLD,
  DEFAULT_TILE_URL,
  FRANCE_CENTER,
  MAP_ZOOM,
  ZONE_FALLBACK_CENTER,
  ZONE_TILE_CENTER,
} from './constants';
export {
  GEOLOCATION_PREFERENCE_KEY,
  type GeolocationPreference,
  type GeolocationPreferenceStore,
  type GeolocationSource,
  localStoragePreferenceStore,
  memoryPreferenceStore,
} from './geolocation';
export { LazyTerritoryMap } from './LazyTerritoryMap';
export { MapLoading } from './MapLoading';
export type { MapViewProps } from './MapView/MapView';
export { preloadMap, preloadMapView, useMapViewModule } from './map-modules';
export type { NoteMarkersProps, NotePopupTarget } from './NoteMarkers/NoteMarkers';
export { SectorLegend, type SectorLegendProps } from './SectorLegend';
export type { SectorPolygonsProps } from './SectorPolygons/SectorPolygons';
export {
  type MapStatusKey,
  mapStatusKey,
  mapStatusLabel,
  sectorStatusLabel,
  sectorStatusTone,
} from './status';
export type { TerritoryMapProps } from './TerritoryMap/TerritoryMap';
export { warmTiles } from './tile-warmup/warm-tiles';
export { type MapTiles, MapTilesProvider, type MapTilesProviderProps } from './tiles';
export type {
  GeoPoint,
  GeoPolygon,
  LatLngLiteral,
  LatLngTuple,
  MapNote,
  MapSector,
  SectorGeometry,
} from './types';
export { latLngToPoint, pointToLatLng, resolveMapView } from './viewport';
