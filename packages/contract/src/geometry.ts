import * as v from 'valibot';
import { numeric, record } from './primitives';

/** `[longitude, latitude]`, GeoJSON's order. */
export type Position = [number, number];

export interface Point {
  type: 'Point';
  coordinates: Position;
}

// Outlines keep GeoJSON's open position type (`number[]`): the readers give pairs, drawings accept more.
export interface Polygon {
  type: 'Polygon';
  /** Rings of `[longitude, latitude]`; the first is the outline, the others holes. */
  coordinates: number[][][];
}

export interface MultiPolygon {
  type: 'MultiPolygon';
  coordinates: number[][][][];
}

/** WKT text (`POLYGON((lng lat, …))`, optionally `SRID=4326;`): what GeoDjango sends without a GeoJSON serializer. */
export type WktText = string;

/** A sector's outline as the map draws it; WKT is converted by the map, lazily, with its own parser. */
export type SectorGeometry = Polygon | MultiPolygon | WktText | null;

const longitude = v.pipe(numeric, v.minValue(-180), v.maxValue(180));
const latitude = v.pipe(numeric, v.minValue(-90), v.maxValue(90));
/** Extra members (altitude) are dropped. */
const position = v.pipe(
  v.tupleWithRest([longitude, latitude], v.unknown()),
  v.transform(([lng, lat]): Position => [lng, lat]),
);

const geoJsonPoint = v.pipe(
  record({ type: v.literal('Point'), coordinates: position }),
  v.transform((value): Point => value),
);

const wktPointPattern =
  /^\s*(?:SRID=\d+;\s*)?POINT\s*\(\s*([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s+([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(?:\s+[-+.\deE]+)?\s*\)\s*$/i;

const wktPoint = v.pipe(
  v.string(),
  v.regex(wktPointPattern),
  v.rawTransform(({ dataset, addIssue, NEVER }): Point => {
    const [, lng, lat] = wktPointPattern.exec(dataset.value) ?? [];
    const coordinates: Position = [Number(lng), Number(lat)];
    if (Math.abs(coordinates[0]) > 180 || Math.abs(coordinates[1]) > 90) {
      addIssue({ message: 'coordinates out of range' });
      return NEVER;
    }
    return { type: 'Point', coordinates };
  }),
);

/** A point as GeoJSON or WKT (`SRID=4326;POINT (-1.55 47.21)`), or null when absent. */
export const point = v.pipe(
  v.nullish(v.union([geoJsonPoint, wktPoint]), null),
  v.transform((value): Point | null => value ?? null),
);

/** A point that must be there (a note without a place cannot be pinned). */
export const requiredPoint = v.union([geoJsonPoint, wktPoint]);

const ring = v.array(position);
const polygon = record({ type: v.literal('Polygon'), coordinates: v.array(ring) });
const multiPolygon = record({ type: v.literal('MultiPolygon'), coordinates: v.array(v.array(ring)) });
const wktArea = v.pipe(v.string(), v.regex(/^\s*(SRID=\d+;\s*)?(MULTI)?POLYGON\s*\(/i));
/** GeoJSON's Feature wrapper, which some serializers add around the geometry. */
const feature = record({ type: v.literal('Feature'), geometry: v.union([polygon, multiPolygon]) });

/** Polygon, MultiPolygon, a Feature of either, or WKT text; null (nothing to draw) when absent or unreadable. */
export const sectorGeometry = v.fallback(
  v.pipe(
    v.nullish(v.union([polygon, multiPolygon, feature, wktArea]), null),
    v.transform((value): SectorGeometry => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string') return value.trim();
      return value.type === 'Feature' ? value.geometry : value;
    }),
  ),
  null,
);
