import { wktToGeoJSON } from '@terraformer/wkt';
import pointInPolygon from 'point-in-polygon-hao';
import type { GeoMultiPolygon, GeoPolygon, LatLngTuple, SectorGeometry } from './types';

/** One polygon in Leaflet's order: the outline ring, then any holes. */
export type LatLngPolygon = LatLngTuple[][];

/** Spec §5: a polygon needs at least 3 points to be drawn. */
export const MIN_POLYGON_POINTS = 3;

type Shape = GeoPolygon | GeoMultiPolygon;

/** Reads WKT (Django may prefix it with `SRID=4326;`) into GeoJSON, or null if it is not a polygon. */
export function parseWkt(text: string): Shape | null {
  const wkt = text.replace(/^\s*SRID=\d+\s*;\s*/i, '');
  try {
    const shape = wktToGeoJSON(wkt);
    if (shape.type === 'Polygon' || shape.type === 'MultiPolygon') return shape as Shape;
  } catch {
    // Unreadable geometry from the server: the sector is listed but not drawn.
  }
  return null;
}

function toLatLng(position: unknown): LatLngTuple | null {
  if (!Array.isArray(position)) return null;
  const [lng, lat] = position;
  if (typeof lng !== 'number' || typeof lat !== 'number') return null;
  return Number.isFinite(lng) && Number.isFinite(lat) ? [lat, lng] : null;
}

function toRing(ring: unknown): LatLngTuple[] | null {
  if (!Array.isArray(ring)) return null;
  const points: LatLngTuple[] = [];
  for (const position of ring) {
    const point = toLatLng(position);
    if (!point) return null;
    points.push(point);
  }
  return points;
}

/**
 * Whether a ring has `count` points that are not repeats (GeoJSON closes a ring by repeating its first
 * point). It stops at the `count`th: a sector's outline answers after 3 points, where keying every point
 * as text took a thousand sectors several milliseconds.
 */
export function hasDistinctPoints(ring: readonly LatLngTuple[], count: number): boolean {
  const found: LatLngTuple[] = [];
  for (const point of ring) {
    if (found.some(([lat, lng]) => lat === point[0] && lng === point[1])) continue;
    found.push(point);
    if (found.length >= count) return true;
  }
  return found.length >= count;
}

function toPolygon(rings: unknown): LatLngPolygon | null {
  if (!Array.isArray(rings) || rings.length === 0) return null;
  const converted = rings.map(toRing);
  const [outline] = converted;
  if (!outline || !hasDistinctPoints(outline, MIN_POLYGON_POINTS)) return null;
  // A broken hole is dropped rather than hiding the whole sector.
  return [
    outline,
    ...converted.slice(1).filter((ring): ring is LatLngTuple[] => ring !== null && ring.length >= 3),
  ];
}

/**
 * The drawable polygons of a sector's geometry (GeoJSON or WKT), in Leaflet's [lat, lng] order.
 * Parts with fewer than 3 distinct points are left out; an empty list means nothing to draw.
 */
export function sectorPolygons(geometry: SectorGeometry): LatLngPolygon[] {
  const shape = typeof geometry === 'string' ? parseWkt(geometry) : geometry;
  if (!shape || typeof shape !== 'object' || !Array.isArray(shape.coordinates)) return [];
  const parts: unknown[] = shape.type === 'MultiPolygon' ? shape.coordinates : [shape.coordinates];
  return parts.map(toPolygon).filter((polygon): polygon is LatLngPolygon => polygon !== null);
}

/** [west, south, east, north] around every outline; null when none is drawable. */
export function polygonsBox(polygons: readonly LatLngPolygon[]): [number, number, number, number] | null {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const [outline] of polygons) {
    for (const [lat, lng] of outline ?? []) {
      south = Math.min(south, lat);
      north = Math.max(north, lat);
      west = Math.min(west, lng);
      east = Math.max(east, lng);
    }
  }
  return Number.isFinite(south) ? [west, south, east, north] : null;
}

/** The middle of the box around every outline, to centre a map on sectors; null when none is drawable. */
export function polygonsCenter(polygons: readonly LatLngPolygon[]): LatLngTuple | null {
  const box = polygonsBox(polygons);
  if (!box) return null;
  const [west, south, east, north] = box;
  return [(south + north) / 2, (west + east) / 2];
}

/** The ring closed on its first point, as the point-in-polygon test requires. */
function closed(ring: readonly LatLngTuple[]): LatLngTuple[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || (first[0] === last[0] && first[1] === last[1])) return [...ring];
  return [...ring, first];
}

/** Whether a place lies inside (or on the edge of) any of the polygons, holes left out. */
export function polygonsContain(polygons: readonly LatLngPolygon[], [lat, lng]: LatLngTuple): boolean {
  return polygons.some((rings) => pointInPolygon([lat, lng], rings.map(closed)) !== false);
}

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;

/** The distance from the origin to the segment a–b, on a plane. */
function distanceToSegment([ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const along = length2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length2));
  return Math.hypot(ax + along * dx, ay + along * dy);
}

/**
 * Metres from a place to the nearest edge (outline or hole) of the polygons; Infinity when there are
 * none. Measured on a plane tangent at the place (equirectangular): within a few tens of kilometres,
 * where an agent asks how far the sector is, it is off by well under a metre in a hundred.
 */
export function distanceToEdges(polygons: readonly LatLngPolygon[], [lat, lng]: LatLngTuple): number {
  const metresPerDegree = (EARTH_RADIUS_METRES * Math.PI) / 180;
  const xScale = metresPerDegree * Math.cos((lat * Math.PI) / 180);
  const project = ([pointLat, pointLng]: LatLngTuple): [number, number] => [
    (pointLng - lng) * xScale,
    (pointLat - lat) * metresPerDegree,
  ];
  let nearest = Infinity;
  for (const rings of polygons)
    for (const ring of rings) {
      const points = closed(ring).map(project);
      for (let index = 1; index < points.length; index++) {
        const from = points[index - 1];
        const to = points[index];
        if (from && to) nearest = Math.min(nearest, distanceToSegment(from, to));
      }
    }
  return nearest;
}
