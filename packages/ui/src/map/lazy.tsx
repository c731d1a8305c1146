// The light face of the map: safe for the root index and the app's first load. Leaflet, react-leaflet
// and the map's base stay in the chunk of './parts', fetched the first time a map shows; the territory
// layers (supercluster, the WKT parser, sectors and notes) in that of './territory-parts'.
import { useRef } from 'react';
import { loadOnce, useLoaded } from '../primitives/lazy';
import { DEFAULT_TILE_URL, MAP_ZOOM, ZONE_FALLBACK_CENTER } from './constants';
import { MapLoading } from './MapLoading';
import type { MapViewProps } from './MapView/MapView';
import type { TerritoryMapProps } from './TerritoryMap/TerritoryMap';
import { type FirstView, sectorsCenter, useFirstTilesEarly } from './tile-warmup';
import { useMapTiles } from './tiles';

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
 * The map's base (MapView, ZoneMarkers) for a render: undefined until it has arrived. A failed download
 * goes to the error boundary, which offers to try again.
 */
export const useMapViewModule = (): MapViewModule | undefined =>
  useLoaded(mapViewModule, { onFailure: 'throw' });

/** MapView, loaded on first use; 'Chargement de la carte...' meanwhile. */
export function LazyMapView(props: MapViewProps) {
  const module = useMapViewModule();
  return module ? <module.MapView {...props} /> : <MapLoading height={props.height} />;
}

/**
 * TerritoryMap (sectors and notes), loaded on first use; 'Chargement de la carte...' meanwhile, while
 * the first view's tiles are already asked for.
 */
export function LazyTerritoryMap(props: TerritoryMapProps) {
  const module = useLoaded(territoryModule, { onFailure: 'throw' });
  const placeholder = useRef<HTMLDivElement>(null);
  const appTileUrl = useMapTiles().url;
  useFirstTilesEarly(placeholder, module ? null : territoryFirstView(props, appTileUrl));
  return module ? <module.TerritoryMap {...props} /> : <MapLoading ref={placeholder} height={props.height} />;
}

/** The view TerritoryMap and MapView will open on, by their own rules; null when it will move at once. */
function territoryFirstView(props: TerritoryMapProps, appTileUrl: string | undefined): FirstView | null {
  // Fitting the sectors needs the drawn map's size and Leaflet's zoom steps: left to the map.
  if (props.fitSectors || (props.frame && props.frame.length > 1)) return null;
  const center =
    props.center ??
    sectorsCenter((props.sectors ?? []).map((sector) => sector.geometry)) ??
    props.fallbackCenter ??
    ZONE_FALLBACK_CENTER;
  return {
    center,
    zoom: props.zoom ?? MAP_ZOOM.default,
    urlTemplate: props.tileUrl ?? appTileUrl ?? DEFAULT_TILE_URL,
  };
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
