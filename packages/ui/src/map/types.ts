// The map draws the contract's shapes as the api-client reads them; only Leaflet's own types are added.
import type { MultiPolygon, Point, Polygon, Sector, SectorGeometry, ZoneNote } from '@prospect/contract';

export type { MultiPolygon as GeoMultiPolygon, Point as GeoPoint, Polygon as GeoPolygon, SectorGeometry };

/** [latitude, longitude], Leaflet's order (GeoJSON is the other way round). */
export type LatLngTuple = [number, number];

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

/** What a polygon layer needs of a sector. */
export type MapSector = Pick<Sector, 'id' | 'number' | 'status' | 'geometry'>;

/** A zone note as the map pins it. */
export type MapNote = ZoneNote;
