// Where every map of the app takes its tiles and their credit from, unless a map is told otherwise.
// No Leaflet here: the app sets this up on its first load, before any map chunk is fetched.

import { createContext, type ReactNode, useContext, useMemo } from 'react';

export interface MapTiles {
  /** `{z}/{x}/{y}` tile template for every map below. */
  url?: string | undefined;
  /** The tiles' credit as plain text (e.g. from a deployment's configuration): shown as written. */
  attributionText?: string | undefined;
  /**
   * Told once per map the addresses of the tiles its first view showed, when they have all loaded: the
   * app may ask for them early the next time the page opens.
   */
  onFirstViewTiles?: ((urls: readonly string[]) => void) | undefined;
}

const MapTilesContext = createContext<MapTiles>({});

export interface MapTilesProviderProps extends MapTiles {
  children?: ReactNode;
}

/** The app's tile server and credit, read at start-up, for maps deep in screens that do not pass them. */
export function MapTilesProvider({
  url,
  attributionText,
  onFirstViewTiles,
  children,
}: MapTilesProviderProps) {
  const tiles = useMemo(
    () => ({ url, attributionText, onFirstViewTiles }),
    [url, attributionText, onFirstViewTiles],
  );
  return <MapTilesContext value={tiles}>{children}</MapTilesContext>;
}

export function useMapTiles(): MapTiles {
  return useContext(MapTilesContext);
}
