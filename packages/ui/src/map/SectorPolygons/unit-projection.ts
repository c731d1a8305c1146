import { type CRS, latLng } from 'leaflet';

/** Writes the map pixel of (lat, lng) at scale 1 into `out` at `at` (x) and `at + 1` (y). */
export type UnitProjector = (lat: number, lng: number, out: Float64Array, at: number) => void;

/** EPSG:3857's sphere and the latitude it stops at (Leaflet's SphericalMercator). */
const EARTH_RADIUS = 6_378_137;
const MAX_LATITUDE = 85.0511287798;
const RADIANS = Math.PI / 180;

/**
 * A point's position in the map's pixels divided by the zoom's scale: at any zoom its pixel is that
 * times `crs.scale(zoom)`, since every Leaflet CRS ends in a linear transformation. Projected once, a
 * thousand shapes then cost a multiplication a point on every drawing. Web Mercator, which every map of
 * ours uses, is computed here without the two objects a point Leaflet's own path allocates (it took 20 ms
 * for a thousand sectors); any other CRS goes through Leaflet.
 */
export function unitProjector(crs: CRS): UnitProjector {
  const scale = 1 / crs.scale(0);
  const unitOf = (lat: number, lng: number) => {
    const projected = crs.latLngToPoint(latLng(lat, lng), 0);
    return { x: projected.x * scale, y: projected.y * scale };
  };
  if (crs.code === 'EPSG:3857') {
    // The transformation's affine terms, read from three points through Leaflet's public API.
    const origin = unitOf(0, 0);
    const a = (unitOf(0, 90).x - origin.x) / mercatorX(90);
    const c = (unitOf(45, 0).y - origin.y) / mercatorY(45);
    return (lat, lng, out, at) => {
      out[at] = a * mercatorX(lng) + origin.x;
      out[at + 1] = c * mercatorY(lat) + origin.y;
    };
  }
  return (lat, lng, out, at) => {
    const unit = unitOf(lat, lng);
    out[at] = unit.x;
    out[at + 1] = unit.y;
  };
}

const mercatorX = (lng: number) => EARTH_RADIUS * lng * RADIANS;

function mercatorY(lat: number): number {
  const sin = Math.sin(Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * RADIANS);
  return (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
}
