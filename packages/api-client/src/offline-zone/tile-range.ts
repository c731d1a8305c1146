// Which map tiles a zone's work shows: the tiles over each sector's outline, at the zooms of the zone's
// and the sector's maps, and one closer for reading street names. Web Mercator's tile numbering
// (the "slippy map" formula, as Leaflet numbers them), so each address is the very one a map asks for.
import type { SectorGeometry } from '@prospect/contract';

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface Tile {
  z: number;
  x: number;
  y: number;
}

/** Leaflet's Web Mercator clips latitudes here. */
const MAX_LATITUDE = 85.0511287798;
const TILE_SIZE = 256;
/** The sector page's and the zone tile's zoom (spec §9). */
export const SECTOR_MAP_ZOOM = 15;
/** Street names show from the sector's zoom plus one. */
const READING_ZOOM = SECTOR_MAP_ZOOM + 1;
/** The zone map's box on a phone: 390 px wide less the page's margins, 400 px high (spec §9). */
const ZONE_MAP_VIEWPORT = { width: 358, height: 400, padding: 24 };
/**
 * A map centred on a sector shows this much around it, in pixels either side: half the phone map. The
 * tiles of that margin are kept too, or the sector's map would open offline with grey edges.
 */
const MAP_MARGIN = { x: ZONE_MAP_VIEWPORT.width / 2, y: ZONE_MAP_VIEWPORT.height / 2 };
/** A zone spread wider than this is not worth fetching whole at its overview zoom. */
const LOWEST_ZOOM = 10;

function include(box: Bounds, lng: unknown, lat: unknown): void {
  if (typeof lng !== 'number' || typeof lat !== 'number') return;
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return;
  box.south = Math.min(box.south, lat);
  box.north = Math.max(box.north, lat);
  box.west = Math.min(box.west, lng);
  box.east = Math.max(box.east, lng);
}

/** The outer rings of a polygon as GeoJSON or WKT text (`POLYGON ((lng lat, …))`). */
function includeGeometry(box: Bounds, geometry: SectorGeometry): void {
  if (typeof geometry === 'string') {
    for (const [, ring] of geometry.matchAll(/\(\s*\(([^()]*)\)/g)) {
      for (const point of (ring ?? '').split(',')) {
        const [lng, lat] = point.trim().split(/\s+/).map(Number);
        include(box, lng, lat);
      }
    }
    return;
  }
  if (!geometry) return;
  const polygons = geometry.type === 'MultiPolygon' ? geometry.coordinates : [geometry.coordinates];
  for (const polygon of polygons) for (const [lng, lat] of polygon[0] ?? []) include(box, lng, lat);
}

/** The box around an outline; null when it has no readable point. */
export function geometryBounds(geometry: SectorGeometry): Bounds | null {
  const box: Bounds = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
  includeGeometry(box, geometry);
  return Number.isFinite(box.south) ? box : null;
}

export function boundsUnion(boxes: readonly Bounds[]): Bounds | null {
  if (boxes.length === 0) return null;
  return boxes.reduce((all, box) => ({
    south: Math.min(all.south, box.south),
    west: Math.min(all.west, box.west),
    north: Math.max(all.north, box.north),
    east: Math.max(all.east, box.east),
  }));
}

/** Tile coordinates (fractional) of a point at `zoom`. */
export function tileAt(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const rad = (clamped * Math.PI) / 180;
  const x = ((lng + 180) / 360) * n;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  return { x, y };
}

/** Every tile touching `bounds` at `zoom`, with `marginPx` around it, row by row. */
export function tilesOver(bounds: Bounds, zoom: number, marginPx = { x: 0, y: 0 }): Tile[] {
  const last = 2 ** zoom - 1;
  const clamp = (value: number) => Math.max(0, Math.min(last, Math.floor(value)));
  const northWest = tileAt(bounds.north, bounds.west, zoom);
  const southEast = tileAt(bounds.south, bounds.east, zoom);
  const [marginX, marginY] = [marginPx.x / TILE_SIZE, marginPx.y / TILE_SIZE];
  const tiles: Tile[] = [];
  for (let y = clamp(northWest.y - marginY); y <= clamp(southEast.y + marginY); y++) {
    for (let x = clamp(northWest.x - marginX); x <= clamp(southEast.x + marginX); x++) {
      tiles.push({ z: zoom, x, y });
    }
  }
  return tiles;
}

/** The closest zoom at which `bounds` fits the zone map, as the map's own fit does (never past 18). */
export function fitZoom(bounds: Bounds, viewport = ZONE_MAP_VIEWPORT): number {
  const width = viewport.width - 2 * viewport.padding;
  const height = viewport.height - 2 * viewport.padding;
  for (let zoom = 18; zoom > 0; zoom--) {
    const northWest = tileAt(bounds.north, bounds.west, zoom);
    const southEast = tileAt(bounds.south, bounds.east, zoom);
    const fits =
      (southEast.x - northWest.x) * TILE_SIZE <= width && (southEast.y - northWest.y) * TILE_SIZE <= height;
    if (fits) return zoom;
  }
  return 0;
}

/** From the zone map's zoom (or the sector's, if closer) to the reading zoom. */
export function zoneTileZooms(zoneBounds: Bounds): number[] {
  const lowest = Math.max(LOWEST_ZOOM, Math.min(fitZoom(zoneBounds), SECTOR_MAP_ZOOM));
  const zooms: number[] = [];
  for (let zoom = lowest; zoom <= READING_ZOOM; zoom++) zooms.push(zoom);
  return zooms;
}

/**
 * The tiles a phone map shows over each sector, at every zoom of the zone's work, and over the whole
 * zone at its overview zoom, each once.
 */
export function zoneTiles(geometries: readonly SectorGeometry[]): Tile[] {
  const boxes = geometries.map(geometryBounds).filter((box): box is Bounds => box !== null);
  const zone = boundsUnion(boxes);
  if (!zone) return [];
  const seen = new Map<string, Tile>();
  const keep = (tiles: Tile[]) => {
    for (const tile of tiles) seen.set(`${tile.z}/${tile.x}/${tile.y}`, tile);
  };
  const zooms = zoneTileZooms(zone);
  keep(tilesOver(zone, zooms[0] ?? SECTOR_MAP_ZOOM, MAP_MARGIN));
  for (const zoom of zooms) {
    for (const box of boxes) keep(tilesOver(box, zoom, MAP_MARGIN));
  }
  return [...seen.values()];
}

const SUBDOMAINS = 'abc';

/**
 * A tile's address from a `{z}/{x}/{y}` template, `{s}` and `{r}` filled as Leaflet fills them, so the
 * service worker finds the tile under the address the map asks for.
 */
export function tileAddress(template: string, { z, x, y }: Tile, retina = false): string {
  const values: Record<string, string> = {
    z: String(z),
    x: String(x),
    y: String(y),
    s: SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length] ?? 'a',
    r: retina ? '@2x' : '',
    '-y': String(2 ** z - 1 - y),
  };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (whole, key: string) => values[key] ?? whole);
}
