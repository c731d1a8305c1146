// Where a territory map will centre, read without the WKT parser (which waits in the map's chunk):
// the middle of the box around the sectors' outer rings, as geometry.ts's polygonsCenter gives once
// parsed. For the tile warm-up only: a geometry read differently here costs a few early tiles, never
// what the map shows.
import type { LatLngTuple, SectorGeometry } from '../types';

type Box = { south: number; west: number; north: number; east: number };

function include(box: Box, lng: unknown, lat: unknown): void {
  if (typeof lng !== 'number' || typeof lat !== 'number') return;
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return;
  box.south = Math.min(box.south, lat);
  box.north = Math.max(box.north, lat);
  box.west = Math.min(box.west, lng);
  box.east = Math.max(box.east, lng);
}

/** WKT's first ring of each polygon: the text up to the first ')' after each '((' (holes follow it). */
function includeWkt(box: Box, text: string): void {
  for (const [, ring] of text.matchAll(/\(\s*\(([^()]*)\)/g)) {
    for (const point of (ring ?? '').split(',')) {
      const [lng, lat] = point.trim().split(/\s+/).map(Number);
      include(box, lng, lat);
    }
  }
}

function includeGeoJson(box: Box, geometry: { type?: unknown; coordinates?: unknown }): void {
  const { type, coordinates } = geometry;
  if (!Array.isArray(coordinates)) return;
  const polygons: unknown[] = type === 'MultiPolygon' ? coordinates : type === 'Polygon' ? [coordinates] : [];
  for (const polygon of polygons) {
    const outline: unknown = Array.isArray(polygon) ? polygon[0] : null;
    if (!Array.isArray(outline)) continue;
    for (const position of outline) if (Array.isArray(position)) include(box, position[0], position[1]);
  }
}

/** The centre of the box around the sectors' outlines, [lat, lng]; null when none can be read. */
export function sectorsCenter(geometries: readonly SectorGeometry[]): LatLngTuple | null {
  const box: Box = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
  for (const geometry of geometries) {
    if (typeof geometry === 'string') includeWkt(box, geometry);
    else if (geometry && typeof geometry === 'object') includeGeoJson(box, geometry);
  }
  if (!Number.isFinite(box.south)) return null;
  return [(box.south + box.north) / 2, (box.west + box.east) / 2];
}
