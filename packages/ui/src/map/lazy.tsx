// The light face of the map: safe for the root index and the app's first load. Leaflet, react-leaflet,
// supercluster and the WKT parser stay in the chunk of './parts', fetched the first time a map shows.
import { type ComponentType, lazy, Suspense } from 'react';
import { loadOnce } from '../primitives/lazy';
import { MapLoading } from './MapLoading';
import type { MapViewProps } from './MapView/MapView';
import type { TerritoryMapProps } from './TerritoryMap/TerritoryMap';

type MapModule = typeof import('./parts');

const mapModule = loadOnce(() => import('./parts'));

/** Fetches the map chunk (once, within the spec's 120 s). Call it early, e.g. when a zone is hovered. */
export const preloadMap = (): Promise<MapModule> => mapModule.load();

/**
 * A part of the map chunk behind React.lazy. Once the chunk is in, every part renders directly, so a
 * layer placed inside an already shown map never suspends it again.
 */
function lazyMapPart<Props extends object>(name: string, pick: (module: MapModule) => ComponentType<Props>) {
  const Lazy = lazy(async () => ({ default: pick(await preloadMap()) }));
  function MapPart(props: Props) {
    const loadedModule = mapModule.loaded();
    const Loaded = loadedModule ? pick(loadedModule) : Lazy;
    return <Loaded {...props} />;
  }
  MapPart.displayName = `Lazy${name}`;
  return MapPart;
}

const MapViewPart = lazyMapPart('MapView', (module) => module.MapView);
const TerritoryMapPart = lazyMapPart('TerritoryMap', (module) => module.TerritoryMap);

/** MapView, loaded on first use; 'Chargement de la carte...' meanwhile. Layers go in as LazySectorPolygons… */
export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense fallback={<MapLoading height={props.height} />}>
      <MapViewPart {...props} />
    </Suspense>
  );
}

/** TerritoryMap (sectors and notes), loaded on first use; 'Chargement de la carte...' meanwhile. */
export function LazyTerritoryMap(props: TerritoryMapProps) {
  return (
    <Suspense fallback={<MapLoading height={props.height} />}>
      <TerritoryMapPart {...props} />
    </Suspense>
  );
}

/** Layers for children of LazyMapView (they load with it). */
export const LazySectorPolygons = lazyMapPart('SectorPolygons', (module) => module.SectorPolygons);
export const LazyNoteMarkers = lazyMapPart('NoteMarkers', (module) => module.NoteMarkers);

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
export { MapLoading } from './MapLoading';
export type { MapViewProps } from './MapView/MapView';
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
