import * as z from 'zod/mini';
import { numeric } from './primitives';

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

const longitude = z.pipe(numeric, z.number().check(z.gte(-180), z.lte(180)));
const latitude = z.pipe(numeric, z.number().check(z.gte(-90), z.lte(90)));
/** Extra members (altitude) are dropped. */
const position = z.pipe(
  z.tuple([longitude, latitude], z.unknown()),
  z.transform(([lng, lat]): Position => [lng, lat]),
);

const geoJsonPoint = z.pipe(
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.transform((value): Point => value),
);

const wktPointPattern =
  /^\s*(?:SRID=\d+;\s*)?POINT\s*\(\s*([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s+([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(?:\s+[-+.\deE]+)?\s*\)\s*$/i;

const wktPoint = z.pipe(
  z.string().check(z.regex(wktPointPattern)),
  z.transform((value, ctx): Point => {
    const [, lng, lat] = wktPointPattern.exec(value) ?? [];
    const coordinates: Position = [Number(lng), Number(lat)];
    if (Math.abs(coordinates[0]) > 180 || Math.abs(coordinates[1]) > 90) {
      ctx.issues.push({ code: 'custom', message: 'coordinates out of range', input: value });
    }
    return { type: 'Point', coordinates };
  }),
);

/** A point as GeoJSON or WKT (`SRID=4326;POINT (-1.55 47.21)`), or null when absent. */
export const point = z.pipe(
  z.nullish(z.union([geoJsonPoint, wktPoint])),
  z.transform((value): Point | null => value ?? null),
);

/** A point that must be there (a note without a place cannot be pinned). */
export const requiredPoint = z.union([geoJsonPoint, wktPoint]);

const ring = z.array(position);
const polygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(ring) });
const multiPolygon = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring)) });
const wktArea = z.string().check(z.regex(/^\s*(SRID=\d+;\s*)?(MULTI)?POLYGON\s*\(/i));
/** GeoJSON's Feature wrapper, which some serializers add around the geometry. */
const feature = z.object({ type: z.literal('Feature'), geometry: z.union([polygon, multiPolygon]) });

/** Polygon, MultiPolygon, a Feature of either, or WKT text; null (nothing to draw) when absent or unreadable. */
export const sectorGeometry = z.catch(
  z.pipe(
    z.nullish(z.union([polygon, multiPolygon, feature, wktArea])),
    z.transform((value): SectorGeometry => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string') return value.trim();
      return value.type === 'Feature' ? value.geometry : value;
    }),
  ),
  null,
);
