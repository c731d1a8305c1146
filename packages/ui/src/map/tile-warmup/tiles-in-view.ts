// The tiles Leaflet asks for when a map opens on a centre and a zoom, worked out without Leaflet, so
// the light part of a map can start them while Leaflet's own chunk is still downloading. Every step
// mirrors Leaflet 1.9 (CRS.EPSG3857, GridLayer._update, TileLayer.getTileUrl) operation for operation:
// a tile decided one pixel differently would be a download for nothing. tilesInView.test.tsx holds it
// to the tiles a real Leaflet map requests.
import type { LatLngTuple } from '../types';

const EARTH_RADIUS = 6378137;
const MAX_LATITUDE = 85.0511287798;
const TILE_SIZE = 256;
/** TileLayer's default highest zoom. */
const TILE_MAX_ZOOM = 18;
const SUBDOMAINS = 'abc';

export interface TileView {
  center: LatLngTuple;
  zoom: number;
  /** The map container's client size in CSS pixels, as Leaflet reads it. */
  width: number;
  height: number;
  /** A `{z}/{x}/{y}` template, `{s}`, `{r}` and `{-y}` allowed, as TileLayer takes it. */
  urlTemplate: string;
  /** Whether the screen is a high-density one (devicePixelRatio > 1): Leaflet's `{r}` is then '@2x'. */
  retina: boolean;
}

/** Leaflet's template placeholder (Util.template). */
const PLACEHOLDER = /\{ *([\w_ -]+) *\}/g;

/** Leaflet's SphericalMercator projection then EPSG3857's transformation, at `zoom`. */
function project([lat, lng]: LatLngTuple, zoom: number): { x: number; y: number } {
  const d = Math.PI / 180;
  const clamped = Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE);
  const sin = Math.sin(clamped * d);
  const x = EARTH_RADIUS * lng * d;
  const y = (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
  const unit = 0.5 / (Math.PI * EARTH_RADIUS);
  const scale = TILE_SIZE * 2 ** zoom;
  return { x: scale * (unit * x + 0.5), y: scale * (-unit * y + 0.5) };
}

/** Leaflet's Util.wrapNum without its includeMax. */
const wrap = (value: number, max: number) => ((value % max) + max) % max;

/**
 * The tile addresses of the first view, nearest the centre first (Leaflet's order), or none when the
 * view is one Leaflet would draw no tiles for (an empty map, a negative zoom).
 */
export function tilesInView({ center, zoom, width, height, urlTemplate, retina }: TileView): string[] {
  // Past the tiles' range the map itself zooms back to it (Map._updateZoomLevels); below 0 it draws none.
  const tileZoom = Math.min(Math.round(zoom), TILE_MAX_ZOOM);
  if (width <= 0 || height <= 0 || tileZoom < 0) return [];
  const projected = project(center, tileZoom);
  const pixelCenter = { x: Math.floor(projected.x), y: Math.floor(projected.y) };
  const half = { x: width / 2, y: height / 2 };
  const min = {
    x: Math.floor((pixelCenter.x - half.x) / TILE_SIZE),
    y: Math.floor((pixelCenter.y - half.y) / TILE_SIZE),
  };
  const max = {
    x: Math.ceil((pixelCenter.x + half.x) / TILE_SIZE) - 1,
    y: Math.ceil((pixelCenter.y + half.y) / TILE_SIZE) - 1,
  };
  const tilesAcross = 2 ** tileZoom;
  const middle = { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 };
  const tiles: { x: number; y: number; distance: number }[] = [];
  for (let y = min.y; y <= max.y; y++) {
    // The world does not repeat north and south: Leaflet skips rows off its edge.
    if (y < 0 || y > tilesAcross - 1) continue;
    for (let x = min.x; x <= max.x; x++) {
      const dx = x - middle.x;
      const dy = y - middle.y;
      tiles.push({ x, y, distance: Math.sqrt(dx * dx + dy * dy) });
    }
  }
  // Array.prototype.sort is stable, as Leaflet's queue sort relies on.
  tiles.sort((a, b) => a.distance - b.distance);
  const urls: string[] = [];
  for (const { x, y } of tiles) {
    const wrappedX = wrap(x, tilesAcross);
    const values: Record<string, string | number> = {
      s: SUBDOMAINS[Math.abs(wrappedX + y) % SUBDOMAINS.length] as string,
      x: wrappedX,
      y,
      z: tileZoom,
      r: retina ? '@2x' : '',
      '-y': tilesAcross - 1 - y,
    };
    let known = true;
    const url = urlTemplate.replace(PLACEHOLDER, (whole, key: string) => {
      const value = Object.hasOwn(values, key) ? values[key] : undefined;
      if (value === undefined) known = false;
      return value === undefined ? whole : String(value);
    });
    // A placeholder Leaflet would fill from the layer's options (or refuse): not worth guessing.
    if (!known) return [];
    urls.push(url);
  }
  return urls;
}
