import { type RefObject, useEffect } from 'react';
import type { LatLngTuple } from '../types';
import { tilesInView } from './tiles-in-view';
import { warmTiles } from './warm-tiles';

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
 *
 * The box is read when the browser lays the page out for its next frame (a ResizeObserver), not from
 * the render's commit: reading it there would force the whole new screen's layout into the commit's
 * task, which is the longest of a map page's start on a phone.
 */
export function useFirstTilesEarly(placeholder: RefObject<HTMLElement | null>, view: FirstView | null): void {
  const key = view ? `${view.center[0]},${view.center[1]},${view.zoom},${view.urlTemplate}` : null;
  // `key` stands for `view`, a new object on every render: the tiles are asked for when the view changes.
  useEffect(() => {
    const element = placeholder.current;
    if (!view || !element) return;
    const observer = new ResizeObserver(() => {
      // Laid out: the size is read, not computed.
      const width = element.clientWidth;
      const height = element.clientHeight;
      if (width === 0 || height === 0) return;
      observer.disconnect();
      warmTiles(tilesInView({ ...view, width, height, retina: window.devicePixelRatio > 1 }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [key, placeholder]);
}
