// The territory map before its chunks are in: its placeholder, which asks for the first view's tiles
// meanwhile. A module of its own so the dashboard's map of zones (./lazy) goes without the warm-up.
import { useRef } from 'react';
import { useLoaded } from '../primitives/lazy';
import { DEFAULT_TILE_URL, MAP_ZOOM, ZONE_FALLBACK_CENTER } from './constants';
import { MapLoading } from './MapLoading';
import { territoryModule } from './map-modules';
import type { TerritoryMapProps } from './TerritoryMap/TerritoryMap';
import { type FirstView, sectorsCenter, useFirstTilesEarly } from './tile-warmup';
import { useMapTiles } from './tiles';

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
