import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { point, requiredPoint, sectorGeometry } from './geometry';
import { polygonJson } from './test-support/canonical';

const pin = { type: 'Point', coordinates: [-1.5536, 47.2184] };

describe('point', () => {
  it.each([
    { name: 'GeoJSON', input: pin },
    {
      name: 'GeoJSON with an altitude and a crs',
      input: { ...pin, coordinates: [-1.5536, 47.2184, 12], crs: {} },
    },
    { name: 'GeoJSON with numeric strings', input: { type: 'Point', coordinates: ['-1.5536', '47.2184'] } },
    { name: 'GeoDjango EWKT', input: 'SRID=4326;POINT (-1.5536 47.2184)' },
    { name: 'WKT without SRID nor space', input: 'POINT(-1.5536 47.2184)' },
    { name: 'WKT in lower case with spaces around', input: '  point ( -1.5536   47.2184 ) ' },
    { name: 'WKT with a Z', input: 'SRID=4326;POINT (-1.5536 47.2184 12.5)' },
  ])('reads $name as the same GeoJSON point', ({ input }) => {
    expect(v.parse(point, input)).toEqual(pin);
    expect(v.parse(requiredPoint, input)).toEqual(pin);
  });

  it.each([null, undefined])('reads %j as no point, which a required point refuses', (input) => {
    expect(v.parse(point, input)).toBeNull();
    expect(v.safeParse(requiredPoint, input).success).toBe(false);
  });

  it.each([
    { name: 'longitude over 180', input: { type: 'Point', coordinates: [181, 47] } },
    { name: 'latitude under -90', input: { type: 'Point', coordinates: [-1.5, -90.5] } },
    { name: 'WKT latitude over 90', input: 'POINT (-1.5 91)' },
    { name: 'WKT longitude under -180', input: 'SRID=4326;POINT (-180.01 47)' },
    { name: 'projected Lambert-93 metres', input: 'SRID=2154;POINT (355000 6690000)' },
    { name: 'a single coordinate', input: { type: 'Point', coordinates: [-1.5] } },
    { name: 'coordinates as text', input: { type: 'Point', coordinates: '-1.5,47.2' } },
    { name: 'a Polygon', input: polygonJson() },
    { name: 'an address', input: '12 rue des Pins, Pornic' },
    { name: 'lat, lng text', input: '47.2184, -1.5536' },
  ])('refuses $name', ({ input }) => {
    expect(v.safeParse(point, input).success).toBe(false);
    expect(v.safeParse(requiredPoint, input).success).toBe(false);
  });
});

describe('sector geometry', () => {
  const polygon = polygonJson();
  const multiPolygon = { type: 'MultiPolygon', coordinates: [polygon.coordinates, polygon.coordinates] };
  const wkt = 'SRID=4326;POLYGON ((-2.395 47.283, -2.389 47.283, -2.389 47.287, -2.395 47.283))';

  it.each([
    { name: 'a Polygon', input: polygon, expected: polygon },
    { name: 'a Polygon with a crs', input: { ...polygon, crs: { type: 'name' } }, expected: polygon },
    { name: 'a MultiPolygon', input: multiPolygon, expected: multiPolygon },
    {
      name: 'a Feature of a Polygon',
      input: { type: 'Feature', properties: { id: 12 }, geometry: polygon },
      expected: polygon,
    },
    {
      name: 'a Feature of a MultiPolygon',
      input: { type: 'Feature', geometry: multiPolygon },
      expected: multiPolygon,
    },
    { name: 'EWKT text, trimmed', input: `  ${wkt}\n`, expected: wkt },
    {
      name: 'WKT MULTIPOLYGON',
      input: 'MULTIPOLYGON (((0 0, 1 0, 1 1, 0 0)))',
      expected: 'MULTIPOLYGON (((0 0, 1 0, 1 1, 0 0)))',
    },
    {
      name: 'lower-case WKT',
      input: 'polygon((0 0, 1 0, 1 1, 0 0))',
      expected: 'polygon((0 0, 1 0, 1 1, 0 0))',
    },
  ])('reads $name', ({ input, expected }) => {
    expect(v.parse(sectorGeometry, input)).toEqual(expected);
  });

  // Nothing to draw is not a reason to refuse the sector: its streets are still worth showing.
  it.each([
    { name: 'null', input: null },
    { name: 'absent', input: undefined },
    { name: 'a Point', input: pin },
    {
      name: 'a LineString',
      input: {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
    },
    { name: 'a Feature without geometry', input: { type: 'Feature', geometry: null } },
    {
      name: 'a Polygon out of range',
      input: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 95],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    },
    { name: 'WKT of a point', input: 'POINT (0 0)' },
    { name: 'GeoJSON as text', input: JSON.stringify(polygon) },
    { name: 'a number', input: 12 },
  ])('reads $name as nothing to draw', ({ input }) => {
    expect(v.parse(sectorGeometry, input)).toBeNull();
  });
});
