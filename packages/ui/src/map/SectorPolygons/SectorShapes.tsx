import { Polygon as LeafletPolygon, type PathOptions } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLngPolygon } from '../geometry';

export interface SectorShape {
  polygons: LatLngPolygon[];
  pathOptions: PathOptions;
}

/** Main-thread time spent adding polygons before the page gets a turn (input, paint). */
const SLICE_MS = 12;

const SHAPE_PANE = 'overlayPane';

/** Runs `next` as a new task, without setTimeout's clamping: a short pause for the page, not a delay. */
function yieldThen(next: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => next();
  channel.port2.postMessage(null);
  return () => {
    channel.port1.onmessage = null;
  };
}

/**
 * The sectors' polygons, on the map's shared canvas renderer, in the order given (the last drawn on
 * top, as TerritoryMap's tap reads them). Leaflet layers made here rather than one react-leaflet
 * component per sector, and added in slices of about 12 ms: a thousand sectors take a few slices and
 * never block the page in one long task; a zone's few dozen take one.
 */
export function SectorShapes({ shapes }: { shapes: readonly SectorShape[] }) {
  const map = useMap();
  useEffect(() => {
    const layers: LeafletPolygon[] = [];
    let next = 0;
    let cancel = () => {};
    const addSlice = () => {
      const started = performance.now();
      while (next < shapes.length && performance.now() - started < SLICE_MS) {
        const shape = shapes[next];
        next += 1;
        if (!shape) continue;
        const layer = new LeafletPolygon(shape.polygons, {
          ...shape.pathOptions,
          interactive: false,
          pane: SHAPE_PANE,
        });
        layer.addTo(map);
        layers.push(layer);
      }
      if (next < shapes.length) cancel = yieldThen(addSlice);
    };
    addSlice();
    return () => {
      cancel();
      for (const layer of layers) layer.remove();
    };
  }, [map, shapes]);
  return null;
}
