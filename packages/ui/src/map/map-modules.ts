// The map's chunks and their loaders: the part of the map the app's first load holds (a route preloads
// its map beside its screen), without the placeholders of './lazy'.
import { loadOnce, useLoaded } from '../primitives/lazy';

type MapViewModule = typeof import('./parts');

const mapViewModule = loadOnce(() => import('./parts'));
export const territoryModule = loadOnce(() => import('./territory-parts'));

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
