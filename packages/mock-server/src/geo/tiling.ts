import { bbox } from '@turf/bbox';
import { circle } from '@turf/circle';
import { hexGrid } from '@turf/hex-grid';

export type LngLat = [number, number];
export type Ring = LngLat[];

/** Radius of the area a zone's sectors cover, and the side of one hexagonal sector, in kilometres. */
export const ZONE_RADIUS_KM = 0.45;
export const SECTOR_SIDE_KM = 0.15;

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Hexagons tiling the circle around `center` ([lng, lat]), in reading order (north to south, then west
 * to east) so sector N°1 is top left on the map. Hexagons never overlap; the ones the circle only grazes
 * are kept whole, as a real agency would keep a block whole rather than cut it.
 */
export function tileAround(center: LngLat): readonly Ring[] {
  // Clipping is the slow part (tens of ms); a seed or a story re-tiles the same places again and again.
  const key = center.join(',');
  const known = tilings.get(key);
  if (known) return known;
  const rings = computeTiling(center);
  tilings.set(key, rings);
  return rings;
}

const tilings = new Map<string, readonly Ring[]>();

function computeTiling(center: LngLat): Ring[] {
  const area = circle(center, ZONE_RADIUS_KM, { steps: 48, units: 'kilometers' });
  const grid = hexGrid(
    bbox(circle(center, ZONE_RADIUS_KM + 2 * SECTOR_SIDE_KM, { units: 'kilometers' })),
    SECTOR_SIDE_KM,
    {
      units: 'kilometers',
      mask: area,
    },
  );
  const hexagons = grid.features.map((feature) => {
    const ring = (feature.geometry.coordinates[0] ?? []).map(
      ([lng = 0, lat = 0]) => [round(lng), round(lat)] as LngLat,
    );
    const corners = ring.slice(0, -1);
    const centroid: LngLat = [
      corners.reduce((sum, [lng]) => sum + lng, 0) / corners.length,
      corners.reduce((sum, [, lat]) => sum + lat, 0) / corners.length,
    ];
    return { ring, centroid };
  });
  // Rows half a hexagon high: staggered columns land in alternate rows, which still reads top to bottom.
  const rowHeight = Math.max(...hexagons.map(({ ring }) => spanOf(ring.map(([, lat]) => lat)))) / 2;
  return hexagons
    .map((hexagon) => ({ ...hexagon, row: Math.round(-hexagon.centroid[1] / rowHeight) }))
    .sort((a, b) => a.row - b.row || a.centroid[0] - b.centroid[0])
    .map(({ ring }) => ring);
}

function spanOf(values: number[]): number {
  return Math.max(...values) - Math.min(...values);
}

/** Ray casting: is `point` inside the polygon's outer ring? */
export function ringContains(ring: Ring, [lng, lat]: LngLat): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
