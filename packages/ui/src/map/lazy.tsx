// The light face of the map: safe for the root index and the app's first load. Leaflet, react-leaflet
// and the map's base stay in the chunk of './parts', fetched the first time a map shows; the territory
// layers (supercluster, the WKT parser, sectors and notes) in that of './territory-parts'.
import { type ComponentType, lazy, Suspense } from 'react';
import { type LoadOnce, loadOnce } from '../primitives/lazy';
import { MapLoading } from './MapLoading';
import type { MapViewProps } from './MapView/MapView';
import type { TerritoryMapProps } from './TerritoryMap/TerritoryMap';

type MapViewModule = typeof import('./parts');

const mapViewModule = loadOnce(() => import('./parts'));
const territoryModule = loadOnce(() => import('./territory-parts'));

/**
 * Fetches the map's base (once, within the spec's 120 s): Leaflet, MapView and the zone markers, all
 * that the dashboard's and the zones list's maps draw. Call it early, e.g. when a zone is hovered.
 */
export const preloadMapView = (): Promise<MapViewModule> => mapViewModule.load();

/** Fetches the whole map: its base and the territory layers (sectors, notes), for a territory page. */
export const preloadMap = (): Promise<unknown> => Promise.all([mapViewModule.load(), territoryModule.load()]);

/**
 * A part of a map chunk behind React.lazy. Once the chunk is in, every part renders directly, so a
 * layer placed inside an already shown map never suspends it again.
 */
function lazyMapPart<Module, Props extends object>(
  name: string,
  source: LoadOnce<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  const Lazy = lazy(async () => ({ default: pick(await source.load()) }));
  function MapPart(props: Props) {
    const loadedModule = source.loaded();
    const Loaded = loadedModule ? pick(loadedModule) : Lazy;
    return <Loaded {...props} />;
  }
  MapPart.displayName = `Lazy${name}`;
  return MapPart;
}

const MapViewPart = lazyMapPart('MapView', mapViewModule, (module) => module.MapView);
const TerritoryMapPart = lazyMapPart('TerritoryMap', territoryModule, (module) => module.TerritoryMap);

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
export const LazySectorPolygons = lazyMapPart(
  'SectorPolygons',
  territoryModule,
  (module) => module.SectorPolygons,
);
export const LazyNoteMarkers = lazyMapPart('NoteMarkers', territoryModule, (module) => module.NoteMarkers);

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
