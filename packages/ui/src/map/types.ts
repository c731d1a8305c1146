// Shapes the map draws, matching docs/api-contract.md so the api-client's parsed answers fit as they are.

/** [latitude, longitude], Leaflet's order (GeoJSON is the other way round). */
export type LatLngTuple = [number, number];

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface GeoPoint {
  type: 'Point';
  /** [longitude, latitude] */
  coordinates: [number, number] | number[];
}

export interface GeoPolygon {
  type: 'Polygon';
  /** Rings of [longitude, latitude]; the first ring is the outline, the others holes. */
  coordinates: number[][][];
}

export interface GeoMultiPolygon {
  type: 'MultiPolygon';
  coordinates: number[][][][];
}

/** GeoJSON from our server; WKT text (`POLYGON((lng lat, …))`, optionally `SRID=4326;`) from a real one. */
export type SectorGeometry = GeoPolygon | GeoMultiPolygon | string | null | undefined;

/** What a polygon layer needs of a sector. */
export interface MapSector {
  id: number;
  number?: number | null;
  status: string;
  geometry: SectorGeometry;
}

/** A zone note (`ZoneNote` of the contract). */
export interface MapNote {
  id: number;
  content: string;
  /** The author's display name. */
  user: string;
  /** ISO 8601. */
  created_at: string;
  location: GeoPoint | null;
}
