// The territory map before its chunks are in: its placeholder, which asks for the first view's tiles
// meanwhile. A module of its own so the dashboard's map of zones (./lazy) goes without the warm-up.
import { whenIdle } from '@prospect/scheduling';
import { useEffect, useRef, useState } from 'react';
import { useLoaded } from '../primitives/lazy';
import { DEFAULT_TILE_URL, MAP_ZOOM, ZONE_FALLBACK_CENTER } from './constants';
import { MapLoading } from './MapLoading';
import { territoryModule, useMapViewModule } from './map-modules';
import type { TerritoryMapProps } from './TerritoryMap/TerritoryMap';
import { type FirstView, sectorsCenter, useFirstTilesEarly } from './tile-warmup';
import { useMapTiles } from './tiles';
import type { LatLngTuple, MapSector } from './types';

/**
 * Longest wait, once the map shows, for its first tiles before the layers' code is asked for anyway:
 * a slow tile server must not hold the sectors back.
 */
export const LAYERS_AFTER_TILES_MAX_WAIT_MS = 1_000;

const NO_SECTORS: readonly MapSector[] = [];

/**
 * TerritoryMap (sectors and notes), loaded on first use; 'Chargement de la carte...' until the map's
 * base (Leaflet) is in, while the first view's tiles are already asked for. The base map then draws its
 * tiles, and the territory layers' code (the WKT parser, clusters, notes) is asked for once they show:
 * downloaded beside them, it held the page's largest paint back. A map that fits its sectors waits for
 * both, since its view depends on them.
 */
export function LazyTerritoryMap(props: TerritoryMapProps) {
  const base = useMapViewModule();
  const [tilesShown, setTilesShown] = useState(false);
  const territory = useLoaded(territoryModule, {
    onFailure: 'throw',
    hold: !props.fitSectors && !tilesShown,
  });
  const placeholder = useRef<HTMLDivElement>(null);
  const appTileUrl = useMapTiles().url;
  const mapShows = base !== undefined && (territory !== undefined || !props.fitSectors);
  useFirstTilesEarly(placeholder, mapShows ? null : territoryFirstView(props, appTileUrl));
  useEffect(() => {
    if (!mapShows || tilesShown) return;
    const timer = setTimeout(() => setTilesShown(true), LAYERS_AFTER_TILES_MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [mapShows, tilesShown]);

  if (!base || !mapShows) return <MapLoading ref={placeholder} height={props.height} />;
  const center = territoryCenter(props);
  const { whereAmI } = props;
  return (
    // MapView and the layers each read their own props from the one set (neither spreads the rest).
    <base.MapView
      {...props}
      center={center}
      layersPending={!territory}
      // Once painted and the page idle: the layers' download stays out of the tiles' way.
      onFirstTiles={() => whenIdle(() => setTilesShown(true))}
      positionStatus={
        whereAmI && territory
          ? (fix) => (
              <territory.TerritoryPositionLine
                fix={fix}
                sectors={props.sectors ?? NO_SECTORS}
                whereAmI={whereAmI}
              />
            )
          : undefined
      }
    >
      {territory ? <territory.TerritoryLayers {...props} center={center} /> : null}
    </base.MapView>
  );
}

/** Where the map centres, as TerritoryMap does, read without the WKT parser (tile-warmup's reading). */
function territoryCenter(props: TerritoryMapProps): LatLngTuple {
  return (
    props.center ??
    sectorsCenter((props.sectors ?? NO_SECTORS).map((sector) => sector.geometry)) ??
    props.fallbackCenter ??
    ZONE_FALLBACK_CENTER
  );
}

/** The view TerritoryMap and MapView will open on, by their own rules; null when it will move at once. */
function territoryFirstView(props: TerritoryMapProps, appTileUrl: string | undefined): FirstView | null {
  // Fitting the sectors needs the drawn map's size and Leaflet's zoom steps: left to the map.
  if (props.fitSectors || (props.frame && props.frame.length > 1)) return null;
  return {
    center: territoryCenter(props),
    zoom: props.zoom ?? MAP_ZOOM.default,
    urlTemplate: props.tileUrl ?? appTileUrl ?? DEFAULT_TILE_URL,
  };
}
