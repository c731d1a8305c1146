import { type RefObject, useLayoutEffect } from 'react';
import type { LatLngTuple } from '../types';
import { tilesInView } from './tilesInView';
import { warmTiles } from './warmTiles';

export interface FirstView {
  center: LatLngTuple;
  zoom: number;
  urlTemplate: string;
}

/**
 * Asks for the tiles of a map's first view as soon as its placeholder is laid out (same box as the
 * map), rather than once Leaflet's chunk has arrived and made the map: on a slow network the tiles
 * then download beside the map's code. `view` null: nothing to ask (the view is not known yet, or the
 * map will move before drawing, or it is already drawn).
 */
export function useFirstTilesEarly(placeholder: RefObject<HTMLElement | null>, view: FirstView | null): void {
  const key = view ? `${view.center[0]},${view.center[1]},${view.zoom},${view.urlTemplate}` : null;
  // `key` stands for `view`, a new object on every render: the tiles are asked for when the view changes.
  useLayoutEffect(() => {
    const element = placeholder.current;
    if (!view || !element) return;
    warmTiles(
      tilesInView({
        ...view,
        width: element.clientWidth,
        height: element.clientHeight,
        retina: window.devicePixelRatio > 1,
      }),
    );
  }, [key, placeholder]);
}
